"""The Prometheus metrics of a `serve` or worker process, and the endpoint that serves them.

Every metric is named `voice_agent_*` (the list is `METRICS`; deploy/grafana-dashboard.json
queries them and tests/unit/test_deploy_config.py checks that each query names one). They are
fed by a `MetricsObserver` (a `voice_agent.live.protocol.Observer`: one `CallMeter` per live
side, the recovery sweeps) and by the store wrapper (`adapters/store/timing.py`).

The worker runs its calls in job processes, so its metrics use prometheus-client's
multiprocess mode: every process writes to files in `PROMETHEUS_MULTIPROC_DIR` and the main
process's endpoint (on `VOICE_AGENT_METRICS_PORT`, multiprocess.py: not livekit-agents' own,
which answered 500 while a job process was creating its file) sums them, livekit's
`lk_agents_*` metrics included. `serve` is one process and serves its registry directly.
"""

from __future__ import annotations

import logging
import os
import tempfile
from typing import Any, ClassVar

from adapters.observability.calls import CallMeter
from voice_agent.live.protocol import LiveSide

logger = logging.getLogger("adapters.observability.metrics")

METRICS_PORT_ENV = "VOICE_AGENT_METRICS_PORT"
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"

LATENCY_BUCKETS = (0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0, 10.0)
STORE_BUCKETS = (0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
DEAD_AIR_BUCKETS = (0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 10.0, 20.0, 60.0)

# name -> (kind, help, label names, extra options). Gauges say how processes' values combine.
METRICS: dict[str, tuple[str, str, tuple[str, ...], dict[str, Any]]] = {
    "turns": ("counter", "Caller turns received", ("agent",), {}),
    "turn_latency": ("histogram", "Seconds from the caller's end of speech (a text message: its arrival) "
                     "to the first audio of the answer", ("agent",), {"buckets": LATENCY_BUCKETS}),
    "first_interim_latency": ("histogram", "Seconds from a job's start to the first audio of its interim line",
                              ("agent",), {"buckets": LATENCY_BUCKETS}),
    "dead_air": ("histogram", "Silences (nobody speaking) while work was pending on a voice call, seconds",
                 ("agent",), {"buckets": DEAD_AIR_BUCKETS}),
    "overlaps": ("counter", "Times the agent started speaking over the caller", ("agent",), {}),
    "barge_ins": ("counter", "Lines the caller interrupted", ("agent",), {}),
    "jobs": ("counter", "Pending work started (duplicates not counted)", ("tool",), {}),
    "pending_work": ("gauge", "Pending work held by this process's live sides, by state", ("state",),
                     {"multiprocess_mode": "livesum"}),
    "delivery_failures": ("counter", "Answers that reached nobody (labelled delivery-failed)", ("agent",), {}),
    "errors": ("counter", "Errors a live side reported and survived, by stage", ("stage",), {}),
    "provider_errors": ("counter", "Speech and language provider errors, by kind (stt, tts, llm)", ("kind",), {}),
    "lease_losses": ("counter", "Live sides stopped because another process took their session over", (), {}),
    "live_sessions": ("gauge", "Live sides this process holds", (), {"multiprocess_mode": "livesum"}),
    "recoverable_sessions": ("gauge", "Sessions with pending work and no owner, at the last sweep", (),
                             {"multiprocess_mode": "livemax"}),
    "recovered_sessions": ("counter", "Sessions this process recovered from a gone owner", (), {}),
    "store_latency": ("histogram", "Seconds a store operation took, by operation", ("operation",),
                      {"buckets": STORE_BUCKETS}),
    "store_errors": ("counter", "Store operations that failed, by operation", ("operation",), {}),
}
PREFIX = "voice_agent_"
UNITS = {"histogram": "_seconds", "counter": "_total", "gauge": ""}


def exported_names() -> set[str]:
    """Every series name the endpoint can show (a histogram's _bucket, _sum and _count too)."""
    names = set()
    for name, (kind, *_rest) in METRICS.items():
        base = PREFIX + name + UNITS[kind]
        names.add(base)
        if kind == "histogram":
            names |= {base + "_bucket", base + "_sum", base + "_count"}
    return names


class PrometheusSink:
    """The `Sink` of the call meters, over prometheus-client metrics (made on first use, in
    the process's default registry, so they exist once per process)."""

    _made: ClassVar[dict[str, Any]] = {}

    def _metric(self, name: str) -> Any:
        metric = self._made.get(name)
        if metric is None:
            import prometheus_client

            kind, doc, labels, options = METRICS[name]
            cls = {"counter": prometheus_client.Counter, "gauge": prometheus_client.Gauge,
                   "histogram": prometheus_client.Histogram}[kind]
            full = PREFIX + name + ("_seconds" if kind == "histogram" else "")
            metric = self._made[name] = cls(full, doc, labels, **options)
        return metric

    def _child(self, name: str, labels: dict[str, str]) -> Any:
        metric = self._metric(name)
        return metric.labels(**labels) if labels else metric

    def inc(self, metric: str, amount: float = 1.0, **labels: str) -> None:
        self._child(metric, labels).inc(amount)

    def observe(self, metric: str, value: float, **labels: str) -> None:
        self._child(metric, labels).observe(value)

    def set(self, metric: str, value: float, **labels: str) -> None:
        self._child(metric, labels).set(value)

    def record_store_call(self, operation: str, seconds: float, failed: bool) -> None:
        """`adapters.store.timing.TimedStore`'s record function."""
        self.observe("store_latency", seconds, operation=operation)
        if failed:
            self.inc("store_errors", operation=operation)


class MetricsObserver:
    """The Observer that feeds the metrics: one `CallMeter` per live side, and the sweeps."""

    def __init__(self, sink: PrometheusSink | None = None) -> None:
        self.sink = sink or PrometheusSink()
        self.meters: dict[str, CallMeter] = {}

    def live_started(self, live: LiveSide) -> None:
        meter = CallMeter(self.sink, agent=str(live.record.agent_id),
                          is_voice=lambda: bool(getattr(live, "voice", False)))
        self.meters[str(live.id)] = meter
        live.add_listener(meter.on_live)
        self.sink.inc("live_sessions")

    def live_closed(self, live: LiveSide) -> None:
        meter = self.meters.pop(str(live.id), None)
        if meter is not None:
            meter.close()
            self.sink.inc("live_sessions", -1)

    def swept(self, recoverable: int, recovered: int) -> None:
        self.sink.set("recoverable_sessions", recoverable)
        if recovered:
            self.sink.inc("recovered_sessions", recovered)

    def meter_for(self, session_id: str) -> CallMeter | None:
        return self.meters.get(session_id)


def metrics_port() -> int | None:
    """`VOICE_AGENT_METRICS_PORT`, or None when metrics are not served."""
    from voice_agent.errors import ConfigurationError

    raw = os.environ.get(METRICS_PORT_ENV, "").strip()
    if not raw:
        return None
    if not raw.isdigit() or not 0 < int(raw) < 65536:
        raise ConfigurationError(f"{METRICS_PORT_ENV} must be a port number (1-65535), not {raw!r}")
    return int(raw)


def prepare_multiprocess() -> str:
    """Before prometheus-client is imported (the worker's main process): a fresh directory for
    every process's metric files, inherited by the job processes through the environment."""
    directory = os.environ.get(MULTIPROC_ENV) or tempfile.mkdtemp(prefix="voice-agent-metrics-")
    os.environ[MULTIPROC_ENV] = directory
    return directory


def serve_metrics(port: int, host: str = "0.0.0.0") -> Any:
    """Serve this process's registry on http://host:port/metrics (a daemon thread). Returns
    the server: `shutdown()` it when the process stops."""
    import prometheus_client

    server, _thread = prometheus_client.start_http_server(port, addr=host)
    logger.info("metrics on http://%s:%d/metrics", host, port)
    return server
