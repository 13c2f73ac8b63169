"""The LiveKit worker: takes WebRTC and SIP calls and bridges each into an engine session.

Job processes are started by livekit-agents (one job per process). Configuration reaches them
through the environment, read once per process:

    VOICE_AGENT_AGENT       module:attribute of the engine agent (default: the airline example)
    VOICE_AGENT_PROVIDERS   local (default) | cloud | fake
    VOICE_AGENT_STORE       memory://, sqlite:///path or postgresql://... (default: voice-agent.db
                            in the data directory, $VOICE_AGENT_DATA_DIR or ~/.local/share/voice-agent)
    VOICE_AGENT_METRICS_PORT    Prometheus metrics of the worker and all its job processes
                                (livekit-agents' endpoint, multiprocess mode); off when unset
    VOICE_AGENT_NAME        agent name for explicit dispatch (empty: automatic dispatch)
    VOICE_AGENT_LOAD_THRESHOLD  CPU load (0-1) above which the worker stops taking jobs
    VOICE_AGENT_HEALTH_PORT     port of the worker's health endpoint (default 8081)
    VOICE_AGENT_GREET           1 (default): the agent greets the caller first; 0: it waits
    VOICE_AGENT_HANGUP_GRACE    seconds a call's job may keep its work after the caller hung up
                                (default 75: the service timeout, then the follow-up)
    LIVEKIT_SIP_OUTBOUND_TRUNK  the outbound SIP trunk (ST_...): outbound calls and warm transfers
plus the hosting settings (adapters/hosting.py: lease, sweeps, drain, follow-up webhook) and
LiveKit's own LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET.

Every call gets a phone line (`LiveKitTelephony`): a SIP caller's keys reach the engine, and
the agent can transfer them, play hold audio, and hang up; a WebRTC participant can be hung up
on, and a transfer becomes the console handoff. A job whose metadata names an `OutboundCall`
(`voice-agent call`) first dials the number, then listens for who answered (docs/telephony.md).

Work outlives the call: when the caller hangs up, the job stops taking turns but keeps the
session's pending work until it completes (its answer then goes out by the follow-up channel)
or the grace runs out (it is then handed to the store, for the recovery sweeps). The main
process runs those sweeps: on start and continuously, it takes sessions whose owner is gone.
On SIGTERM/SIGINT livekit-agents drains (no new jobs, live calls finish); then the sweeps stop,
what is left is handed to the store, and the leases are released.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp
from livekit import api, rtc
from livekit.agents import AgentServer, AgentSession, JobContext, JobProcess
from livekit.agents.types import NOT_GIVEN, NotGivenOr

import voice_agent as va
from adapters.hosting import HostSettings, open_engine, store_answers
from adapters.livekit.bridge import VoiceBridge, session_options
from adapters.livekit.health import HealthServer
from adapters.livekit.outbound import OutboundCall, answered, dial
from adapters.livekit.telephony import LiveKitTelephony, RoomBriefer
from adapters.observability import Observability
from adapters.observability.metrics import metrics_port, prepare_multiprocess
from adapters.observability.multiprocess import MetricsServer
from adapters.store.urls import default_store_url, open_store

logger = logging.getLogger("adapters.livekit.worker")

SIP_KIND = rtc.ParticipantKind.PARTICIPANT_KIND_SIP
PREWARM_TIMEOUT_S = 60.0
STORE_PROBE_TIMEOUT_S = 2.0  # the readiness probe's store read


def _port(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or not 0 <= int(raw) <= 65535:
        raise va.ConfigurationError(f"{name} must be a TCP port number (0-65535; 0: any free port), not {raw!r}")
    return int(raw)


@dataclass(frozen=True)
class WorkerConfig:
    agent: str = "voice_agent.examples.airline:agent"
    providers: str = "local"
    store: str = field(default_factory=default_store_url)
    agent_name: str = ""
    load_threshold: float = 0.75
    health_port: int = 8081
    greet: bool = True
    hangup_grace_s: float = 75.0
    outbound_trunk: str = ""  # LIVEKIT_SIP_OUTBOUND_TRUNK: outbound calls and warm transfers

    @classmethod
    def from_env(cls) -> WorkerConfig:
        raw = os.environ.get("VOICE_AGENT_LOAD_THRESHOLD", "0.75")
        try:
            threshold = float(raw)
        except ValueError:
            raise va.ConfigurationError(
                f"VOICE_AGENT_LOAD_THRESHOLD must be a number between 0 and 1, not {raw!r}") from None
        if not 0 < threshold <= 1:
            raise va.ConfigurationError(f"VOICE_AGENT_LOAD_THRESHOLD must be in (0, 1], not {threshold}")
        grace_raw = os.environ.get("VOICE_AGENT_HANGUP_GRACE", "75")
        try:
            grace = float(grace_raw)
        except ValueError:
            raise va.ConfigurationError(f"VOICE_AGENT_HANGUP_GRACE must be seconds, not {grace_raw!r}") from None
        return cls(
            agent=os.environ.get("VOICE_AGENT_AGENT", cls.agent),
            providers=os.environ.get("VOICE_AGENT_PROVIDERS", cls.providers),
            store=default_store_url(),
            agent_name=os.environ.get("VOICE_AGENT_NAME", ""),
            load_threshold=threshold,
            health_port=_port("VOICE_AGENT_HEALTH_PORT", 8081),
            greet=os.environ.get("VOICE_AGENT_GREET", "1").strip().lower() not in ("0", "false", "no"),
            hangup_grace_s=grace,
            outbound_trunk=os.environ.get("LIVEKIT_SIP_OUTBOUND_TRUNK", "").strip(),
        )


def load_agent(spec: str) -> va.Agent:
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise va.ConfigurationError(f"agent must be module:attribute, e.g. voice_agent.examples.airline:agent; got {spec!r}")
    try:
        obj = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as exc:
        raise va.ConfigurationError(f"cannot load agent {spec!r}: {exc}") from exc
    if not isinstance(obj, va.Agent):
        raise va.ConfigurationError(f"{spec!r} is a {type(obj).__name__}, not a voice_agent.Agent")
    return obj


def customer_of(participant: rtc.RemoteParticipant | Any) -> tuple[str, dict[str, Any]]:
    """The customer id and session metadata for a participant: a SIP caller is known by their
    phone number, a WebRTC participant by their identity."""
    attrs = dict(getattr(participant, "attributes", {}) or {})
    if getattr(participant, "kind", None) == SIP_KIND:
        phone = attrs.get("sip.phoneNumber") or participant.identity
        meta = {"channel": "sip", "phone_number": phone}
        if attrs.get("sip.callID"):
            meta["sip_call_id"] = attrs["sip.callID"]
        if attrs.get("sip.trunkPhoneNumber"):
            meta["dialled_number"] = attrs["sip.trunkPhoneNumber"]
        if attrs.get("sip.callStatus"):
            meta["call_status"] = attrs["sip.callStatus"]  # as the call was taken: active, or ringing
        return f"tel:{phone}", meta
    return str(participant.identity), {"channel": "webrtc"}


def prewarm(proc: JobProcess) -> None:
    """Once per job process: load the models so the first call does not wait for them."""
    from adapters.providers import build_providers

    config = WorkerConfig.from_env()
    providers = build_providers(config.providers)
    prewarm_models = getattr(providers, "prewarm", None)
    if callable(prewarm_models):
        prewarm_models()
    from adapters.providers.tts_cache import prewarm_agent_lines

    prewarm_agent_lines(providers.tts, load_agent(config.agent))  # the agent's fixed lines, once
    from adapters.livekit.sounds import prewarm_sounds

    if providers.tts is not None:  # hold music and typing, decoded once
        asyncio.run(prewarm_sounds(providers.tts.sample_rate))
    proc.userdata["providers"] = providers
    proc.userdata["config"] = config
    proc.userdata["observability"] = Observability.from_env("voice-agent-worker")


async def entrypoint(ctx: JobContext) -> None:
    config: WorkerConfig = ctx.proc.userdata.get("config") or WorkerConfig.from_env()
    providers = ctx.proc.userdata.get("providers")
    if providers is None:
        from adapters.providers import build_providers

        providers = build_providers(config.providers)
    observability = ctx.proc.userdata.get("observability") or Observability.from_env("voice-agent-worker")
    # Recovery sweeps run in the main process (VoiceAgentServer); a job serves its one call.
    engine = await open_engine(HostSettings.from_env(config.store), [load_agent(config.agent)], recover=False,
                               llm=getattr(providers, "engine_llm", None),  # fluid agents on calls
                               observability=observability)
    agent = engine.agents[0]
    call: dict[str, Any] = {}
    # The phone line's server API (LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET); `console`
    # runs without a server, and its calls have no phone line.
    lkapi = api.LiveKitAPI() if os.environ.get("LIVEKIT_URL") else None

    async def end_of_job(reason: str) -> None:
        # The job ends (the room closed, or the worker drains): keep the call's work for the
        # grace the job has left, then hand the rest to the store and release the lease.
        try:
            if "bridge" in call:
                call["bridge"].detach()
            if "live" in call:
                await _finish_call(call["live"], config.hangup_grace_s)
        finally:
            try:
                await engine.aclose()
            finally:
                if lkapi is not None:
                    await lkapi.aclose()

    ctx.add_shutdown_callback(end_of_job)
    outbound = OutboundCall.from_metadata(ctx.job.metadata or "")
    await ctx.connect()
    if outbound is not None and (lkapi is None or not await _dial(lkapi, outbound, ctx.room.name, config)):
        ctx.shutdown(reason="the outbound call was not answered")
        return
    participant = await ctx.wait_for_participant()
    customer_id, metadata = customer_of(participant)
    metadata["room"] = ctx.room.name
    if outbound is not None:  # a callback from this number finds the same customer
        customer_id, metadata["direction"] = outbound.customer_id, "outbound"
    session = await engine.create_session(agent, customer_id=customer_id, metadata=metadata,
                                          title=f"call in {ctx.room.name}")
    live = call["live"] = await session.runtime()
    av_session = AgentSession(stt=providers.stt, tts=providers.tts, vad=providers.vad,
                              **session_options(providers))
    bridge = call["bridge"] = VoiceBridge(
        live, av_session, providers=providers,
        on_speech=lambda item, handle: observability.speech_started(live, item, handle))
    observability.watch_voice(live, av_session, vad_lag_s=bridge.vad_lag_s())
    sip = getattr(participant, "kind", None) == SIP_KIND
    if lkapi is not None:
        live.phone.attach(phone_line(lkapi, ctx.room.name, participant.identity, live, providers, config, sip=sip))
    call_over = asyncio.Event()  # the caller left, or the agent's side ended the call
    if sip:
        bridge.listen_to_keys(ctx.room, participant.identity)
        watch_call_status(ctx.room, participant.identity, call_over.set)
    av_session.on("close", lambda _ev: call_over.set())
    live.add_listener(lambda what, _data: call_over.set() if what == "call_ended" else None)
    logger.info("call started", extra={"session_id": session.id, "room": ctx.room.name})
    await av_session.start(agent=bridge.agent, room=ctx.room)
    if outbound is not None:
        live.owner.spawn(answered(live, bridge, outbound), "outbound-call")
    else:
        told = await live.catch_up()  # what this customer has not heard of earlier work, first
        if config.greet:
            # Callers (and LiveKit's load-test participant, which only echoes) expect the agent
            # to speak first. In strict mode this is the agent's greeting line.
            await agent.utter(session=session, rules=[{"content": "Greet the customer and ask how you can help."}])
        logger.info("call answered", extra={"session_id": session.id, "caught_up": told})
    await call_over.wait()
    bridge.detach()
    await _finish_call(live, config.hangup_grace_s)
    ctx.shutdown(reason="the call ended and its work is settled")


def watch_call_status(room: rtc.Room, identity: str, hung_up: Callable[[], None]) -> Callable[[], None]:
    """LiveKit SIP says a call ended (`sip.callStatus: hangup`) before the participant leaves the
    room: the caller is gone from then on. Returns the unsubscribe."""
    def changed(attributes: dict[str, str], participant: rtc.Participant) -> None:
        if participant.identity == identity and attributes.get("sip.callStatus") == "hangup":
            hung_up()

    room.on("participant_attributes_changed", changed)
    return lambda: room.off("participant_attributes_changed", changed)


def phone_line(lkapi: api.LiveKitAPI, room: str, identity: str, live: Any, providers: Any, config: WorkerConfig,
               *, sip: bool) -> LiveKitTelephony:
    """The call's line: hold audio from the live side's speech queue, the briefing spoken into
    the consultation room with the call's voice."""
    briefer = None
    if sip and providers.tts is not None:
        briefer = RoomBriefer(os.environ.get("LIVEKIT_URL", ""), os.environ.get("LIVEKIT_API_KEY", ""),
                              os.environ.get("LIVEKIT_API_SECRET", ""), providers.tts)
    return LiveKitTelephony(lkapi, room=room, caller_identity=identity, sip_trunk_id=config.outbound_trunk or None,
                            hold=live.phone.hold, briefer=briefer, sip=sip)


