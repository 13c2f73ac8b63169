"""Time and peak memory of `voice-agent transcribe` on hostile and long WAV files.

    .venv/bin/python bench/wav_hostile.py                  # every case, fake providers
    .venv/bin/python bench/wav_hostile.py --only 1hz_2k --providers local

Each case is a file built byte by byte (absurd sample rates, odd bit depths, lying sizes, a
ten-minute 48 kHz recording) and run through the real command in a child process, so the
figures are what a user would see: exit code, the first line of stderr, wall time and the
child's peak RSS (ru_maxrss). Children run under a 6 GiB address-space limit so a runaway
allocation fails here instead of taking the machine down; such a run shows as a crash.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
AS_LIMIT = 6 * 1024**3
TIMEOUT_S = 300.0


def riff(fmt: bytes, data: bytes, *, data_size: int | None = None, tag: bytes = b"RIFF") -> bytes:
    """A WAV file from a raw fmt chunk body and sample bytes; `data_size` may lie."""
    size = len(data) if data_size is None else data_size
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt
    body += b"data" + struct.pack("<I", size) + data
    return tag + struct.pack("<I", min(len(body), 0xFFFFFFFF)) + body


def fmt_chunk(tag: int, channels: int, rate: int, bits: int, block_align: int | None = None) -> bytes:
    align = block_align if block_align is not None else max(1, channels * bits // 8)
    byte_rate = (rate * align) & 0xFFFFFFFF
    return struct.pack("<HHIIHH", tag, channels, rate & 0xFFFFFFFF, byte_rate, align & 0xFFFF, bits)


def noise_pcm16(n: int, seed: int = 0) -> bytes:
    rng = np.random.default_rng(seed)
    return (rng.standard_normal(n) * 3000).clip(-32768, 32767).astype("<i2").tobytes()


def long_speechless_48k(path: Path, minutes: float) -> None:
    """`minutes` of 48 kHz 16-bit mono noise, written in blocks (the bench itself stays small)."""
    n = int(48000 * 60 * minutes)
    with path.open("wb") as f:
        f.write(riff(fmt_chunk(1, 1, 48000, 16), b"", data_size=2 * n))
        rng = np.random.default_rng(1)
        for start in range(0, n, 48000 * 10):
            m = min(48000 * 10, n - start)
            f.write((rng.standard_normal(m) * 300).astype("<i2").tobytes())


CASES: dict[str, Callable[[Path], None]] = {
    "1hz_2k": lambda p: p.write_bytes(riff(fmt_chunk(1, 1, 1, 16), noise_pcm16(1000))),
    "1hz_20k": lambda p: p.write_bytes(riff(fmt_chunk(1, 1, 1, 16), noise_pcm16(10_000))),
    "2hz_200k": lambda p: p.write_bytes(riff(fmt_chunk(1, 1, 2, 16), noise_pcm16(100_000))),
    "4ghz_rate": lambda p: p.write_bytes(riff(fmt_chunk(1, 1, 0xFFFFFFFF, 16), noise_pcm16(1000))),
    "7bit": lambda p: p.write_bytes(riff(fmt_chunk(1, 1, 16000, 7, 1), bytes(16000))),
    "65535_channels": lambda p: p.write_bytes(riff(fmt_chunk(1, 65535, 16000, 16), noise_pcm16(65535 * 2))),
    "lying_4gb_data": lambda p: p.write_bytes(
        riff(fmt_chunk(1, 1, 16000, 16), noise_pcm16(1000), data_size=0xFFFFFFF0)
    ),
    "float64_nan": lambda p: p.write_bytes(
        riff(fmt_chunk(3, 1, 16000, 64), np.full(16000, np.nan, "<f8").tobytes())
    ),
    "10s_48k": lambda p: long_speechless_48k(p, 10 / 60),
    "10min_48k": lambda p: long_speechless_48k(p, 10.0),
    "60min_48k": lambda p: long_speechless_48k(p, 60.0),
}


def run_case(path: Path, providers: str) -> tuple[int | str, float, float, str]:
    """(exit code or 'timeout', wall s, peak RSS MiB, first stderr line) of one transcribe."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (AS_LIMIT, AS_LIMIT))

    cmd = [sys.executable, "-c", "import sys; from adapters.cli import main; sys.exit(main())",
           "transcribe", str(path), "--providers", providers]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                            preexec_fn=limit)
    try:
        _, err = proc.communicate(timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
        code: int | str = "timeout"
    else:
        code = proc.returncode
    wall = time.perf_counter() - t0
    # ru_maxrss of all waited-for children is a running maximum; read it per child by
    # running one child at a time and taking the difference when it grows.
    rss_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    lines = err.decode(errors="replace").strip().splitlines()
    first = lines[-1] if lines and "Traceback" in lines[0] else (lines[0] if lines else "")
    return code, wall, rss_mib, first[:110]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--only", action="append", default=[], choices=sorted(CASES))
    ap.add_argument("--providers", default="fake", choices=("fake", "local"))
    args = ap.parse_args(argv)
    names = args.only or list(CASES)
    print(f"voice-agent transcribe --providers {args.providers}; peak RSS per child "
          f"(shared machine, 2 cores)")
    print(f"{'case':16s} {'size':>9s} {'exit':>7s} {'wall s':>7s} {'RSS MiB':>8s}  stderr")
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            path = Path(tmp) / f"{name}.wav"
            CASES[name](path)
            size = path.stat().st_size
            # One child per process so ru_maxrss (a maximum over children) is this case's own.
            out = subprocess.run(
                [sys.executable, __file__, "--_one", str(path), args.providers],
                capture_output=True, text=True, check=True,
            ).stdout
            code, wall, rss, first = json.loads(out)
            print(f"{name:16s} {size / 1024:8.0f}K {code:>7s} {float(wall):7.2f} "
                  f"{float(rss):8.0f}  {first}")
            path.unlink()
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--_one":
        c, w, r, f = run_case(Path(sys.argv[2]), sys.argv[3])
        print(json.dumps([str(c), w, r, f]))
        raise SystemExit(0)
    raise SystemExit(main())
