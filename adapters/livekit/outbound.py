"""Outbound calls: `voice-agent call NUMBER` asks LiveKit to dispatch the agent to a new room with
the number in the job's metadata; the worker's job then dials the number into that room
(`CreateSIPParticipant`, waiting until answered), decides whether a person or a voicemail
greeting answered, and speaks.

This is LiveKit's own pattern for outbound calling: the process that places the call needs only
the server API, and the call is handled by whichever worker LiveKit picks.
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import dataclass

from google.protobuf.duration_pb2 import Duration
from livekit import api

_NUMBER = re.compile(r"^\+?[0-9]{3,15}$")


@dataclass(frozen=True)
class OutboundCall:
    """What an outbound job carries in its metadata."""

    to: str  # E.164 number or SIP URI
    customer_id: str  # the session's customer: tel:+NUMBER, so a callback finds the same customer
    purpose: str = ""  # what the agent is calling about (said first, or left as a message)

    def __post_init__(self) -> None:
        to = self.to.strip()
        if not (to.startswith("sip:") or _NUMBER.match(to.replace(" ", "").replace("-", ""))):
            raise ValueError(f"{self.to!r} is not a phone number (+15550100) or a SIP URI (sip:user@host)")

    def to_metadata(self) -> str:
        return json.dumps({"outbound": {"to": self.to, "customer_id": self.customer_id, "purpose": self.purpose}})

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
                   purpose=str(spec.get("purpose") or ""))


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
        wait_until_answered=True, ringing_timeout=Duration(seconds=int(ringing_timeout_s))))
