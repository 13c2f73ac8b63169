"""Fuzz the WAV reader for longer than `make test` does.

    .venv/bin/python bench/fuzz_wav.py                    # 5,000 inputs per policy
    .venv/bin/python bench/fuzz_wav.py --examples 50000

The target and its input generator are tests/support/wav_fuzz.py (tests/unit/test_wav_limits.py
runs 150 per policy). Prints inputs tried, the slowest read and the outcome; a failing input is
shrunk and printed by hypothesis, and the script exits 1.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hypothesis import HealthCheck, given, settings

from tests.support.wav_fuzz import POLICIES, check_wav_bytes, wav_bytes


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--examples", type=int, default=5000, help="inputs per policy")
    args = ap.parse_args()
    logging.disable(logging.WARNING)  # repairs of broken inputs are expected here
    check_wav_bytes(b"", POLICIES[0])  # import the reader before timing it
    import scipy.signal  # noqa: F401  (resampling's first use would count its import)
    failed = False
    for name, policy in zip(("STRICT", "REPLAY"), POLICIES, strict=True):
        worst = [0.0, b""]
        count = [0, 0]

        @settings(max_examples=args.examples, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(data=wav_bytes())
        def target(data: bytes) -> None:
            took, ok = check_wav_bytes(data, policy)  # noqa: B023 (run before the loop moves on)
            count[0] += 1  # noqa: B023
            count[1] += ok  # noqa: B023
            if took > worst[0]:  # noqa: B023
                worst[0], worst[1] = took, data  # noqa: B023

        t0 = time.perf_counter()
        try:
            target()
        except Exception as exc:  # the property failed: hypothesis printed the shrunk input
            print(f"{name}: FAILED after {count[0]} inputs: {type(exc).__name__}: {exc}")
            failed = True
            continue
        wall = time.perf_counter() - t0
        print(f"{name}: {count[0]} inputs ({count[1]} read, the rest refused) in {wall:.0f} s, "
              f"no failure; slowest read "
              f"{float(worst[0]) * 1000:.1f} ms ({len(worst[1])} bytes)")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
