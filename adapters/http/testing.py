"""Running the API on a real loopback socket, for tests and demos.

- `serving(app)`: an async context manager that runs uvicorn in the current event loop (the
  engine Server lives in the same loop) and yields the base URL.
- `LiveServer`: the engine Server plus uvicorn on their own event loop in a background thread,
  for synchronous drivers such as Selenium; `call(fn)` runs a coroutine on that loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from concurrent.futures import Future
from typing import TypeVar

import uvicorn
from fastapi import FastAPI

import voice_agent as va
from adapters.http.app import create_app
from adapters.http.auth import AuthorizationPolicy, DevelopmentAuthorizationPolicy
from adapters.http.protocol import uvicorn_options
from adapters.http.settings import HttpSettings

T = TypeVar("T")


def loopback_socket() -> socket.socket:
    """A listening socket on a free loopback port (no race between choosing and binding).

    The protocol is named, not left 0: asyncio turns Nagle's algorithm off (TCP_NODELAY) only on
    sockets whose `proto` says TCP, and with it on every answer waited ~40 ms for a delayed ACK."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)
    return sock


@contextlib.asynccontextmanager
async def serving(app: FastAPI) -> AsyncIterator[str]:
    sock = loopback_socket()
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, lifespan="off", log_level="warning", timeout_graceful_shutdown=1,
                            **uvicorn_options(getattr(app.state, "settings", None) or HttpSettings()))
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve(sockets=[sock]), name=f"uvicorn:{port}")
    try:
        while not server.started:
            if task.done():
                task.result()  # raises what stopped it
            await asyncio.sleep(0.01)
        yield f"http://127.0.0.1:{port}"
    finally:
        closing = getattr(app.state, "streams_closing", None)
        if closing is not None:
            closing.set()
        server.should_exit = True
        try:
            await asyncio.wait_for(task, timeout=5)
        finally:
            sock.close()


class LiveServer:
    """`with LiveServer(agents=[...]) as live: ...` then `live.url`, `live.call(fn)`."""

    def __init__(
        self,
        *,
        agents: Sequence[va.Agent],
        policy: AuthorizationPolicy | None = None,
        settings: HttpSettings | None = None,
        store: Callable[[], Awaitable[va.Store]] | None = None,
    ) -> None:
        self.agents = list(agents)
        self.policy = policy or DevelopmentAuthorizationPolicy()
        self.settings = settings or HttpSettings()
        self._store_factory = store
        self.url = ""
        self.server: va.Server | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready: Future[str] = Future()
        self._thread = threading.Thread(target=self._run, name="live-http-server", daemon=True)

    def __enter__(self) -> LiveServer:
        self._thread.start()
        self.url = self._ready.result(timeout=30)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=15)

    def call(self, fn: Callable[[va.Server], Awaitable[T]], timeout: float = 30) -> T:
        """Run `fn(server)` on the server's loop and return its result."""
        assert self._loop is not None and self.server is not None
        server = self.server

        async def run() -> T:
            return await fn(server)

        return asyncio.run_coroutine_threadsafe(run(), self._loop).result(timeout)

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:
            if not self._ready.done():
                self._ready.set_exception(exc)
            raise

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        store = await self._store_factory() if self._store_factory else va.InMemoryStore()
        async with va.Server(store=store) as server:
            self.server = server
            for agent in self.agents:
                await server.add_agent(agent)
            app = create_app(server, policy=self.policy, settings=self.settings)
            async with serving(app) as url:
                self._ready.set_result(url)
                await self._stop.wait()
