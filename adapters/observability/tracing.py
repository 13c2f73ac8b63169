"""OpenTelemetry traces of turns, joined to livekit-agents' own spans.

A `TurnTracer` (a `voice_agent.live.protocol.Observer`) follows each live side's listener
events and records, per caller turn:

    voice_agent.turn        from the turn's arrival to the end of the answer's playout
      voice_agent.engine    the turn engine answering it (matching, tools, composition)
      voice_agent.speech    each line said for it (reply, interim), with its outcome
    voice_agent.work        a job, from its start to its final ledger state (child of the turn
                            that started it)

The turn span's parent is the OpenTelemetry context current where the turn came in. In a
LiveKit call that is livekit-agents' `on_user_turn_completed` span, inside its `user_turn`
span (VAD, end of turn, STT), so the trace reads STT -> engine -> speech. livekit-agents'
speech spans (`agent_turn`, `tts_node`, `tts_request`) are parented on the session's root span
by livekit itself, so they sit in the same trace beside the turn, not under it; the speech
span's `lk.speech_id`, where known, names the one that played it.

`setup_tracing()` installs the tracer provider for our spans and livekit's
(`livekit.agents.telemetry.set_tracer_provider`) from the standard OpenTelemetry settings:
traces are exported (OTLP over HTTP) only when `OTEL_EXPORTER_OTLP_ENDPOINT` or
`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is set.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from typing import Any

from opentelemetry import context as otel_context
from opentelemetry import trace

from voice_agent.live.protocol import LiveSide

logger = logging.getLogger("adapters.observability.tracing")

TRACER_NAME = "voice_agent"
FINAL_STATES = frozenset({"delivered", "delivery_failed", "cancelled"})


@dataclass
class _Turn:
    span: trace.Span
    context: otel_context.Context
    engine: trace.Span | None = None
    speaking: dict[str, trace.Span] = field(default_factory=dict)  # item id -> span
    answered: bool = False


class SessionTrace:
    """The spans of one live side, driven by its listener events."""

    def __init__(self, tracer: trace.Tracer, session_id: str, agent: str) -> None:
        self._tracer = tracer
        self._attrs = {"voice_agent.session_id": session_id, "voice_agent.agent": agent}
        self._turns: dict[str, _Turn] = {}
        self._items: dict[str, tuple[trace.Span, str | None]] = {}  # item id -> span, its turn
        self._work: dict[str, trace.Span] = {}

    def on_live(self, what: str, data: dict[str, Any]) -> None:
        handler = getattr(self, f"_on_{what}", None)
        if handler is not None:
            handler(data)

    def _on_turn_received(self, data: dict[str, Any]) -> None:
        trace_id = str(data["trace_id"])
        # Where the turn came in: in a LiveKit call, livekit's on_user_turn_completed span.
        span = self._tracer.start_span("voice_agent.turn", context=otel_context.get_current(),
                                       attributes={**self._attrs, "voice_agent.trace_id": trace_id})
        self._turns[trace_id] = _Turn(span, trace.set_span_in_context(span))

    def _on_turn_opened(self, data: dict[str, Any]) -> None:
        turn = self._turns.get(str(data["trace_id"]))
        if turn is not None:
            turn.engine = self._tracer.start_span("voice_agent.engine", context=turn.context,
                                                  attributes=self._attrs)

    def _on_turn_reply(self, data: dict[str, Any]) -> None:
        turn = self._turns.get(str(data["trace_id"]))
        if turn is not None and turn.engine is not None:
            turn.engine.set_attribute("voice_agent.reply_kind", str(data.get("kind", "")))
            turn.engine.end()
            turn.engine = None

    def _on_item_started(self, data: dict[str, Any]) -> None:
        reply_to = data.get("reply_to")
        turn = self._turns.get(str(reply_to)) if reply_to is not None else None
        parent = turn.context if turn is not None else otel_context.get_current()
        span = self._tracer.start_span("voice_agent.speech", context=parent, attributes={
            **self._attrs, "voice_agent.speech_kind": str(data.get("kind", "")),
            "voice_agent.item_id": str(data.get("item_id", ""))})
        if data.get("work_id"):
            span.set_attribute("voice_agent.work_id", str(data["work_id"]))
        self._items[str(data.get("item_id"))] = (span, str(reply_to) if reply_to is not None else None)

    def speech_handle(self, item_id: str, speech_id: str) -> None:
        """The LiveKit speech that plays an item (its `agent_turn` span has this speech id)."""
        found = self._items.get(item_id)
        if found is not None:
            found[0].set_attribute("lk.speech_id", speech_id)

    def _on_item_finished(self, data: dict[str, Any]) -> None:
        found = self._items.pop(str(data.get("item_id")), None)
        if found is None:
            return
        span, reply_to = found
        span.set_attribute("voice_agent.outcome", str(data.get("outcome", "")))
        span.end()
        self._end_turn_if_answered(reply_to, data)

    def _on_item_dropped(self, data: dict[str, Any]) -> None:
        self._on_item_finished({**data, "outcome": "dropped"})

    def _end_turn_if_answered(self, reply_to: str | None, data: dict[str, Any]) -> None:
        if reply_to is None or data.get("kind") not in ("reply", "interim"):
            return
        turn = self._turns.pop(reply_to, None)
        if turn is not None:
            self._end_turn(turn)

    def _end_turn(self, turn: _Turn) -> None:
        if turn.engine is not None:
            turn.engine.end()
        turn.span.end()

    def _on_job_started(self, data: dict[str, Any]) -> None:
        if data.get("duplicate"):
            return
        turn = self._turns.get(str(data.get("trace_id", "")))
        parent = turn.context if turn is not None else otel_context.get_current()
        self._work[str(data["work_id"])] = self._tracer.start_span(
            "voice_agent.work", context=parent,
            attributes={**self._attrs, "voice_agent.work_id": str(data["work_id"]),
                        "voice_agent.tool": str(data.get("tool", ""))})

    def _on_work_state(self, data: dict[str, Any]) -> None:
        span = self._work.get(str(data["work_id"]))
        if span is None:
            return
        state = str(data.get("state", ""))
        span.add_event(f"voice_agent.work.{state}")
        if state in FINAL_STATES:
            span.set_attribute("voice_agent.final_state", state)
            span.end()
            del self._work[str(data["work_id"])]

    def _on_error(self, data: dict[str, Any]) -> None:
        turn = self._turns.get(str(data.get("trace_id", "")))
        if turn is not None:
            turn.span.set_status(trace.Status(trace.StatusCode.ERROR, str(data.get("error_type", ""))))

    def close(self) -> None:
        """The live side closed: end what is still open (work continues elsewhere)."""
        for turn in self._turns.values():
            self._end_turn(turn)
        for span, _ in self._items.values():
            span.end()
        for span in self._work.values():
            span.set_attribute("voice_agent.final_state", "handed_over")
            span.end()
        self._turns.clear()
        self._items.clear()
        self._work.clear()


class TurnTracer:
    """The Observer that traces every live side of this process."""

    def __init__(self, provider: trace.TracerProvider | None = None) -> None:
        self._tracer = (provider or trace.get_tracer_provider()).get_tracer(TRACER_NAME)
        self.sessions: dict[str, SessionTrace] = {}

    def live_started(self, live: LiveSide) -> None:
        session = SessionTrace(self._tracer, str(live.id), str(live.record.agent_id))
        self.sessions[str(live.id)] = session
        live.add_listener(session.on_live)

    def live_closed(self, live: LiveSide) -> None:
        session = self.sessions.pop(str(live.id), None)
        if session is not None:
            session.close()

    def swept(self, recoverable: int, recovered: int) -> None:
        return None


def tracing_configured() -> bool:
    return bool(os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT") or os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"))


def setup_tracing(service_name: str) -> trace.TracerProvider | None:
    """When an OTLP endpoint is configured: a tracer provider exporting to it, installed for our
    spans and livekit-agents'. None (nothing traced) otherwise. Once per process."""
    if not tracing_configured():
        return None
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    provider = TracerProvider(resource=Resource.create({"service.name": os.environ.get("OTEL_SERVICE_NAME",
                                                                                         service_name)}))
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    install(provider)
    logger.info("tracing to %s", os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
                or os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"))
    return provider


def install(provider: trace.TracerProvider) -> None:
    """Make `provider` the one our spans and livekit-agents' go to."""
    trace.set_tracer_provider(provider)
    try:
        from livekit.agents.telemetry import set_tracer_provider
    except ImportError:  # serve without livekit installed: only our spans
        return
    set_tracer_provider(provider)
