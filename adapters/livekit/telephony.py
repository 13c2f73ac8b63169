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
from livekit import api, rtc
from livekit.agents import tts
from livekit.protocol import sip

from voice_agent.telephony import TransferOutcome, TransferResult, TransferTarget

logger = logging.getLogger(__name__)

_NO_ANSWER = {"408", "480", "487"}
_BUSY = {"486", "600"}
_consults = itertools.count(1)
BRIEFER_IDENTITY = "transfer-briefer"


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
                dtmf=target.dtmf,
                ringing_timeout=Duration(seconds=int(target.answer_timeout_s)))
            try:
                async with asyncio.timeout(target.answer_timeout_s + 10):
                    info = await self._api.sip.create_sip_participant(request)
            except TimeoutError:
                return TransferResult(TransferOutcome.NO_ANSWER, f"no answer within {target.answer_timeout_s:g} s")
            except api.ServerError as exc:
                return _failure(exc)
            who = info.participant_identity or identity
            if self._briefer is not None:
                try:
                    await self._briefer.brief(consult, who, briefing)
                except Exception:
                    # The person answered: better joined without the briefing than dropped.
                    logger.exception("could not brief the transfer target; bringing them in without it",
                                     extra={"room": consult})
            try:
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


# -- the production Briefer: the briefing, spoken into the consultation room ---------------------


class AudioSink(Protocol):
    async def capture_frame(self, frame: rtc.AudioFrame) -> None: ...


async def speak_into(sink: AudioSink, voice: tts.TTS, text: str) -> float:
    """Synthesise `text` with the call's voice and push it into `sink`; seconds of audio."""
    seconds = 0.0
    async with voice.synthesize(text) as stream:
        async for chunk in stream:
            await sink.capture_frame(chunk.frame)
            seconds += chunk.frame.duration
    return seconds


def briefer_token(api_key: str, api_secret: str, room: str, identity: str = BRIEFER_IDENTITY) -> str:
    """A token that may join `room` and speak there, and nothing else (it subscribes to no one:
    the person's answer is not the agent's to hear)."""
    grants = api.VideoGrants(room_join=True, room=room, can_publish=True, can_subscribe=False,
                             can_publish_data=False, can_publish_sources=["microphone"])
    return (api.AccessToken(api_key, api_secret).with_identity(identity).with_name("call briefing")
            .with_grants(grants).with_kind("agent").to_jwt())


class RoomBriefer:
    """Tells the person who answered a warm transfer what the call is about: joins the
    consultation room with its own token, publishes one audio track, speaks the briefing with
    the call's voice, waits for it to play out, and leaves. (Joining a room needs a LiveKit
    server, which the tests here do not have: `speak_into` and `briefer_token` are tested, the
    connection is LiveKit's own `rtc.Room`.)"""

    def __init__(self, url: str, api_key: str, api_secret: str, voice: tts.TTS) -> None:
        self._url, self._key, self._secret, self._voice = url, api_key, api_secret, voice

    async def brief(self, room: str, participant_identity: str, text: str) -> None:
        consult = rtc.Room()
        await consult.connect(self._url, briefer_token(self._key, self._secret, room))
        try:
            source = rtc.AudioSource(self._voice.sample_rate, 1)
            track = rtc.LocalAudioTrack.create_audio_track("briefing", source)
            await consult.local_participant.publish_track(
                track, rtc.TrackPublishOptions(source=rtc.TrackSource.SOURCE_MICROPHONE))
            await speak_into(source, self._voice, text)
            await source.wait_for_playout()
            logger.info("briefed the transfer target", extra={"room": room, "identity": participant_identity})
        finally:
            await consult.disconnect()
