"""Whisper tiny.en: the fitted window against the padded 30 s window, on every fixture set.

    .venv/bin/python bench/whisper_window.py [--repeats 3]

For each caller fixture (audio_fixtures/caller/lines.yaml), three decoders run side by side in
alternating order on the same audio, so load from elsewhere on the machine falls on all alike:
  before   the previous default: 30 s window, beam search of 2 (LocalWhisperSTT(beam_size=2,
           fitted_window=False))
  full     30 s window, greedy
  fitted   a window fitted to the utterance (>= 10 s), greedy, length cap, loop guard
  fitted2  the default now: the fitted window with a beam of 2 (noisy audio too, the full
           window only when that decode is unsure)
  noisy30  the previous default: fitted2, but noisy audio straight to the full window
           (LocalWhisperSTT(noisy_fitted=False))
Prints WER per fixture set (clean wide band, noisy, phone band) and time per utterance.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adapters.audio.wav import read_wav  # noqa: E402
from adapters.providers.local_stt import LocalWhisperSTT  # noqa: E402
from adapters.providers.wer import corpus_wer  # noqa: E402

CALLER = ROOT / "audio_fixtures" / "caller"


def fixture_set(line: dict[str, object]) -> str:
    if line.get("band") == "phone":
        return "phone"
    if line.get("noise", "none") != "none":
        return "noisy"
    return "clean"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    decoders = {
        "before": LocalWhisperSTT(beam_size=2, fitted_window=False),
        "full": LocalWhisperSTT(beam_size=1, fitted_window=False),
        "fitted": LocalWhisperSTT(beam_size=1),
        "fitted2": LocalWhisperSTT(),
        "noisy30": LocalWhisperSTT(noisy_fitted=False),
    }
    for d in decoders.values():
        d.prewarm()
    lines = yaml.safe_load((CALLER / "lines.yaml").read_text())["lines"]
    audio = {ln["id"]: read_wav(CALLER / f"{ln['id']}.wav", sample_rate=16000).samples for ln in lines}
    times: dict[str, list[float]] = {name: [] for name in decoders}
    pairs: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for r in range(args.repeats):
        for i, ln in enumerate(lines):
            names = list(decoders)
            k = (i + r) % len(names)
            names = names[k:] + names[:k]
            for name in names:
                started = time.perf_counter()
                text, _ = decoders[name].transcribe_samples(audio[ln["id"]])
                times[name].append(time.perf_counter() - started)
                if r == 0:
                    pairs.setdefault((name, fixture_set(ln)), []).append((str(ln["text"]), text))
    sets = ("clean", "noisy", "phone")
    print(f"{'decoder':8} " + " ".join(f"{'WER ' + s:>11}" for s in sets) + f" {'p50 ms':>8} {'p95 ms':>8}")
    for name in decoders:
        t = sorted(times[name])
        wers = " ".join(f"{corpus_wer(pairs[(name, s)]):11.3f}" for s in sets)
        print(f"{name:8} {wers} {statistics.median(t) * 1000:8.0f} {t[int(len(t) * 0.95)] * 1000:8.0f}")
    base = statistics.median(times["before"])
    print(f"fitted2/before time ratio (p50): {statistics.median(times['fitted2']) / base:.2f}; "
          f"{len(lines)} fixtures x {args.repeats} repeats, one Whisper thread")
    return 0


if __name__ == "__main__":
    sys.exit(main())
