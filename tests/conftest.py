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
    """A fast booking service of the test's own."""
    return airline_example.AirlineService(delay_s=0.2)


@pytest.fixture
def airline_agent(airline: airline_example.AirlineService) -> va.Agent:
    """The airline example agent, booking through this test's `airline` service."""
    return airline_example.make_agent(airline)


@pytest.fixture
async def server(airline_agent: va.Agent) -> AsyncIterator[va.Server]:
    async with va.Server() as srv:
        await srv.add_agent(airline_agent)
        yield srv


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--slow", action="store_true", default=False,
                     help="also run tests marked slow (long replays: every scenario on every path)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # `make test` stays under its time budget; `pytest --slow` runs the long replays too
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="slow: run with `pytest --slow`")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