async def _dial(lkapi: api.LiveKitAPI, call: OutboundCall, room: str, config: WorkerConfig) -> bool:
    """Dial an outbound call's number into the room; False (logged) when it was not answered."""
    if not config.outbound_trunk:
        logger.error("an outbound call needs LIVEKIT_SIP_OUTBOUND_TRUNK (the outbound SIP trunk's id) on the worker",
                     extra={"room": room})
        return False
    try:
        await dial(lkapi, call, room=room, trunk_id=config.outbound_trunk)
    except api.SipCallError as exc:
        logger.info("the outbound call was not answered: SIP %s %s", exc.sip_status_code, exc.sip_status,
                    extra={"room": room})
        return False
    except api.ServerError:
        logger.exception("LiveKit refused the outbound call", extra={"room": room})
        return False
    return True


async def _finish_call(live: Any, grace_s: float) -> None:
    """The caller is gone: no more turns; pending work is kept until it settles (its answer goes
    out by the follow-up channel) or `grace_s` passes (then it is handed to the store)."""
    await live.hang_up()
    try:
        async with asyncio.timeout(grace_s):
            await live.wait_closed()
    except TimeoutError:
        logger.warning("the call's work did not settle within %.0f s after the hang-up; handing it to the "
                       "store for the recovery sweeps", grace_s, extra={"session_id": live.id})


