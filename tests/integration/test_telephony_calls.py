"""Phone calls replayed through the real AgentSession, the bridge and the engine, with the real
LiveKit telephony adapter talking to a LiveKit server API on loopback: keys, sounds, transfers,
hanging up and outbound calls, each checked from the call's audio (no overlap, no dead air beyond
the rules, hold audio only where chosen, the goodbye heard before the hang-up) and from the
requests LiveKit would have received.

`make test` replays three short calls on the fake speech providers (their voices are buzz, their
recognition scripted: what is judged here is timing and telephony); `pytest --slow` replays
every telephony scenario, on the fake providers and on the local models."""

from __future__ import annotations

from pathlib import Path

import pytest

from adapters.replay.livekit_server_api import LiveKitServerAPI, Recorded
from adapters.replay.replay import ReplayContext, ReplayResult, replay
from adapters.replay.timeline import Timeline
from voice_agent.telephony import AnsweredBy

pytestmark = pytest.mark.integration

SCENARIOS = Path(__file__).resolve().parents[2] / "audio_fixtures" / "scenarios" / "telephony"
FAST = ("keypad_hold_hang_up", "transfer_warm", "outbound_voicemail")
ALL = sorted(p.stem for p in SCENARIOS.glob("*.yaml"))
LOCAL_ONLY = {"phone_line_booking"}  # judged on what Whisper hears of the phone line


def explain(result: ReplayResult) -> str:
    from adapters.replay.commands import transcript_lines

    return "\n".join([*result.failures, *result.problems, "", *transcript_lines(result)])


async def run(name: str, providers: str = "fake") -> tuple[ReplayResult, Timeline, LiveKitServerAPI]:
    captured: dict[str, LiveKitServerAPI] = {}

    async def factory(ctx: ReplayContext) -> object:
        from adapters.livekit.replay_adapter import bridge_engine_agent
        from adapters.replay.replay import import_agent_object

        agent = await bridge_engine_agent(import_agent_object(ctx.scenario.agent)(settings=ctx.settings), ctx)
        captured.update(ctx.extras)
        return agent

    result = await replay(SCENARIOS / f"{name}.yaml", providers=providers, agent_factory=factory)  # type: ignore[arg-type]
    assert result.ok, explain(result)
    assert result.timeline is not None
    return result, result.timeline, captured["livekit_api"]


def audio_end(timeline: Timeline, containing: str) -> float:
    item = next(it for it in timeline.items if containing in it.text)
    assert item.end_s is not None and not item.interrupted, f"{containing!r} was not heard to its end"
    heard = [min(r.end_s, item.end_s) for r in timeline.agent_speech if r.end_s > item.start_s and r.start_s < item.end_s]
    assert heard, f"{containing!r} made no sound"
    return max(heard)


def mark_at(timeline: Timeline, kind: str) -> float:
    return next(m.t_s for m in timeline.marks if m.kind == kind)


def hung_up_after_the_goodbye(timeline: Timeline, requests: list[Recorded], goodbye: str) -> None:
    """The room was deleted once, after the goodbye had been heard to its end."""
    [delete] = requests
    assert delete.body["room"].startswith("replay-")
    assert mark_at(timeline, "call_ended") >= audio_end(timeline, goodbye) - 0.05


def sound_only_where_chosen(timeline: Timeline) -> None:
    """Every bit of sound the caller heard was inside a sound item the engine played (the
    timeline's sound lane is cut to those items), and none of it over the caller."""
    sounds = [it for it in timeline.items if it.kind == "sound"]
    assert timeline.agent_sound, "no sound was heard"
    for region in timeline.agent_sound:
        assert any(s.start_s - 0.05 <= region.start_s and region.end_s <= (s.end_s or 1e9) + 0.05 for s in sounds)
        assert not any(c.start_s < region.end_s and region.start_s < c.end_s for c in timeline.caller_speech)
    assert timeline.metrics["stray_audio_s"] <= 0.1


CLOSER_LOOK = (*FAST, "transfer_no_answer_silent_caller")


@pytest.mark.parametrize("name", [n for n in ALL if n not in LOCAL_ONLY and n not in CLOSER_LOOK])
@pytest.mark.slow
async def test_every_telephony_scenario_holds_on_the_fake_providers(name: str) -> None:
    await run(name)


@pytest.mark.parametrize("name", ALL)
@pytest.mark.slow
async def test_every_telephony_scenario_holds_on_the_local_models(name: str) -> None:
    await run(name, "local")


