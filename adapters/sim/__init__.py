"""Simulated rooms: many replayed calls at once, to measure latency and cost under load.

`voice-agent loadtest` (commands.py) -> runner.py (the parent: worker processes, steps, the
ramp, the baseline) -> worker.py (one process: its rooms on one event loop, each a `replay()`)
-> stats.py (pure arithmetic: aggregates, ratios, the knee) -> report.py (table, JSON, plot).
baseline.py is the bare livekit agent the engine is compared with.
"""
