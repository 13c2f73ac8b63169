"""The end-of-turn decision on every caller fixture: what the local turn model and the words say
at each pause, and what TurnPolicy makes of it. The evidence for the policy (docs/latency.md).

    .venv/bin/python bench/end_of_turn.py

For each line of audio_fixtures/caller/lines.yaml, every pause the energy detector finds inside
the speech, and its end, is looked at as the speculative STT looks at it: P(end) from
turn-detector-v1-mini (livekit-local-inference) on the last 1.2 s at the first look
(0.25 s of silence: the 0.2 s VAD window plus its lag) and the second (0.45 s), and Whisper's
transcript of everything said so far. A pause is "cut" when the policy would end the turn there
before the caller went on; an end is "early" when the policy ends the turn at a look rather
than after max_silence_s.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adapters.audio.dsp import to_int16  # noqa: E402
from adapters.audio.energy import SpeechDetector  # noqa: E402
from adapters.audio.wav import read_wav  # noqa: E402
from adapters.providers.end_of_turn import LocalEndOfTurnModel, TurnPolicy, sounds_unfinished  # noqa: E402
from adapters.providers.local_stt import LocalWhisperSTT  # noqa: E402

CALLER = ROOT / "audio_fixtures" / "caller"
RATE = 16000
LOOK_1_S = 0.25


def main() -> int:
    policy = TurnPolicy()
    model, whisper = LocalEndOfTurnModel(), LocalWhisperSTT()
    model.prewarm()
    whisper.prewarm()
    lines = yaml.safe_load((CALLER / "lines.yaml").read_text())["lines"]
    early = ends = cut = pauses = 0
    print(f"{'line':24} {'at':>5} {'pause':>5} {'P1':>5} {'P2':>5}  {'decision':9} transcript so far")
    for ln in lines:
        x = read_wav(CALLER / f"{ln['id']}.wav", RATE).samples
        floor = np.random.default_rng(1).standard_normal(RATE).astype(np.float32) * 10 ** (-66 / 20)
        x = np.concatenate([x, floor])  # room floor after the line: the silence a turn ends in
        regions = SpeechDetector().detect(x, RATE)
        for k, region in enumerate(regions):
            last = k == len(regions) - 1
            gap = None if last else regions[k + 1].start_s - region.end_s

            def p_at(silence: float, audio: np.ndarray = x, end: float = region.end_s) -> float:
                stop = round((end + silence) * RATE)
                return model.predict(to_int16(audio[max(0, stop - 19200):stop]))

            text, _ = whisper.transcribe_samples(x[: round((region.end_s + LOOK_1_S) * RATE)])
            p1, p2 = p_at(LOOK_1_S), p_at(policy.recheck_after_s)
            at_1 = policy.ends_turn(1, p1, text)
            at_2 = not at_1 and policy.ends_turn(2, p2, text)
            if last:
                ends += 1
                early += at_1 or at_2
                decision = "early" if at_1 or at_2 else "held"
            else:
                pauses += 1
                # the caller goes on after `gap`: only a look that comes sooner can cut
                cuts = (at_1 and gap is not None and gap > LOOK_1_S) or (
                    at_2 and gap is not None and gap > policy.recheck_after_s)
                cut += cuts
                decision = "CUT" if cuts else "waited"
            mark = "*" if sounds_unfinished(text) else " "
            print(f"{ln['id']:24} {region.end_s:5.2f} {'' if gap is None else f'{gap:.2f}':>5} "
                  f"{p1:5.2f} {p2:5.2f}  {decision:9}{mark}{text!r}")
    print(f"\nends decided early: {early}/{ends}; pauses inside a line cut: {cut}/{pauses} "
          f"(* the words go on: the policy holds)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
