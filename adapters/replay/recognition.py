"""How well a replayed caller was heard, by the band of their recording: wide-band (16 kHz and up)
against narrow-band phone lines (8 kHz), side by side in one timeline.

Per caller line: what the recogniser's finals said from the line's start until the next line
started, scored against the scenario's text with the project's one normaliser
(`adapters.providers.wer`); and per band, the corpus WER and the turn latency (caller's last word
to the agent's first sound). Key presses are not speech and count in neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from adapters.providers.wer import corpus_wer, wer
from adapters.replay.recording import CallerTurn, CallRecording

if TYPE_CHECKING:
    from adapters.replay.timeline import Timeline

NARROW_MAX_HZ = 8000


def band(turn: CallerTurn) -> str:
    """"keys", "narrow" (a phone line's 8 kHz), or "wide"."""
    if turn.keys:
        return "keys"
    return "narrow" if 0 < turn.source_rate <= NARROW_MAX_HZ else "wide"


def heard(recording: CallRecording) -> list[tuple[CallerTurn, str]]:
    """Each caller line with what the recogniser's finals said while it played and after it."""
    lines = sorted(recording.caller, key=lambda t: t.start_s)
    out = []
    for k, turn in enumerate(lines):
        end = lines[k + 1].start_s if k + 1 < len(lines) else float("inf")
        out.append((turn, " ".join(text for t, text in recording.transcripts if turn.start_s <= t < end)))
    return out


def recognition_metrics(recording: CallRecording, timeline: Timeline) -> dict[str, Any]:
    """`caller_wer` (per line, None for keys), and per band present: `wer_<band>` and
    `turn_latency_p50_<band>_s`."""
    if not recording.transcripts:
        return {}
    pairs = heard(recording)
    bands = {turn.index: band(turn) for turn, _ in pairs}
    out: dict[str, Any] = {"caller_wer": [None if band(t) == "keys" else round(wer(t.text, h), 3) for t, h in pairs]}
    for name in ("wide", "narrow"):
        scored = [(t.text, h) for t, h in pairs if band(t) == name]
        if scored:
            out[f"wer_{name}"] = round(corpus_wer(scored), 3)
        latencies = [t.latency_s for t in timeline.turns if bands.get(t.index) == name and t.latency_s is not None
                     and not t.cut_in]
        if latencies:
            out[f"turn_latency_p50_{name}_s"] = round(float(np.percentile(latencies, 50)), 3)
    return out
