"""What a replay on the simulated cloud learns from the simulator's log: the faults it injected,
on the call's clock, and how much of a turn's latency is our own.

`our_part_s(result)`: for each caller turn answered, the time from the recogniser's final
result that ended it (the `speech_final` the simulator sent) to the first TTS request of the
answer (the simulator received it). Both are stamped by the simulator on one clock, so this is
everything in between: LiveKit's end-of-turn handling, the bridge, the engine's turn, the speech
queue, and `session.say` up to the HTTP request. The services' own latency is not in it.
"""

from __future__ import annotations

import statistics
from typing import Any


def call_log(log: dict[str, Any], since: float) -> dict[str, Any]:
    """The part of a simulator's log that belongs to this call (a simulator may outlive it)."""
    return {**log, "events": [e for e in log.get("events", []) if e["t_mono"] >= since],
            "faults": [f for f in log.get("faults", []) if f["t_mono"] >= since]}


def mark_faults(recording: Any, log: dict[str, Any], t0: float) -> None:
    """Put the faults the simulated cloud injected on the call's clock as `fault` marks
    (asyncio's loop time is the monotonic clock the simulator stamps them with, in any
    process; `t0` is the loop time the call started at)."""
    for fired in log.get("faults", []):
        recording.mark(float(fired["t_mono"]) - t0, "fault", service=fired["service"],
                       fault=fired["kind"], **{k: v for k, v in fired.get("detail", {}).items()
                                                 if k in ("text", "utterance", "audio_s")})


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def our_part_s(result: Any) -> list[float]:
    events = result.cloud_log.get("events", []) if result.cloud_log else []
    finals = [e["t_mono"] for e in events if e["kind"] == "stt_result" and e.get("speech_final")]
    requests = [(e["t_mono"], _norm(e.get("text", ""))) for e in events if e["kind"] == "tts_request"]
    answers = [_norm(i.text) for i in result.recording.agent_items
               if i.kind in ("reply", "interim") and i.text]
    out: list[float] = []
    used: set[int] = set()
    for i, (t_req, text) in enumerate(requests):
        if not text or not any(a.startswith(text) for a in answers):
            continue  # not the first sentence of an answer to the caller
        before = [t for t in finals if t <= t_req]
        if not before or i in used:
            continue
        used.add(i)
        out.append(round(t_req - before[-1], 4))
    return out


def summary(values: list[float]) -> dict[str, float | None]:
    if not values:
        return {"p50": None, "p95": None, "n": 0}
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"p50": round(statistics.median(ordered), 4), "p95": round(p95, 4), "n": len(ordered)}
