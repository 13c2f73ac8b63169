"""Install the project without extras into a fresh virtual environment and run its server
commands there: what a user gets from `pip install voice-agent`.

    python3 scripts/check_install.py             # a temporary venv, removed afterwards
    python3 scripts/check_install.py --keep DIR  # keep the venv in DIR

Checks that `voice-agent --help`, `worker --help`, `serve --help` and `token --help` exit 0,
that `worker start` without LIVEKIT_URL gets its one-line error (exit 2: the worker's modules
import), and that no extra (scipy, matplotlib, soundfile, faster-whisper, piper) was
installed. Needs PyPI (or a pip cache); takes a few minutes. tests/unit/test_cli_extras.py is
the fast version that runs in `make test`.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXTRAS_ONLY = ("scipy", "matplotlib", "soundfile", "faster_whisper", "piper")


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, **kw)  # type: ignore[call-overload]


def check(venv: Path) -> int:
    bin_ = venv / "bin"
    t0 = time.perf_counter()
    r = run([sys.executable, "-m", "venv", str(venv)])
    if r.returncode:
        print(r.stderr)
        return 1
    r = run([str(bin_ / "python"), "-m", "pip", "install", "--quiet", str(ROOT)])
    print(f"pip install . (no extras): exit {r.returncode} in {time.perf_counter() - t0:.0f} s")
    if r.returncode:
        print(r.stderr[-3000:])
        return 1
    failures = 0
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "LIVEKIT_URL")}
    # Run from elsewhere, so the checkout's sources cannot stand in for the installed package.
    with tempfile.TemporaryDirectory() as cwd:
        for args, want in (
            (["--help"], 0), (["worker", "--help"], 0), (["serve", "--help"], 0),
            (["token", "--help"], 0), (["worker", "start"], 2),
        ):
            r = run([str(bin_ / "voice-agent"), *args], env=env, cwd=cwd)
            last = (r.stderr.strip().splitlines() or [""])[-1][:100]
            ok = r.returncode == want and "Traceback" not in r.stderr
            failures += not ok
            print(f"{'ok  ' if ok else 'FAIL'} voice-agent {' '.join(args)}: exit {r.returncode}  {last}")
        probe = "import importlib.util as u; print(' '.join(m for m in %r if u.find_spec(m)))"
        r = run([str(bin_ / "python"), "-c", probe % (EXTRAS_ONLY,)], env=env, cwd=cwd)
    present = r.stdout.split()
    print(f"{'ok  ' if not present else 'FAIL'} extras' modules installed: {present or 'none'}")
    failures += bool(present)
    return 1 if failures else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--keep", type=Path, default=None, help="create the venv here and keep it")
    args = ap.parse_args()
    if args.keep is not None:
        return check(args.keep)
    with tempfile.TemporaryDirectory() as tmp:
        return check(Path(tmp) / "venv")


if __name__ == "__main__":
    raise SystemExit(main())