class VoiceAgentServer(AgentServer):
    """livekit-agents' AgentServer, with the recovery sweeps in the main process: on start and
    continuously, sessions whose owner is gone (a crashed job, a drained worker) are taken and
    their work finished. Draining stops the sweeps; closing hands their work back."""

    def __init__(self, config: WorkerConfig, metrics: MetricsServer | None = None, **kwargs: Any) -> None:
        # livekit's own health endpoint says OK while LiveKit is unreachable: ours takes the
        # configured host and port (adapters/livekit/health.py), livekit's a free port on loopback,
        # where only ours asks it. On every interface, a free port is one per socket: its IPv6
        # socket's port was the one reported, and /worker, asked at 127.0.0.1, never answered.
        super().__init__(**{**kwargs, "port": 0, "host": "127.0.0.1"})
        self._voice_config = config
        self._engine: va.Server | None = None
        self._registered = False
        self.on("worker_registered", self._on_registered)
        self._health = HealthServer(kwargs.get("host", ""), config.health_port, self.readiness, self._worker_info)
        # Not livekit's own /metrics: one job process starting up made it answer 500
        # (adapters/observability/multiprocess.py).
        self._metrics = metrics

    def _on_registered(self, *_: Any) -> None:
        self._registered = True

    async def readiness(self) -> dict[str, Any]:
        """The readiness checks: registered with LiveKit, the store answers, not draining, and
        livekit's inference process (when there is one) alive."""
        if self._connection_failed:
            livekit = "failed"  # livekit gave up reconnecting
        elif not self._registered:
            livekit = "connecting"
        elif self._closed:
            livekit = "closed"
        else:  # registered once; livekit sets _connecting again while it reconnects
            livekit = "connecting" if self._connecting else "registered"
        engine = self._engine
        checks: dict[str, Any] = {
            "livekit": livekit,
            "store": await store_answers(engine.store, STORE_PROBE_TIMEOUT_S) if engine is not None else "starting",
            "draining": self.draining,
        }
        if self._inference_executor is not None:
            checks["inference"] = "ok" if self._inference_executor.is_alive() else "stopped"
        return checks

    async def _worker_info(self) -> bytes:
        """livekit's `/worker` description, from livekit's own endpoint."""
        own = self._http_server
        if own is None or own.port == 0:
            return b"{}"
        async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{own.port}/worker") as resp:
            return await resp.read()

    async def run(self, *, devmode: bool = False, unregistered: bool = False) -> None:
        config = self._voice_config
        settings = HostSettings.from_env(config.store)
        await (await open_store(settings.store_url)).aclose()  # a bad URL or schema fails before registering
        await self._health.start()  # live from here; ready once registered with LiveKit
        if self._metrics is not None:
            await self._metrics.start()
        started = asyncio.Event()
        self.once("worker_started", started.set)
        running = asyncio.ensure_future(super().run(devmode=devmode, unregistered=unregistered))
        waiting = asyncio.ensure_future(started.wait())
        try:
            await asyncio.wait([running, waiting], return_when=asyncio.FIRST_COMPLETED)
            if not running.done():
                # Opened once livekit has started: it empties the metrics directory as it starts,
                # which would lose the files of metrics this process had already touched.
                self._engine = await open_engine(settings, [load_agent(config.agent)], recover=True,
                                                 follow_store=False,
                                                 observability=Observability.from_env("voice-agent-worker"))
            await running
        except BaseException:
            if not running.done():
                await self.aclose()
            raise
        finally:
            waiting.cancel()
            await asyncio.gather(waiting, return_exceptions=True)

    async def drain(self, timeout: NotGivenOr[int | None] = NOT_GIVEN) -> None:
        if self._engine is not None:
            self._engine.draining = True  # no new recoveries; live calls finish in their jobs
        await super().drain(timeout)

    async def aclose(self) -> None:
        try:
            await super().aclose()
        finally:
            engine, self._engine = self._engine, None
            try:
                if engine is not None:
                    await engine.aclose()
            finally:
                try:
                    await self._health.aclose()
                finally:
                    if self._metrics is not None:
                        await self._metrics.aclose()


