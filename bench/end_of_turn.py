"""The end-of-turn decision on every caller fixture: what the local turn model, the words and
the agent's reading of them say at each pause, and what TurnPolicy makes of it, before and after
the reading was asked. The evidence for the policy (docs/latency.md).

    .venv/bin/python bench/end_of_turn.py

For each line of audio_fixtures/caller/lines.yaml, every pause the energy detector finds inside
the speech, and its end, is looked at as the speculative STT looks at it: P(end) from
turn-detector-v1-mini (livekit-local-inference) on the last 1.2 s at the first look
(0.25 s of silence: the 0.2 s VAD window plus its lag) and the second (0.45 s), Whisper's
transcript of everything said so far, and whether the agent of the scenario that plays the line
(the airline agent for lines no scenario plays) reads it as a whole turn, the session waiting for
nothing (`StrictDialogue.reads_whole`, engine/whole.py). Three policies decide: `words_only`
(the model and the last word, the policy before the reading), `reading` (the reading and the
filled-pause rule too, the previous default) and the default (also: on telephone-band audio,
`#`, a turn read as whole ends at the second look; elsewhere at 0.8 s of silence, whatever the
model says). A pause is "CUT" when the policy would end the turn there before the caller went
on; an end is "early" when the policy ends the turn at a look rather than after max_silence_s
("held").
"""

from __future__ import annotations

import asyncio
import importlib
import sys
from pathlib import Path
from typing import Any

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adapters.audio.dsp import to_int16  # noqa: E402
from adapters.audio.energy import SpeechDetector  # noqa: E402
from adapters.audio.wav import read_wav  # noqa: E402
from adapters.providers.end_of_turn import (  # noqa: E402
    LocalEndOfTurnModel,
    TurnPolicy,
    narrow_band,
    sounds_unfinished,
)
from adapters.providers.local_stt import LocalWhisperSTT  # noqa: E402
from voice_agent.engine.dialogue import StrictDialogue  # noqa: E402

CALLER = ROOT / "audio_fixtures" / "caller"
RATE = 16000
LOOK_1_S = 0.25


