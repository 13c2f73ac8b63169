"""The worker's side of a phone call, up to the room boundary (no LiveKit server runs here): the
room's DTMF events reach the engine through the bridge, the production Briefer's speech and
token, the outbound job's dial against the loopback LiveKit server API, and the phone line the
worker gives each call. What needs a real room (joining the consultation room, the job's own
room events) is LiveKit's `rtc.Room`, exercised only against a LiveKit deployment."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

import pytest
from livekit import api, rtc
from livekit.agents import AgentSession

import voice_agent as va
from adapters.livekit.bridge import VoiceBridge
from adapters.livekit.outbound import OutboundCall
from adapters.livekit.telephony import BRIEFER_IDENTITY, briefer_token, speak_into
from adapters.livekit.worker import WorkerConfig, _dial, phone_line, watch_call_status
from adapters.providers.fakes import FakeTTS
from adapters.replay.livekit_server_api import LiveKitServerAPI, busy
from voice_agent.examples import airline as ex

pytestmark = pytest.mark.integration


@pytest.fixture
async def lk() -> AsyncIterator[LiveKitServerAPI]:
    async with LiveKitServerAPI() as server:
        yield server


@pytest.fixture
async def call(airline: ex.AirlineService) -> AsyncIterator[tuple[Any, VoiceBridge]]:
    async with va.Server() as server:
        agent = ex.make_agent(airline)
        await server.add_agent(agent)
        session = await server.create_session(agent, customer_id="tel:+15550100")
        live = await session.runtime()
        bridge = VoiceBridge(live, AgentSession(tts=FakeTTS()))
        try:
            yield live, bridge
        finally:
            bridge.detach()


class Room(rtc.EventEmitter[str]):
    """What `listen_to_keys` uses of an `rtc.Room`: its events."""


async def test_the_callers_keys_from_the_room_reach_the_engine_and_others_do_not(
        call: tuple[Any, VoiceBridge]) -> None:
    live, bridge = call
    room = Room()
    stop = bridge.listen_to_keys(room, "sip_+15550100")  # type: ignore[arg-type]
    caller, other = SimpleNamespace(identity="sip_+15550100"), SimpleNamespace(identity="sip_+15550999")
    onsets = live.floor.caller_onsets
    room.emit("sip_dtmf_received", rtc.SipDTMF(code=2, digit="2", participant=caller))  # type: ignore[arg-type]
    room.emit("sip_dtmf_received", rtc.SipDTMF(code=9, digit="9", participant=other))  # type: ignore[arg-type]
    assert live.floor.caller_onsets == onsets + 1 and live.keypad.open  # the caller's key only
    stop()
    room.emit("sip_dtmf_received", rtc.SipDTMF(code=3, digit="3", participant=caller))  # type: ignore[arg-type]
    assert live.floor.caller_onsets == onsets + 1


def test_the_call_ends_when_livekit_says_the_sip_call_hung_up() -> None:
    room, ended = Room(), []
    stop = watch_call_status(room, "sip_+15550100", lambda: ended.append(True))  # type: ignore[arg-type]
    caller, other = SimpleNamespace(identity="sip_+15550100"), SimpleNamespace(identity="sip_+15550999")
    room.emit("participant_attributes_changed", {"sip.callStatus": "active"}, caller)
    room.emit("participant_attributes_changed", {"sip.callStatus": "hangup"}, other)
    assert ended == []
    room.emit("participant_attributes_changed", {"sip.callStatus": "hangup"}, caller)
    assert ended == [True]
    stop()


async def test_the_briefing_is_spoken_with_the_calls_voice() -> None:
    frames: list[rtc.AudioFrame] = []

    class Sink:
        async def capture_frame(self, frame: rtc.AudioFrame) -> None:
            frames.append(frame)

    voice = FakeTTS()
    seconds = await speak_into(Sink(), voice, "You have a call from +15550100 about flight BA 117.")
    assert seconds > 1.0 and sum(f.duration for f in frames) == pytest.approx(seconds)
    assert {f.sample_rate for f in frames} == {voice.sample_rate}


def test_the_briefers_token_joins_that_room_speaks_and_hears_nobody() -> None:
    token = briefer_token("devkey", "a-test-secret-of-at-least-32-chars!", "call-7-transfer-1")
    claims = api.TokenVerifier("devkey", "a-test-secret-of-at-least-32-chars!").verify(token)
    assert claims.identity == BRIEFER_IDENTITY and claims.video is not None
    assert claims.video.room == "call-7-transfer-1" and claims.video.room_join
    assert claims.video.can_publish and not claims.video.can_subscribe and not claims.video.room_admin


async def test_the_outbound_job_dials_through_its_trunk_and_gives_up_cleanly(
        lk: LiveKitServerAPI, caplog: pytest.LogCaptureFixture) -> None:
    client = api.LiveKitAPI(lk.url, lk.api_key, lk.api_secret)
    outbound = OutboundCall(to="+15550100", customer_id="tel:+15550100", purpose="your booking")
    try:
        with caplog.at_level(logging.INFO, logger="adapters.livekit.worker"):
            assert not await _dial(client, outbound, "outbound-1", WorkerConfig(outbound_trunk=""))
            assert "LIVEKIT_SIP_OUTBOUND_TRUNK" in caplog.text and lk.requests() == []
            assert await _dial(client, outbound, "outbound-1", WorkerConfig(outbound_trunk="ST_out"))
            lk.script("CreateSIPParticipant", busy())
            assert not await _dial(client, outbound, "outbound-2", WorkerConfig(outbound_trunk="ST_out"))
            assert "486" in caplog.text
    finally:
        await client.aclose()
    assert [r.body["sip_trunk_id"] for r in lk.requests("CreateSIPParticipant")] == ["ST_out", "ST_out"]


async def test_each_call_gets_a_phone_line_that_holds_through_its_speech_queue(
        lk: LiveKitServerAPI, call: tuple[Any, VoiceBridge], monkeypatch: pytest.MonkeyPatch) -> None:
    live, _ = call
    monkeypatch.setenv("LIVEKIT_SIP_OUTBOUND_TRUNK", "ST_out")
    config = WorkerConfig.from_env()
    assert config.outbound_trunk == "ST_out"
    client = api.LiveKitAPI(lk.url, lk.api_key, lk.api_secret)
    try:
        providers = SimpleNamespace(tts=FakeTTS())
        sip = phone_line(client, "call-7", "sip_+15550100", live, providers, config, sip=True)
        web = phone_line(client, "call-8", "user-42", live, providers, config, sip=False)
        assert sip.can_transfer and not web.can_transfer and sip.sip_trunk_id == "ST_out"
        assert sip._hold is live.phone.hold and sip._briefer is not None and web._briefer is None
    finally:
        await client.aclose()