def build_server(config: WorkerConfig | None = None) -> AgentServer:
    config = config or WorkerConfig.from_env()
    options: dict[str, Any] = {}
    metrics: MetricsServer | None = None
    if os.environ.get("VOICE_AGENT_DRAIN_TIMEOUT"):  # else livekit's own (an hour: calls finish)
        options["drain_timeout"] = int(HostSettings.from_env(config.store).drain_timeout_s)
    if (port := metrics_port()) is not None:  # the job processes' metrics are summed there too
        directory = prepare_multiprocess()  # the CLI's (adapters/livekit/commands.py), made before any import
        options["prometheus_multiproc_dir"] = directory  # livekit empties it as it starts
        metrics = MetricsServer("", port, directory)
    server = VoiceAgentServer(config, metrics=metrics, setup_fnc=prewarm, load_threshold=config.load_threshold,
                              port=config.health_port,
                              # A job may keep its work after the caller hung up (see _finish_call).
                              shutdown_process_timeout=config.hangup_grace_s + 10,
                              # prewarm loads the models and synthesises the agent's fixed lines (a few
                              # seconds on two cores, more under load): livekit's default 10 s is tight
                              initialize_process_timeout=PREWARM_TIMEOUT_S, **options)
    server.rtc_session(entrypoint, agent_name=config.agent_name)
    return server
