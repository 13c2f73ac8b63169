"""Outbound calls: `voice-agent call NUMBER` asks LiveKit to dispatch the agent to a new room with
the number in the job's metadata; the worker's job then dials the number into that room
(`CreateSIPParticipant`, waiting until answered), decides whether a person or a voicemail
greeting answered, and speaks.

This is LiveKit's own pattern for outbound calling: the process that places the call needs only
the server API, and the call is handled by whichever worker LiveKit picks.
"""

from __future__ import annotations

import asyncio
import json
import re
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

from google.protobuf.duration_pb2 import Duration
from livekit import api
from livekit.agents import AgentSession, stt
from livekit.agents.voice.events import UserInputTranscribedEvent, UserStateChangedEvent

from voice_agent.engine.strict import BUILTIN_INSTRUCTIONS
from voice_agent.ids import TraceId, new_id
from voice_agent.telephony import AnsweredBy, AnswerEvidence, classify_answer

if TYPE_CHECKING:
    from adapters.livekit.bridge import VoiceBridge
    from voice_agent.live.session import LiveSession

_NUMBER = re.compile(r"^\+?[0-9]{3,15}$")


@dataclass(frozen=True)
class OutboundCall:
    """What an outbound job carries in its metadata."""

    to: str  # E.164 number or SIP URI
    customer_id: str  # the session's customer: tel:+NUMBER, so a callback finds the same customer
    purpose: str = ""  # what the agent is calling about (said first, or left as a message)
    dtmf: str = ""  # keys sent once answered (an extension or a menu choice; w waits 0.5 s)

    def __post_init__(self) -> None:
        to = self.to.strip()
        if not (to.startswith("sip:") or _NUMBER.match(to.replace(" ", "").replace("-", ""))):
            raise ValueError(f"{self.to!r} is not a phone number (+15550100) or a SIP URI (sip:user@host)")
        if any(c not in "0123456789*#w" for c in self.dtmf):
            raise ValueError(f"--dtmf may hold 0-9, *, # and w (a half-second wait), not {self.dtmf!r}")

    def to_metadata(self) -> str:
        return json.dumps({"outbound": {"to": self.to, "customer_id": self.customer_id, "purpose": self.purpose,
                                        "dtmf": self.dtmf}})

    @classmethod
    def from_metadata(cls, metadata: str) -> OutboundCall | None:
        """The outbound call a job's metadata asks for, or None for an inbound job."""
        try:
            doc = json.loads(metadata) if metadata else {}
        except ValueError:
            return None
        spec = doc.get("outbound") if isinstance(doc, dict) else None
        if not isinstance(spec, dict) or not isinstance(spec.get("to"), str):
            return None
        return cls(to=spec["to"], customer_id=str(spec.get("customer_id") or f"tel:{spec['to']}"),
                   purpose=str(spec.get("purpose") or ""), dtmf=str(spec.get("dtmf") or ""))


async def request_call(lkapi: api.LiveKitAPI, call: OutboundCall, *, agent_name: str,
                       room: str | None = None) -> api.AgentDispatch:
    """Ask LiveKit to start the agent in a new room for this call."""
    room = room or f"outbound-{secrets.token_hex(4)}"
    return await lkapi.agent_dispatch.create_dispatch(api.CreateAgentDispatchRequest(
        agent_name=agent_name, room=room, metadata=call.to_metadata()))


async def dial(lkapi: api.LiveKitAPI, call: OutboundCall, *, room: str, trunk_id: str,
               ringing_timeout_s: float = 30.0) -> api.SIPParticipantInfo:
    """Dial the callee into `room` and return once they answered (raises `api.SipCallError`
    for busy, no answer, or a failed call)."""
    return await lkapi.sip.create_sip_participant(api.CreateSIPParticipantRequest(
        sip_trunk_id=trunk_id, sip_call_to=call.to, room_name=room,
        participant_identity=f"sip_{call.to.lstrip('+')}", participant_name="callee",
        wait_until_answered=True, ringing_timeout=Duration(seconds=int(ringing_timeout_s)), dtmf=call.dtmf))


# -- the callee's first seconds: a person or a voicemail greeting -----------------------------


