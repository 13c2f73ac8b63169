"""The SQLite store's one thread: calls in the order asked, a `submit_first` call before those
still waiting, and a shutdown that runs (or, if told, cancels) what waits."""

from __future__ import annotations

import threading

import pytest

from adapters.store.sqlite_thread import OneThread


def blocked(thread: OneThread) -> threading.Event:
    """Hold the thread in a call until the returned event is set, so that later calls wait."""
    go, started = threading.Event(), threading.Event()

    def hold() -> None:
        started.set()
        go.wait(10)

    thread.submit(hold)
    assert started.wait(10)
    return go


def test_calls_run_in_order_and_a_first_call_goes_before_those_waiting() -> None:
    thread, ran = OneThread("test"), []
    try:
        go = blocked(thread)
        waiting = [thread.submit(ran.append, f"write {n}") for n in range(3)]
        urgent = [thread.submit_first(ran.append, "renew a"), thread.submit_first(ran.append, "renew b")]
        go.set()
        for future in [*waiting, *urgent]:
            future.result(10)
        assert ran == ["renew a", "renew b", "write 0", "write 1", "write 2"]
    finally:
        thread.shutdown()


def test_a_failing_call_gives_its_error_to_its_caller_and_the_thread_goes_on() -> None:
    thread = OneThread("test")
    try:
        with pytest.raises(ZeroDivisionError):
            thread.submit(lambda: 1 / 0).result(10)
        assert thread.submit(lambda: 2 + 2).result(10) == 4
    finally:
        thread.shutdown()


def test_shutdown_runs_the_waiting_calls_then_refuses_new_ones() -> None:
    thread, ran = OneThread("test"), []
    go = blocked(thread)
    waiting = thread.submit(ran.append, "last write")
    go.set()
    thread.shutdown(wait=True)
    assert waiting.done() and ran == ["last write"]
    with pytest.raises(RuntimeError, match="shut down"):
        thread.submit(ran.append, "too late")


def test_shutdown_told_to_cancel_leaves_the_waiting_calls_unrun() -> None:
    thread, ran = OneThread("test"), []
    go = blocked(thread)
    waiting = thread.submit(ran.append, "never")
    thread.shutdown(wait=False, cancel_futures=True)
    go.set()
    thread.shutdown(wait=True)
    assert waiting.cancelled() and ran == []
