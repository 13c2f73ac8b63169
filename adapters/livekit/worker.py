"""The LiveKit worker: takes WebRTC and SIP calls and bridges each into an engine session.

Job processes are started by livekit-agents (one job per process). Configuration reaches them
through the environment, read once per process:

    VOICE_AGENT_AGENT       module:attribute of the engine agent (default: the airline example)
    VOICE_AGENT_PROVIDERS   local (default) | cloud | fake
    VOICE_AGENT_STORE       memory:// or sqlite:///path (default: sqlite:///voice-agent.db)
    VOICE_AGENT_NAME        agent name for explicit dispatch (empty: automatic dispatch)
    VOICE_AGENT_LOAD_THRESHOLD  CPU load (0-1) above which the worker stops taking jobs
    VOICE_AGENT_HEALTH_PORT     port of the worker's health endpoint (default 8081)
    VOICE_AGENT_GREET           1 (default): the agent greets the caller first; 0: it waits
plus LiveKit's own LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET.
"""

from __future__ import annotations

import importlib
import logging
import os
from dataclasses import dataclass
from typing import Any

from livekit import rtc
from livekit.agents import AgentServer, AgentSession, JobContext, JobProcess

import voice_agent as va
from adapters.livekit.bridge import VoiceBridge, session_options

logger = logging.getLogger("adapters.livekit.worker")

SIP_KIND = rtc.ParticipantKind.PARTICIPANT_KIND_SIP
PREWARM_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class WorkerConfig:
    agent: str = "voice_agent.examples.airline:agent"
    providers: str = "local"
    store: str = "sqlite:///voice-agent.db"
    agent_name: str = ""
    load_threshold: float = 0.75
    health_port: int = 8081
    greet: bool = True

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
        return cls(
            agent=os.environ.get("VOICE_AGENT_AGENT", cls.agent),
            providers=os.environ.get("VOICE_AGENT_PROVIDERS", cls.providers),
            store=os.environ.get("VOICE_AGENT_STORE", cls.store),
            agent_name=os.environ.get("VOICE_AGENT_NAME", ""),
            load_threshold=threshold,
            health_port=int(os.environ.get("VOICE_AGENT_HEALTH_PORT", "8081")),
            greet=os.environ.get("VOICE_AGENT_GREET", "1").strip().lower() not in ("0", "false", "no"),
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
    proc.userdata["providers"] = providers
    proc.userdata["config"] = config


async def entrypoint(ctx: JobContext) -> None:
    config: WorkerConfig = ctx.proc.userdata.get("config") or WorkerConfig.from_env()
    providers = ctx.proc.userdata.get("providers")
    if providers is None:
        from adapters.providers import build_providers

        providers = build_providers(config.providers)
    from adapters.store.sqlite import open_store

    engine = va.Server(store=await open_store(config.store), follow_store=True)
    await engine.start()
    agent = await engine.add_agent(load_agent(config.agent))
    await ctx.connect()
    participant = await ctx.wait_for_participant()
    customer_id, metadata = customer_of(participant)
    metadata["room"] = ctx.room.name
    session = await engine.create_session(agent, customer_id=customer_id, metadata=metadata,
                                          title=f"call in {ctx.room.name}")
    runtime = await session.runtime()
    av_session = AgentSession(stt=providers.stt, tts=providers.tts, vad=providers.vad,
                              **session_options(providers))
    bridge = VoiceBridge(runtime, av_session)

    async def close_engine_session() -> None:
        # The caller left (or the job ended): end the live side; the log stays in the store.
        bridge.detach()
        await engine.aclose()

    ctx.add_shutdown_callback(close_engine_session)
    logger.info("call started", extra={"session_id": session.id, "room": ctx.room.name})
    await av_session.start(agent=bridge.agent, room=ctx.room)
    if config.greet:
        # Callers (and LiveKit's load-test participant, which only echoes) expect the agent to
        # speak first. In strict mode this is the agent's greeting line.
        await agent.utter(session=session, rules=[{"content": "Greet the customer and ask how you can help."}])


def build_server(config: WorkerConfig | None = None) -> AgentServer:
    config = config or WorkerConfig.from_env()
    # prewarm loads the models and synthesises the agent's fixed lines (a few seconds on two
    # cores, more under load): livekit's default of 10 s for it is too tight
    server = AgentServer(setup_fnc=prewarm, load_threshold=config.load_threshold, port=config.health_port,
                         initialize_process_timeout=PREWARM_TIMEOUT_S)
    server.rtc_session(entrypoint, agent_name=config.agent_name)
    return server
