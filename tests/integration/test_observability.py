"""Metrics, traces and JSON logs from real processes and a real LiveKit session.

- `voice-agent serve` over PostgreSQL with VOICE_AGENT_METRICS_PORT and JSON logs: a customer's
  turn through the API shows up on /metrics (turns, turn latency, store latency per operation,
  live sessions), and every log line is one JSON object.
- A replayed call (a real AgentSession with fake speech providers, bridged to the engine) under
  an in-memory OpenTelemetry exporter: the engine's turn span hangs under livekit-agents'
  `user_turn` (speech, end of turn, STT), in the same trace as livekit's `tts_node`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.support.api_process import api_process, metric

pytestmark = pytest.mark.integration
ROOT = Path(__file__).resolve().parents[2]


async def test_serve_exports_metrics_and_json_logs(postgres_dsn: str) -> None:
    async with api_process(postgres_dsn, {"VOICE_AGENT_LOG_FORMAT": "json"}, cli_args=("-v",)) as api, \
            httpx.AsyncClient(base_url=api.url, timeout=20) as http:
        session = (await http.post("/sessions", json={"agent_id": "airline", "customer_id": "c1"})).json()
        sent = (await http.post(f"/sessions/{session['id']}/events",
                                json={"kind": "message", "source": "customer",
                                      "message": "how much baggage can I bring?"})).json()
        replies = (await http.get(f"/sessions/{session['id']}/events", params={
            "min_offset": sent["offset"] + 1, "kinds": "message", "source": "ai_agent", "wait_for_data": 10})).json()
        samples = await api.metrics()
    assert replies and "carry-on" in replies[0]["data"]["message"]
    assert metric(samples, "voice_agent_turns_total", agent="airline") == 1
    assert metric(samples, "voice_agent_turn_latency_seconds_count", agent="airline") == 1
    assert metric(samples, "voice_agent_live_sessions") == 1
    # the caller's line, what the engine understood of it (a status event), the reply
    assert metric(samples, "voice_agent_store_latency_seconds_count", operation="append_event") == 3
    assert metric(samples, "voice_agent_store_latency_seconds_count", operation="claim_session") == 1
    assert metric(samples, "voice_agent_recoverable_sessions") == 0  # the sweeps ran and found nothing

    lines = [line for line in api.stderr.decode().splitlines() if line.startswith("{")]
    logged = [json.loads(line) for line in lines]
    assert logged and all({"time", "level", "logger", "message"} <= set(entry) for entry in logged)
    assert any(e["logger"] == "adapters.observability.metrics" and "/metrics" in e["message"] for e in logged)


async def test_a_replayed_turn_is_traced_from_livekits_user_turn_to_the_answer(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from livekit.agents.telemetry import set_tracer_provider
    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from adapters.livekit import replay_adapter
    from adapters.observability.tracing import TurnTracer
    from adapters.replay.replay import replay

    scenario = tmp_path / "book.yaml"
    scenario.write_text(
        "agent: voice_agent.examples.airline:make_agent\ntimeout_s: 40\nsettings: {booking_delay_s: 1}\ncaller:\n"
        f"  - audio: {ROOT}/audio_fixtures/caller/book_ba117.wav\n"
        "    text: \"Hello, could you book me a seat on flight BA 117 for John Smith?\"\n    at: 0.5\n"
        f"  - audio: {ROOT}/audio_fixtures/caller/go_ahead.wav\n"
        "    text: \"yes, go ahead\"\n    after_agent_ends: 0.3\n    when_agent_says: \"shall I go ahead\"\n")
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    set_tracer_provider(provider)
    tracer = TurnTracer(provider)
    monkeypatch.setattr(replay_adapter, "engine_options", lambda: {"observers": [tracer]})
    try:
        result = await replay(scenario, providers="fake")
    finally:
        set_tracer_provider(trace.get_tracer_provider())
        provider.shutdown()
    assert result.jobs == {"book_flight": 1}

    spans = exporter.get_finished_spans()
    by_id = {s.context.span_id: s for s in spans}

    def ancestors(span: object) -> list[str]:
        names, parent = [], span.parent  # type: ignore[attr-defined]
        while parent is not None and parent.span_id in by_id:
            names.append(by_id[parent.span_id].name)
            parent = by_id[parent.span_id].parent
        return names

    turns = [s for s in spans if s.name == "voice_agent.turn"]
    assert len(turns) == 2  # the request, read back; the caller's yes, which starts the booking

    def children_of(span: Any) -> list[Any]:
        return [s for s in spans if s.parent is not None and s.parent.span_id == span.context.span_id]

    [turn] = [t for t in turns if any(c.name == "voice_agent.work" for c in children_of(t))]
    assert ancestors(turn)[:2] == ["on_user_turn_completed", "user_turn"]  # under livekit's STT turn
    assert ancestors(turn)[-1] == "agent_session"
    children = [s for s in spans if s.parent is not None and s.parent.span_id == turn.context.span_id]
    assert {s.name for s in children} == {"voice_agent.engine", "voice_agent.speech", "voice_agent.work"}
    [interim] = [s for s in children if s.name == "voice_agent.speech"]
    assert interim.attributes["voice_agent.speech_kind"] == "interim"
    assert interim.attributes["voice_agent.outcome"] == "played"
    [work] = [s for s in children if s.name == "voice_agent.work"]
    assert work.attributes["voice_agent.final_state"] == "delivered"
    tts = [s for s in spans if s.name == "tts_node"]
    assert tts and {s.context.trace_id for s in tts} == {turn.context.trace_id}  # one trace
