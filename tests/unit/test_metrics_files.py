"""Reading the worker's multiprocess metric files while job processes start
(adapters/observability/multiprocess.py). A job process creates its file empty and sizes it a
moment later; prometheus-client's own collector (what livekit-agents' endpoint used) failed the
whole scrape on such a file, which the endpoint answered with a 500."""

from __future__ import annotations

import logging
import struct
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.mmap_dict import MmapedDict, mmap_key
from prometheus_client.multiprocess import MultiProcessCollector

from adapters.observability.multiprocess import scrape
from tests.support.api_process import metric, parse_metrics


def _counter_file(directory: Path, pid: int, value: float) -> None:
    """What a process that counted `value` recoveries leaves behind."""
    values = MmapedDict(str(directory / f"counter_{pid}.db"))
    name = "voice_agent_recovered_sessions"
    values.write_value(mmap_key(name, name + "_total", [], [], "Sessions recovered"), value, 0.0)
    values.close()


def _starting_process_file(directory: Path, pid: int) -> Path:
    """The file of a process caught inside `MmapedDict.__init__`: opened, not yet sized."""
    path = directory / f"counter_{pid}.db"
    open(path, "a+b").close()  # the very call MmapedDict makes first
    return path


def test_a_scrape_while_a_job_process_creates_its_file_shows_the_others(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    _counter_file(tmp_path, 100, 2)
    _counter_file(tmp_path, 101, 1)
    starting = _starting_process_file(tmp_path, 102)

    # The race as livekit's endpoint met it (its handler, in full): the scrape fails.
    with pytest.raises(struct.error):
        registry = CollectorRegistry(auto_describe=True)
        MultiProcessCollector(registry, path=str(tmp_path))
        generate_latest(registry)

    with caplog.at_level(logging.DEBUG, logger="adapters.observability.multiprocess"):
        samples = parse_metrics(scrape(str(tmp_path)).decode())
    assert metric(samples, "voice_agent_recovered_sessions_total") == 3
    skipped = [r for r in caplog.records if str(starting) in r.getMessage()]
    assert skipped and all(r.levelno == logging.DEBUG for r in skipped)  # expected: not a warning


def test_once_the_process_has_sized_its_file_it_is_counted(tmp_path: Path) -> None:
    _counter_file(tmp_path, 100, 2)
    _starting_process_file(tmp_path, 101)
    assert metric(parse_metrics(scrape(str(tmp_path)).decode()), "voice_agent_recovered_sessions_total") == 2
    _counter_file(tmp_path, 101, 1)  # the process carries on: sizes its file, counts
    assert metric(parse_metrics(scrape(str(tmp_path)).decode()), "voice_agent_recovered_sessions_total") == 3


def test_a_broken_file_is_skipped_with_a_warning_and_its_traceback(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    _counter_file(tmp_path, 100, 2)
    broken = tmp_path / "counter_101.db"
    # Sized and initialised, but its first entry claims more bytes than the file says it uses.
    broken.write_bytes(struct.pack("ii", 64, 0) + struct.pack("i", 1000) + bytes(65536 - 12))

    with caplog.at_level(logging.DEBUG, logger="adapters.observability.multiprocess"):
        samples = parse_metrics(scrape(str(tmp_path)).decode())
    assert metric(samples, "voice_agent_recovered_sessions_total") == 2
    (warning,) = [r for r in caplog.records if str(broken) in r.getMessage()]
    assert warning.levelno == logging.WARNING and warning.exc_info is not None
