"""Every speech rule (docs/voice.md, "The speech rules"), as a recorded call replayed through the real
LiveKit AgentSession, the bridge and the engine, on the local models (Silero VAD, Whisper
tiny.en, Piper). Each scenario checks itself (its `expect` block); some rules need a closer
look at the timeline, or an operator acting during the call, which the tests here add."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from adapters.http.app import create_app
from adapters.http.auth import DevelopmentAuthorizationPolicy
from adapters.livekit.replay_adapter import bridge_engine_agent
from adapters.replay.replay import ReplayContext, ReplayResult, replay
from adapters.replay.scenario import load_scenario, parse_scenario
from voice_agent.examples import airline as ex

pytestmark = pytest.mark.integration

SCENARIOS = Path(__file__).resolve().parents[2] / "audio_fixtures" / "scenarios"


def explain(result: ReplayResult) -> str:
    from adapters.replay.commands import transcript_lines

    return "\n".join([*result.failures, *result.problems, "", *transcript_lines(result)])


def progress_backs_off(result: ReplayResult) -> None:
    items = result.recording.agent_items
    interim = next(i for i in items if i.kind == "interim")
    first, second = [i for i in items if i.kind == "progress"]
    assert interim.end_s is not None and first.end_s is not None
    gap1, gap2 = first.start_s - interim.end_s, second.start_s - first.end_s
    assert gap1 <= 3.0, f"the first progress line came after {gap1:.2f} s of silence"
    assert gap2 > gap1 + 0.3, f"no backoff: {gap1:.2f} s then {gap2:.2f} s"


def engine_events_reach_the_timeline(result: ReplayResult) -> None:
    kinds = {m.kind for m in result.recording.marks}
    # Every line the engine queued, and every ledger transition, is on the call's clock.
    assert {"job_started", "work_state", "item_queued", "item_finished", "item_requeued", "turn"} <= kinds, kinds
    assert all(i.kind != "reply" or i.turn_index is not None for i in result.recording.agent_items)


def the_continuation_cut_the_reply_and_was_read_with_its_turn(result: ReplayResult) -> None:
    """Rule 11: the race happened (the pause ended the first turn, the reply to it began, and the
    rest of the request cut it off as a turn of its own), and the engine read the two as one."""
    turns = [m for m in result.recording.marks if m.kind == "turn"]
    first, second = turns[0].data, turns[1].data
    assert first["turn_index"] != second["turn_index"], "the pause did not end the first turn"
    cut = result.recording.agent_items[0]
    assert cut.turn_index == first["turn_index"] and cut.interrupted, "the reply to the first half was not cut"
    joined = [m.data for m in result.recording.marks if m.kind == "turn_continues"]
    assert [(j["trace_id"], j["continues"]) for j in joined] == [(second["trace_id"], first["trace_id"])]
    # the cut reply is not said again: the next line answers both halves
    assert result.recording.agent_items[1].turn_index == second["turn_index"]


# Checks a scenario's `expect` block cannot state.
CLOSER_LOOK: dict[str, Callable[[ReplayResult], None]] = {
    "rule6_no_dead_air": progress_backs_off,
    "rule11_continuation": the_continuation_cut_the_reply_and_was_read_with_its_turn,
    "airline_demo": engine_events_reach_the_timeline,
}
# Rule 9 needs an operator acting during the call: the test below replays it with one.
SELF_CHECKING = sorted(p.stem for p in SCENARIOS.glob("*.yaml") if p.stem != "rule9_manual_mode")


@pytest.mark.parametrize("name", SELF_CHECKING)
async def test_scenario_holds_on_the_local_models(name: str) -> None:
    result = await replay(SCENARIOS / f"{name}.yaml", providers="local")
    assert result.ok, explain(result)
    if name in CLOSER_LOOK:
        CLOSER_LOOK[name](result)


async def until(predicate: Callable[[], bool], timeout: float = 30.0) -> None:
    for _ in range(int(timeout / 0.05)):
        if predicate():
            return
        await asyncio.sleep(0.05)
    raise TimeoutError("condition not met")


async def test_manual_mode_operator_is_heard_and_hand_back_restores_the_agent() -> None:
    base = load_scenario(SCENARIOS / "rule9_manual_mode.yaml")
    raw = base.model_dump(exclude_none=True, exclude={"expect"})
    raw["caller"].append({"audio": "caller/still_there.wav", "text": "are you still there?",
                          "after_agent_ends": 0.5, "when_agent_says": "this is Alex"})
    raw["expect"] = {"overlap_count": 0, "agent_says": ["transferring you", "this is Alex", "I'm here"],
                     "agent_never_says": ["one carry-on"], "items": {"operator": 1}}
    scenario = parse_scenario(raw, path=base.path, fixtures_root=base.fixtures_root)
    operator_tasks: list[asyncio.Task[None]] = []

    async def operator(ctx: ReplayContext) -> None:
        """An operator at the HTTP API, on the same engine server as the live call."""
        rt = ctx.extras["runtime"]
        app = create_app(ctx.extras["server"], policy=DevelopmentAuthorizationPolicy())
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1") as http:
            await until(lambda: rt.record.mode.value == "manual")
            queue = (await http.get("/sessions", params={"labels": "needs-human"})).json()
            assert [s["id"] for s in queue["items"]] == [rt.id]  # the transfer is countable
            # The caller asks about baggage while the agent is parked: the agent stays silent.
            await until(lambda: len(ctx.recording.transcripts) >= 2)
            await asyncio.sleep(1.0)
            played: asyncio.Event = asyncio.Event()
            rt.add_listener(lambda what, data: played.set()
                            if what == "item_finished" and data["kind"] == "operator" else None)
            posted = await http.post(f"/sessions/{rt.id}/events", json={
                "kind": "message", "source": "human_agent",
                "message": "Hi, this is Alex from support. Your bags are all fine.",
                "participant": {"id": "op_alex", "display_name": "Alex"}})
            assert posted.status_code in (200, 201), posted.text
            await asyncio.wait_for(played.wait(), 30)  # spoken into the call
            handed_back = await http.patch(f"/sessions/{rt.id}", json={
                "mode": "auto", "labels": {"remove": ["needs-human"]}, "metadata": {"unset": ["handoff_reason"]}})
            assert handed_back.status_code == 200, handed_back.text

    async def factory(ctx: ReplayContext) -> Any:
        agent = await bridge_engine_agent(ex.make_agent(), ctx)
        operator_tasks.append(asyncio.create_task(operator(ctx)))
        return agent

    try:
        result = await replay(scenario, providers="local", agent_factory=factory)
    finally:
        for task in operator_tasks:
            task.cancel()
        outcomes = await asyncio.gather(*operator_tasks, return_exceptions=True)
    assert [o for o in outcomes if isinstance(o, BaseException) and not isinstance(o, asyncio.CancelledError)] == []
    assert result.ok, explain(result)
