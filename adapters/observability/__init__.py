"""Metrics, traces and structured logs for `serve` and the worker (docs/fleet.md lists them).

The core knows no vendor: it offers observation points (a live side's listeners, the
`voice_agent.live.protocol.Observer` a Server tells about live sides and sweeps), and this
package turns them into Prometheus metrics (metrics.py, calls.py) and OpenTelemetry spans
(tracing.py). `Observability.from_env()` is what a process sets up:

    VOICE_AGENT_METRICS_PORT        serve metrics on this port (/metrics); off when unset
    OTEL_EXPORTER_OTLP_ENDPOINT     export traces (OTLP over HTTP); off when unset
    VOICE_AGENT_LOG_FORMAT=json     one JSON object per log line (adapters/logs.py)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from adapters.observability.metrics import MetricsObserver, metrics_port
from adapters.observability.tracing import TurnTracer, setup_tracing, tracing_configured
from voice_agent.live.protocol import LiveSide, Observer


@dataclass
class Observability:
    metrics: MetricsObserver | None = None
    tracer: TurnTracer | None = None

    @classmethod
    def from_env(cls, service_name: str) -> Observability:
        """Metrics when VOICE_AGENT_METRICS_PORT is set, traces when an OTLP endpoint is."""
        metrics = MetricsObserver() if metrics_port() is not None else None
        tracer = None
        if tracing_configured():
            provider = setup_tracing(service_name)
            tracer = TurnTracer(provider)
        return cls(metrics, tracer)

    @property
    def observers(self) -> list[Observer]:
        return [o for o in (self.metrics, self.tracer) if o is not None]

    def wrap_store(self, store: Any) -> Any:
        """The store, timed into the store-latency metric when metrics are on."""
        if self.metrics is None:
            return store
        from adapters.store.timing import TimedStore

        return TimedStore(store, self.metrics.sink.record_store_call)

    def watch_voice(self, live: LiveSide, session: Any, vad_lag_s: float = 0.0) -> None:
        """A LiveKit call: its AgentSession's speaking states and provider errors feed the
        live side's call meter (turn latency to the first audio, overlaps, dead air)."""
        meter = self.metrics.meter_for(str(live.id)) if self.metrics is not None else None
        if meter is None:
            return
        meter.watch_voice(vad_lag_s)
        session.on("user_state_changed", lambda ev: meter.on_user_state(str(ev.new_state)))
        session.on("agent_state_changed", lambda ev: meter.on_agent_state(str(ev.new_state)))
        session.on("error", lambda ev: meter.on_provider_error(type(ev.error).__name__))

    def speech_started(self, live: LiveSide, item: Any, handle: Any) -> None:
        """A line began playing as LiveKit speech `handle`: its span names that speech."""
        if self.tracer is not None:
            session = self.tracer.sessions.get(str(live.id))
            if session is not None:
                session.speech_handle(str(item.id), str(handle.id))
