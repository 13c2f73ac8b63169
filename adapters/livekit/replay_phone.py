"""A replayed phone call: what the worker does for a SIP caller, without a room.

For a scenario with a `participant` (docs/telephony.md), the engine's replay adapter calls
`attach_phone_line`: the real `LiveKitTelephony` talks to a LiveKit server API on loopback
(adapters/replay/livekit_server_api.py) that answers as the scenario's `server_api` says, the
hold audio is the live side's own (a sound in the speech queue), the briefing is recorded
instead of spoken into a consultation room, the scenario's keys go to the bridge as the room's
`sip_dtmf_received` would, and when the agent's side ends the call the scripted caller is gone.
Every telephony action is a mark on the call's clock, and the server keeps each request for
tests (`ctx.extras["livekit_api"]`).
"""

from __future__ import annotations

import secrets
from types import SimpleNamespace
from typing import Any

from livekit import api, rtc

from adapters.livekit.bridge import VoiceBridge
from adapters.livekit.outbound import OutboundCall, answered, dial
from adapters.livekit.telephony import LiveKitTelephony
from adapters.livekit.worker import SIP_KIND, customer_of
from adapters.replay import livekit_server_api as lk
from adapters.replay.replay import ReplayContext
from adapters.replay.scenario import Participant, ServerAnswer
from voice_agent.live.session import LiveSession

_ANSWERS: dict[str, Any] = {"busy": lk.busy, "no_answer": lk.no_answer, "ringing_timeout": lk.ringing_timeout}
TRUNK = "ST_replay_outbound"


def caller_identity(ctx: ReplayContext) -> tuple[str, dict[str, Any]]:
    """The customer id and session metadata the worker would give this call's caller."""
    scenario = ctx.scenario
    if scenario.outbound is not None:
        return f"tel:{scenario.outbound.to}", {"channel": "sip", "direction": "outbound",
                                               "phone_number": scenario.outbound.to}
    person = scenario.participant
    if person is None:
        # One caller per call: calls that share a store (the load simulator's --store) must
        # not take each other's bookings for repeats of their own.
        return f"replay-caller-{secrets.token_hex(4)}", {}
    customer, metadata = customer_of(_as_participant(person))
    return customer, {**metadata, "direction": "inbound"}


def _as_participant(person: Participant) -> Any:
    kind = SIP_KIND if person.kind == "sip" else rtc.ParticipantKind.PARTICIPANT_KIND_STANDARD
    return SimpleNamespace(kind=kind, identity=person.identity, attributes=dict(person.attributes))


class RecordedBriefer:
    """The briefing, recorded where a person would hear it: a mark on the call's clock."""

    def __init__(self, ctx: ReplayContext) -> None:
        self._ctx = ctx

    async def brief(self, room: str, participant_identity: str, text: str) -> None:
        self._ctx.mark("briefing", room=room, identity=participant_identity, text=text)


async def attach_phone_line(ctx: ReplayContext, live: LiveSession, bridge: VoiceBridge) -> None:
    scenario = ctx.scenario
    if scenario.participant is None and scenario.outbound is None:
        return
    server = await lk.LiveKitServerAPI().__aenter__()
    for method, answer in scenario.server_api.items():
        server.script(method, _outcome(method, answer), delay_s=answer.delay_s)
    client = api.LiveKitAPI(server.url, server.api_key, server.api_secret)
    room = f"replay-{secrets.token_hex(3)}"
    person = scenario.participant or Participant(identity=f"sip_{(scenario.outbound.to if scenario.outbound else '')}")
    telephony = LiveKitTelephony(client, room=room, caller_identity=person.identity, sip_trunk_id=TRUNK,
                                 hold=live.phone.hold, briefer=RecordedBriefer(ctx), sip=person.kind == "sip")
    live.phone.attach(telephony)
    if person.kind == "sip":
        ctx.on_key = bridge.key_pressed

    def on_event(what: str, data: dict[str, Any]) -> None:
        if what == "call_ended":
            ctx.end_call(str(data.get("how")))

    live.add_listener(on_event)
    ctx.extras.update(livekit_api=server, telephony=telephony)

    if scenario.outbound is not None:
        call = OutboundCall(to=scenario.outbound.to, customer_id=f"tel:{scenario.outbound.to}",
                            purpose=scenario.outbound.purpose)

        placing = {"done": False}

        async def place_call() -> None:
            try:
                await dial(client, call, room=room, trunk_id=TRUNK)
            except api.SipCallError as exc:
                ctx.mark("dial_failed", status=exc.sip_status_code)
                await live.phone.end_call(f"the call was not answered: SIP {exc.sip_status_code}")
                return
            try:
                ctx.extras["answered_by"] = await answered(live, bridge, call)
            finally:
                placing["done"] = True

        bridge.on_enter = place_call
        # Listening to the callee (a voicemail greeting) is the agent at work, not a quiet line.
        ctx.busy_checks.append(lambda: not placing["done"])

    async def close() -> None:
        await client.aclose()
        await server.__aexit__(None, None, None)

    ctx.cleanups.append(close)


def _outcome(method: str, answer: ServerAnswer) -> Any:
    if answer.answer == "ok":
        return None
    if answer.answer == "refused":  # the scenario check allows it for TransferSIPParticipant only
        return lk.transfer_refused
    return _ANSWERS[answer.answer]()

