"""Shared test fixtures. Every async test fails if it leaks a task (a task still running when
the test's own work is done), the way livekit-agents' own suite does."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

import voice_agent as va
from voice_agent.examples import airline as airline_example

pytest_plugins = ["tests.support.postgres"]  # the throwaway PostgreSQL server fixtures


@pytest.fixture(autouse=True)
async def no_leaked_tasks() -> AsyncIterator[None]:
    before = set(asyncio.all_tasks())
    yield
    current = asyncio.current_task()
    # Give tasks that are finishing a moment to complete before judging.
    for _ in range(50):
        leaked = [t for t in asyncio.all_tasks() - before if t is not current and not t.done()]
        leaked = [t for t in leaked if not _is_library_task(t)]
        if not leaked:
            return
        await asyncio.sleep(0.02)
    names = sorted(t.get_name() for t in leaked)
    for t in leaked:
        t.cancel()
    pytest.fail(f"test leaked {len(leaked)} task(s): {names}")


def _is_library_task(task: asyncio.Task[object]) -> bool:
    # Tasks owned by third-party libraries' own lifecycles (uvicorn, livekit internals) are
    # judged by those libraries' tests, not ours.
    coro = task.get_coro()
    qualname = getattr(coro, "__qualname__", "")
    module = getattr(getattr(coro, "cr_frame", None), "f_globals", {}).get("__name__", "")
    return not (module.startswith("voice_agent") or module.startswith("adapters")) or "uvicorn" in qualname


@pytest.fixture
def airline() -> airline_example.AirlineService:
    """The example's booking service, fast and reset for each test."""
    service = airline_example.airline
    saved = service.delay_s
    service.delay_s = 0.2
    service.fail_next = False
    service.bookings.clear()
    yield service
    service.delay_s = saved
    service.fail_next = False


@pytest.fixture
async def server() -> AsyncIterator[va.Server]:
    async with va.Server() as srv:
        await srv.add_agent(airline_example.agent)
        yield srv