class AnswerListener:
    """What the callee's line did since the answer: speech stretches from the session's VAD
    (its user state, back-dated by the VAD's silence window) and the recogniser's final words.
    Whether the greeting is over also asks the recogniser (through the bridge): a voicemail's
    tone is a sound the VAD may not take for speech, and a message must not start over it."""

    def __init__(self, session: AgentSession, *, vad_lag_s: float = 0.0, bridge: VoiceBridge | None = None) -> None:
        self._session = session
        self._lag = vad_lag_s
        self._bridge = bridge
        self._heard_at = 0.0  # the recogniser's last sign of sound (a beep the VAD lets through)
        self._loop = asyncio.get_running_loop()
        self.t0 = self._loop.time()
        self.speech: list[tuple[float, float]] = []
        self.words: list[str] = []
        self._since: float | None = None
        self._changed = asyncio.Event()
        session.on("user_state_changed", self._on_state)
        session.on("user_input_transcribed", self._on_words)
        if bridge is not None:
            bridge.recogniser_listeners.append(self._on_recogniser)

    def now(self) -> float:
        return self._loop.time() - self.t0

    def _on_state(self, ev: UserStateChangedEvent) -> None:
        if ev.new_state == "speaking" and self._since is None:
            self._since = self.now()
        elif ev.new_state != "speaking" and self._since is not None:
            self.speech.append((self._since, max(self._since, self.now() - self._lag)))
            self._since = None
        self._changed.set()

    def _on_words(self, ev: UserInputTranscribedEvent) -> None:
        if ev.is_final and ev.transcript.strip():
            self.words.append(ev.transcript.strip())
            self._changed.set()

    def _on_recogniser(self, ev: stt.SpeechEvent) -> None:
        self._heard_at = self.now()
        self._changed.set()

    @property
    def speaking(self) -> bool:
        return self._since is not None or (self._bridge is not None and self._bridge.recognising)

    def evidence(self) -> AnswerEvidence:
        open_stretch = [(self._since, self.now())] if self._since is not None else []
        return AnswerEvidence(tuple([*self.speech, *open_stretch]), " ".join(self.words))

    async def classify(self, window_s: float = 4.0) -> AnsweredBy:
        """Who answered, as soon as the heuristic can tell (a hello and a pause, a long greeting,
        a voicemail phrase), else what it says at `window_s`."""
        while True:
            elapsed = self.now()
            who = classify_answer(self.evidence(), window_s=min(elapsed, window_s))
            if who is not AnsweredBy.UNKNOWN or elapsed >= window_s:
                return who
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), timeout=min(0.1, window_s - elapsed))
            except TimeoutError:
                pass

    async def greeting_over(self, quiet_s: float = 1.2, max_s: float = 40.0) -> None:
        """Until the greeting (and its beep) has ended: `quiet_s` without speech, at most `max_s`."""
        deadline = self.now() + max_s
        while self.now() < deadline:
            last = max(self.speech[-1][1] if self.speech else 0.0, self._heard_at)
            if not self.speaking and self.now() - last >= quiet_s:
                return
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), timeout=0.1)
            except TimeoutError:
                pass

    def detach(self) -> None:
        self._session.off("user_state_changed", self._on_state)
        self._session.off("user_input_transcribed", self._on_words)
        if self._bridge is not None and self._on_recogniser in self._bridge.recogniser_listeners:
            self._bridge.recogniser_listeners.remove(self._on_recogniser)


async def answered(live: LiveSession, bridge: VoiceBridge, call: OutboundCall, *,
                   window_s: float = 4.0) -> AnsweredBy:
    """The worker's outbound call once it was answered: classify the callee from the first
    seconds; a person hears what the agent has to say and the call goes on as any call; a
    voicemail greeting is waited out, then the message is left and the agent hangs up.

    What the agent has to say: the answers of this customer's earlier work they never heard (a
    result that finished after they hung up) and the call's `purpose`; with neither, a person
    hears the agent's greeting. Nothing the callee says before the decision is a turn."""
    listener = AnswerListener(bridge.session, vad_lag_s=bridge.vad_lag_s(), bridge=bridge)
    bridge.listening_only = True
    try:
        who = await listener.classify(window_s)
        evidence = listener.evidence()
        await live.record_status(TraceId(new_id("trc")), "answered_by", {
            "answered_by": who.value, "speech": [list(s) for s in evidence.speech]})
        live.emit("answered_by", answered_by=who.value)
        if who is AnsweredBy.MACHINE:
            await listener.greeting_over()
            if await _say_what_we_have(live, call):
                await _until_said(live)  # the message is heard to its end, then the hang-up
            await live.phone.end_call("left a message on voicemail")
            return who
    finally:
        listener.detach()
    bridge.listening_only = False
    if not await _say_what_we_have(live, call):
        await live.utter([BUILTIN_INSTRUCTIONS["greeting"]])
    return who


async def _say_what_we_have(live: LiveSession, call: OutboundCall) -> bool:
    told = await live.catch_up()
    if call.purpose:
        await live.emit_message(call.purpose)
        told += 1
    return told > 0


async def _until_said(live: LiveSession) -> None:
    while live.queue.busy:
        await live.floor.wait_changed(0.2)
