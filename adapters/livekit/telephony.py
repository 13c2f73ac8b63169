"""The phone line of a LiveKit SIP call: transfers and hang-up through LiveKit's server API.

Cold transfer: `TransferSIPParticipant` (a SIP REFER) hands the caller's call to the target.
Warm transfer: the caller is put on hold, the target is dialled into a consultation room
(`CreateSIPParticipant`, waiting until answered), told who is calling and why, and then moved
into the caller's room (`MoveParticipant`); the hold audio stops either way. Hang-up deletes
the room, which ends the call for every participant.

Errors from LiveKit become a `TransferResult`, never an exception: a busy line (SIP 486), no
answer (480, 408, a ringing timeout) and anything else are outcomes the session handles.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from typing import Protocol

from google.protobuf.duration_pb2 import Duration
from livekit import api
from livekit.protocol import sip

from voice_agent.telephony import TransferOutcome, TransferResult, TransferTarget

logger = logging.getLogger(__name__)

_NO_ANSWER = {"408", "480", "487"}
_BUSY = {"486", "600"}
_consults = itertools.count(1)


class HoldAudio(Protocol):
    """What the caller hears while a warm transfer dials."""

    def start(self) -> None: ...

    def stop(self) -> None: ...


class Briefer(Protocol):
    """Tells the person who answered a warm transfer what the call is about, in `room`."""

    async def brief(self, room: str, participant_identity: str, text: str) -> None: ...


class LiveKitTelephony:
    def __init__(
        self,
        lkapi: api.LiveKitAPI,
        *,
        room: str,
        caller_identity: str,
        sip_trunk_id: str | None = None,
        hold: HoldAudio | None = None,
        briefer: Briefer | None = None,
        sip: bool = True,
    ) -> None:
        self._api = lkapi
        self.can_transfer = sip  # a WebRTC participant cannot be REFERed or joined by phone
        self.room = room
        self.caller_identity = caller_identity
        self.sip_trunk_id = sip_trunk_id
        self._hold = hold
        self._briefer = briefer
        self._hung_up = False

    async def transfer(self, target: TransferTarget, *, briefing: str) -> TransferResult:
        if target.mode == "cold":
            return await self._cold(target)
        return await self._warm(target, briefing)

    async def _cold(self, target: TransferTarget) -> TransferResult:
        request = api.TransferSIPParticipantRequest(
            room_name=self.room, participant_identity=self.caller_identity, transfer_to=target.sip_uri,
            ringing_timeout=Duration(seconds=int(target.answer_timeout_s)))
        try:
            response = await self._api.sip.transfer_sip_participant(request)
        except api.ServerError as exc:
            return _failure(exc)
        if response.status != sip.STS_TRANSFER_FAILED:  # ongoing: the far end took the REFER
            return TransferResult(TransferOutcome.COMPLETED)
        detail = f"SIP {response.sip_status.code} {response.sip_status.status}".strip()
        if response.reason == sip.STR_RINGING_TIMEOUT or str(response.sip_status.code) in _NO_ANSWER:
            return TransferResult(TransferOutcome.NO_ANSWER, detail)
        if str(response.sip_status.code) in _BUSY:
            return TransferResult(TransferOutcome.BUSY, detail)
        return TransferResult(TransferOutcome.FAILED, detail)

    async def _warm(self, target: TransferTarget, briefing: str) -> TransferResult:
        if not self.sip_trunk_id:
            return TransferResult(TransferOutcome.FAILED,
                                  "a warm transfer needs an outbound SIP trunk (LIVEKIT_SIP_OUTBOUND_TRUNK)")
        consult = f"{self.room}-transfer-{next(_consults)}"
        identity = f"transfer-{consult.rsplit('-', 1)[-1]}"
        if self._hold is not None:
            self._hold.start()
        try:
            request = api.CreateSIPParticipantRequest(
                sip_trunk_id=self.sip_trunk_id, sip_call_to=target.to, room_name=consult,
                participant_identity=identity, participant_name="transfer target", wait_until_answered=True,
                ringing_timeout=Duration(seconds=int(target.answer_timeout_s)))
            try:
                async with asyncio.timeout(target.answer_timeout_s + 10):
                    info = await self._api.sip.create_sip_participant(request)
            except TimeoutError:
                return TransferResult(TransferOutcome.NO_ANSWER, f"no answer within {target.answer_timeout_s:g} s")
            except api.ServerError as exc:
                return _failure(exc)
            who = info.participant_identity or identity
            try:
                if self._briefer is not None:
                    await self._briefer.brief(consult, who, briefing)
                await self._api.room.move_participant(api.MoveParticipantRequest(
                    room=consult, identity=who, destination_room=self.room))
            except api.ServerError as exc:
                await self._drop(consult, who)
                return _failure(exc)
            return TransferResult(TransferOutcome.COMPLETED)
        finally:
            if self._hold is not None:
                self._hold.stop()

    async def _drop(self, room: str, identity: str) -> None:
        try:
            await self._api.room.remove_participant(api.RoomParticipantIdentity(room=room, identity=identity))
        except api.ServerError:
            logger.warning("could not hang up on the transfer target", exc_info=True,
                           extra={"room": room, "identity": identity})

    async def hang_up(self) -> None:
        if self._hung_up:
            return
        self._hung_up = True
        try:
            await self._api.room.delete_room(api.DeleteRoomRequest(room=self.room))
        except api.ServerError:
            logger.exception("hang-up failed", extra={"room": self.room})
            raise


def _failure(exc: api.ServerError) -> TransferResult:
    code = (exc.metadata or {}).get("sip_status_code", "")
    detail = str(exc)
    if code in _BUSY:
        return TransferResult(TransferOutcome.BUSY, detail)
    if code in _NO_ANSWER or exc.code == "deadline_exceeded":
        return TransferResult(TransferOutcome.NO_ANSWER, detail)
    return TransferResult(TransferOutcome.FAILED, detail)