async def test_keys_a_chosen_sound_and_a_hang_up_after_the_goodbye() -> None:
    result, timeline, lk = await run("keypad_hold_hang_up")
    readback = next(it for it in timeline.items if "Shall I go ahead" in it.text)
    key_at = next(m.t_s for m in timeline.marks if m.kind == "dtmf")
    # The "1" over the read-back was a barge-in: it stopped at once, and the booking started.
    assert readback.interrupted and readback.end_s is not None and readback.end_s - key_at < 0.3
    assert result.jobs == {"book_flight": 1}
    # The booking's silence was filled with typing, which stopped when the confirmation came.
    [typing] = [it for it in timeline.items if it.kind == "sound"]
    confirmation = next(it for it in timeline.items if "is confirmed" in it.text)
    assert typing.text == "[keyboard_typing]" and typing.end_s is not None
    assert 0 <= confirmation.start_s - typing.end_s < 0.3
    sound_only_where_chosen(timeline)
    hung_up_after_the_goodbye(timeline, lk.requests("DeleteRoom"), "Goodbye")


async def test_a_warm_transfer_plays_hold_audio_while_it_rings_then_leaves_the_call_to_the_person() -> None:
    _result, timeline, lk = await run("transfer_warm")
    [dial] = lk.requests("CreateSIPParticipant")
    [move] = lk.requests("MoveParticipant")
    assert dial.body["sip_call_to"] == "+15550123" and dial.body["sip_trunk_id"]
    assert move.body["identity"] == dial.body["participant_identity"] and move.body["room"] == dial.body["room_name"]
    assert move.body["destination_room"] != dial.body["room_name"]  # into the caller's room
    briefing = next(m for m in timeline.marks if m.kind == "briefing")
    assert "+15550100" in briefing.data["text"] and "talk to a human" in briefing.data["text"]
    started, finished = mark_at(timeline, "transfer_started"), mark_at(timeline, "transfer_finished")
    assert started >= audio_end(timeline, "transferring you") - 0.05
    [hold] = [it for it in timeline.items if it.kind == "sound"]
    assert hold.start_s >= started and hold.end_s is not None and hold.end_s <= finished + 0.2
    assert briefing.t_s <= finished  # the person was told before the caller joined them
    sound_only_where_chosen(timeline)
    assert all(r.end_s <= finished + 0.2 for r in [*timeline.agent_speech, *timeline.agent_sound])  # then silent
    assert lk.requests("DeleteRoom") == []  # the caller and the person talk on


@pytest.mark.slow
async def test_a_transfer_nobody_answers_then_a_silent_caller_is_hung_up_on() -> None:
    _result, timeline, lk = await run("transfer_no_answer_silent_caller")
    [dial] = lk.requests("CreateSIPParticipant")
    assert dial.body["sip_call_to"] == "+15550123" and dial.body["wait_until_answered"] is True
    assert lk.requests("MoveParticipant") == []  # nobody to bring in
    started, finished = mark_at(timeline, "transfer_started"), mark_at(timeline, "transfer_finished")
    assert started >= audio_end(timeline, "transferring you") - 0.05  # after the reply was heard
    [hold] = [it for it in timeline.items if it.kind == "sound"]
    assert hold.text == "[hold_music]" and hold.start_s >= started and hold.end_s is not None
    assert hold.end_s <= finished + 0.2  # hold audio only while the desk's phone rang
    sound_only_where_chosen(timeline)
    told = next(it for it in timeline.items if "couldn't reach anyone" in it.text)
    asked = next(it for it in timeline.items if it.text == "Are you still there?")
    assert told.start_s >= hold.end_s and asked.start_s - audio_end(timeline, "couldn't reach") == pytest.approx(3.0, abs=0.6)
    hung_up_after_the_goodbye(timeline, lk.requests("DeleteRoom"), "end the call now")


async def test_an_outbound_call_to_a_voicemail_leaves_the_message_after_the_tone() -> None:
    _result, timeline, lk = await run("outbound_voicemail")
    [dial] = lk.requests("CreateSIPParticipant")
    assert dial.body["sip_call_to"] == "+15550100" and dial.body["wait_until_answered"] is True
    assert next(m.data["answered_by"] for m in timeline.marks if m.kind == "answered_by") == AnsweredBy.MACHINE.value
    greeting_end = max(r.end_s for r in timeline.caller_speech)  # the words and the tone
    first_agent_audio = min(r.start_s for r in timeline.agent_speech)
    assert first_agent_audio > greeting_end + 0.5  # nothing said over the greeting or its tone
    hung_up_after_the_goodbye(timeline, lk.requests("DeleteRoom"), "confirmation number is 4 F 2 A 1 B")
