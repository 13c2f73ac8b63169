"""Transfers and hang-up through the real `livekit-api` client against a loopback server that
speaks LiveKit's Twirp protocol: the requests LiveKit would receive, and the outcome on each
answer (connected, busy, no answer, refused)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from livekit import api

from adapters.livekit.telephony import LiveKitTelephony
from adapters.replay.livekit_server_api import (
    LiveKitServerAPI,
    busy,
    ringing_timeout,
    transfer_refused,
)
from voice_agent.telephony import TransferOutcome, TransferTarget

pytestmark = pytest.mark.integration


class Hold:
    def __init__(self) -> None:
        self.events: list[str] = []

    def start(self) -> None:
        self.events.append("start")

    def stop(self) -> None:
        self.events.append("stop")


class Briefer:
    def __init__(self, lk: LiveKitServerAPI) -> None:
        self.lk = lk
        self.briefed: list[tuple[str, str, str]] = []

    async def brief(self, room: str, participant_identity: str, text: str) -> None:
        # The person must already be on the line (dialled and answered) when they are briefed.
        assert self.lk.requests("CreateSIPParticipant")
        self.briefed.append((room, participant_identity, text))


@pytest.fixture
async def lk() -> AsyncIterator[LiveKitServerAPI]:
    async with LiveKitServerAPI() as server:
        yield server


@pytest.fixture
async def line(lk: LiveKitServerAPI) -> AsyncIterator[tuple[LiveKitTelephony, Hold, Briefer]]:
    client = api.LiveKitAPI(lk.url, lk.api_key, lk.api_secret)
    hold, briefer = Hold(), Briefer(lk)
    yield (LiveKitTelephony(client, room="call-7", caller_identity="sip_+15550100", sip_trunk_id="ST_out",
                            hold=hold, briefer=briefer), hold, briefer)
    await client.aclose()


async def test_cold_transfer_refers_the_callers_call(lk: LiveKitServerAPI, line: tuple[LiveKitTelephony, Hold, Briefer]) -> None:
    phone, hold, _ = line
    result = await phone.transfer(TransferTarget("+15550199", answer_timeout_s=20), briefing="unused")
    assert result.outcome is TransferOutcome.COMPLETED
    [request] = lk.requests("TransferSIPParticipant")
    assert request.body["room_name"] == "call-7" and request.body["participant_identity"] == "sip_+15550100"
    assert request.body["transfer_to"] == "tel:+15550199" and request.body["ringing_timeout"] == "20s"
    assert request.grants["sip"]["call"] and request.grants["video"]["roomAdmin"]
    assert hold.events == []  # a cold transfer leaves at once; no hold


async def test_a_refused_cold_transfer_is_a_failure_with_the_sip_status(
        lk: LiveKitServerAPI, line: tuple[LiveKitTelephony, Hold, Briefer]) -> None:
    lk.script("TransferSIPParticipant", transfer_refused)
    result = await line[0].transfer(TransferTarget("sip:desk@pbx.example.com"), briefing="")
    assert result.outcome is TransferOutcome.FAILED and "603" in result.detail
    assert lk.requests("TransferSIPParticipant")[0].body["transfer_to"] == "sip:desk@pbx.example.com"


async def test_warm_transfer_dials_briefs_and_brings_the_person_in(
        lk: LiveKitServerAPI, line: tuple[LiveKitTelephony, Hold, Briefer]) -> None:
    phone, hold, briefer = line
    target = TransferTarget("+15550123", mode="warm", answer_timeout_s=25, dtmf="ww123#")
    result = await phone.transfer(target, briefing="Ann Lee is calling about booking BA 117.")
    assert result.outcome is TransferOutcome.COMPLETED
    assert [r.method for r in lk.requests()] == ["CreateSIPParticipant", "MoveParticipant"]
    [dial] = lk.requests("CreateSIPParticipant")
    assert dial.body["sip_call_to"] == "+15550123" and dial.body["sip_trunk_id"] == "ST_out"
    assert dial.body["wait_until_answered"] is True and dial.body["ringing_timeout"] == "25s"
    assert dial.body["dtmf"] == "ww123#"  # the person's extension, keyed once the desk answers
    consult = dial.body["room_name"]
    assert consult != "call-7"  # the caller does not hear the briefing
    assert briefer.briefed == [(consult, dial.body["participant_identity"],
                                "Ann Lee is calling about booking BA 117.")]
    [move] = lk.requests("MoveParticipant")
    assert move.body == {"room": consult, "identity": dial.body["participant_identity"], "destination_room": "call-7"}
    assert hold.events == ["start", "stop"]


@pytest.mark.parametrize(("answer", "outcome"), [(busy(), TransferOutcome.BUSY),
                                                 (ringing_timeout(), TransferOutcome.NO_ANSWER)])
async def test_warm_transfer_that_is_not_answered_leaves_the_caller_with_us(
        lk: LiveKitServerAPI, line: tuple[LiveKitTelephony, Hold, Briefer], answer: object,
        outcome: TransferOutcome) -> None:
    phone, hold, briefer = line
    lk.script("CreateSIPParticipant", answer, delay_s=0.3)  # the phone rings a while first
    result = await phone.transfer(TransferTarget("+15550123", mode="warm", answer_timeout_s=5), briefing="x")
    assert result.outcome is outcome
    assert lk.requests("MoveParticipant") == [] and briefer.briefed == []
    assert hold.events == ["start", "stop"]  # the hold audio ends with the attempt


async def test_warm_transfer_without_an_outbound_trunk_says_what_is_missing(lk: LiveKitServerAPI) -> None:
    client = api.LiveKitAPI(lk.url, lk.api_key, lk.api_secret)
    try:
        phone = LiveKitTelephony(client, room="call-7", caller_identity="c")
        result = await phone.transfer(TransferTarget("+15550123", mode="warm"), briefing="")
    finally:
        await client.aclose()
    assert result.outcome is TransferOutcome.FAILED and "LIVEKIT_SIP_OUTBOUND_TRUNK" in result.detail
    assert lk.requests() == []


async def test_hang_up_deletes_the_room_once(lk: LiveKitServerAPI, line: tuple[LiveKitTelephony, Hold, Briefer]) -> None:
    phone = line[0]
    await phone.hang_up()
    await phone.hang_up()
    assert [r.body for r in lk.requests("DeleteRoom")] == [{"room": "call-7"}]


async def test_the_server_refuses_a_token_signed_with_another_secret(lk: LiveKitServerAPI) -> None:
    client = api.LiveKitAPI(lk.url, lk.api_key, "another-secret-that-is-long-enough-1234")
    try:
        phone = LiveKitTelephony(client, room="call-7", caller_identity="c")
        result = await phone.transfer(TransferTarget("+15550199"), briefing="")
    finally:
        await client.aclose()
    assert result.outcome is TransferOutcome.FAILED and "unauthenticated" in result.detail


async def test_a_briefing_that_fails_still_brings_the_person_in(lk: LiveKitServerAPI) -> None:
    class BrokenBriefer:
        async def brief(self, room: str, participant_identity: str, text: str) -> None:
            raise ConnectionError("could not join the consultation room")

    client = api.LiveKitAPI(lk.url, lk.api_key, lk.api_secret)
    try:
        phone = LiveKitTelephony(client, room="call-7", caller_identity="c", sip_trunk_id="ST_out",
                                 briefer=BrokenBriefer())
        result = await phone.transfer(TransferTarget("+15550123", mode="warm"), briefing="x")
    finally:
        await client.aclose()
    assert result.outcome is TransferOutcome.COMPLETED  # answered: joined without the briefing
    assert [r.method for r in lk.requests()] == ["CreateSIPParticipant", "MoveParticipant"]