def agents_by_line() -> dict[str, str]:
    """Caller line id -> the agent (module:attribute) of a scenario that plays it."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "audio_fixtures").rglob("*.yaml")):
        raw = yaml.safe_load(path.read_text())
        if not isinstance(raw, dict) or not isinstance(raw.get("agent"), str):
            continue
        for line in raw.get("caller") or []:
            if isinstance(line, dict) and str(line.get("audio", "")).startswith("caller/"):
                found.setdefault(Path(line["audio"]).stem, raw["agent"])
    return found


async def dialogues(names: set[str]) -> dict[str, StrictDialogue]:
    import voice_agent as va
    from voice_agent.live.engines import prepare_engine

    out = {}
    for name in names:
        module, _, attribute = name.partition(":")
        agent = getattr(importlib.import_module(module), attribute)
        if not isinstance(agent, va.Agent):  # a scenario may name a factory (make_agent)
            agent = agent()
        await agent.ensure_setup()
        out[name] = (await prepare_engine(agent)).dialogue
    return out


def decide(policy: TurnPolicy, p1: float, p2: float, text: str, **reading: Any) -> tuple[float | None, bool]:
    """The silence at which the policy ends the turn (None: after max_silence_s), and whether
    that is at the first look."""
    if policy.ends_turn(1, p1, text, **reading):
        return LOOK_1_S, True
    if policy.ends_turn(2, p2, text, **reading):
        return policy.recheck_after_s, False
    if (policy.whole_after_s is not None and policy.whole_after_s < policy.max_silence_s
            and policy.ends_turn(3, p2, text, **reading)):
        return policy.whole_after_s, False
    return None, False


def main() -> int:
    before, reading_only, policy = TurnPolicy.words_only(), TurnPolicy(narrow_band_reading=False, whole_after_s=None), TurnPolicy()
    model, whisper = LocalEndOfTurnModel(), LocalWhisperSTT()
    model.prewarm()
    whisper.prewarm()
    lines = yaml.safe_load((CALLER / "lines.yaml").read_text())["lines"]
    line_agent = agents_by_line()
    default_agent = "voice_agent.examples.airline:agent"
    readers = asyncio.run(dialogues({*line_agent.values(), default_agent}))
    names = ("before", "reading", "after")
    early = dict.fromkeys(names, 0)
    cut = dict.fromkeys(names, 0)
    ends = pauses = 0
    print(f"{'line':24} {'at':>5} {'pause':>5} {'P1':>5} {'P2':>5}  {'before':8} {'whole':5} {'reading':8} "
          f"{'after':8} transcript so far")
    for ln in lines:
        x = read_wav(CALLER / f"{ln['id']}.wav", RATE).samples
        floor = np.random.default_rng(1).standard_normal(RATE).astype(np.float32) * 10 ** (-66 / 20)
        x = np.concatenate([x, floor])  # room floor after the line: the silence a turn ends in
        regions = SpeechDetector().detect(x, RATE)
        reader = readers[line_agent.get(ln["id"], default_agent)]
        went_on_unfinished = False
        for k, region in enumerate(regions):
            last = k == len(regions) - 1
            gap = None if last else regions[k + 1].start_s - region.end_s

            def p_at(silence: float, audio: np.ndarray = x, end: float = region.end_s) -> float:
                stop = round((end + silence) * RATE)
                return model.predict(to_int16(audio[max(0, stop - 19200):stop]))

            text, _ = whisper.transcribe_samples(x[: round((region.end_s + LOOK_1_S) * RATE)])
            p1, p2 = p_at(LOOK_1_S), p_at(policy.recheck_after_s)
            stop = round((region.end_s + LOOK_1_S) * RATE)
            narrow = narrow_band(to_int16(x[max(0, stop - 19200):stop]), RATE)
            filled = went_on_unfinished and region.end_s - region.start_s <= policy.filler_max_s
            whole = None
            if text and not filled and not sounds_unfinished(text):
                whole = reader.reads_whole(text, None).whole
            went_on_unfinished = policy.goes_on(text, whole=whole, filled_pause=filled) is not None
            decisions = {}
            read = {"whole": whole, "filled_pause": filled, "narrow": narrow}
            for name, pol, reading in (("before", before, {}), ("reading", reading_only, read), ("after", policy, read)):
                at_s, _first = decide(pol, p1, p2, text, **reading)
                if last:
                    early[name] += at_s is not None
                    decisions[name] = "held" if at_s is None else ("early" if at_s < 0.5 else f"{at_s:.1f} s")
                else:
                    # the caller goes on after `gap`: only a look that comes sooner can cut
                    cuts = at_s is not None and gap is not None and gap > at_s
                    cut[name] += cuts
                    decisions[name] = "CUT" if cuts else "waited"
            ends += last
            pauses += not last
            mark = "*" if sounds_unfinished(text) else ("~" if filled else ("#" if narrow else " "))
            said = {None: "-", True: "yes", False: "no"}[whole]
            print(f"{ln['id']:24} {region.end_s:5.2f} {'' if gap is None else f'{gap:.2f}':>5} "
                  f"{p1:5.2f} {p2:5.2f}  {decisions['before']:8} {said:5} {decisions['reading']:8} {decisions['after']:8}{mark}"
                  f"{text!r}")
    print("\nends decided before max_silence_s: " + ", ".join(f"{n} {early[n]}/{ends}" for n in names)
          + "; pauses inside a line cut: " + ", ".join(f"{n} {cut[n]}/{pauses}" for n in names))
    print("(* the words go on; ~ a filled pause after words that went on: the policy holds both; "
          "# telephone band; whole: the agent's reading, - not asked; early: at a look by 0.45 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
