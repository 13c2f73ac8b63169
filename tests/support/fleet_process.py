"""A worker of the fleet test: the LiveKit worker's engine set-up without LiveKit (as
tests/support/call_process.py), taking many simulated calls at once over a shared store, with
its metrics on `VOICE_AGENT_METRICS_PORT`.

Commands, one JSON object per line on stdin: {"cmd": "call", "call": "c07", "customer":
"tel:+1555...", "say": "...", "confirm": "..."} starts a call: a session, the greeting, the caller's line; the call
hangs up once the caller has heard a confirmation. Events on stdout, one JSON object per line,
each with `t` (wall clock): ready, session {call, id}, playing and heard {call, text, kind},
done {call}.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from typing import Any

import voice_agent as va
from adapters.hosting import HostSettings, ShutdownSignals, drain, open_engine
from adapters.observability import Observability
from adapters.observability.metrics import metrics_port, serve_metrics
from tests.support.fleet_agent import agent

SPEECH_S_PER_CHAR = float(os.environ.get("SPEECH_S_PER_CHAR", "0.004"))
CONFIRMED = "is confirmed"


def emit(event: str, **data: Any) -> None:
    print(json.dumps({"event": event, "t": time.time(), **data}), flush=True)


class CallerEar:
    """One call's voice channel: a line takes its length in time; heard when played to the end."""

    def __init__(self, call: str) -> None:
        self.call = call
        self.confirmed = asyncio.Event()

    async def play(self, item: va.SpeechItem) -> va.Outcome:
        emit("playing", call=self.call, text=item.text, kind=item.kind.value)
        await asyncio.sleep(len(item.text) * SPEECH_S_PER_CHAR)
        emit("heard", call=self.call, text=item.text, kind=item.kind.value)
        if CONFIRMED in item.text:
            self.confirmed.set()
        return va.Outcome.PLAYED


async def take_call(server: va.Server, command: dict[str, Any]) -> None:
    call = command["call"]
    session = await server.create_session(agent, customer_id=command["customer"], metadata={"channel": "sim"})
    live = await session.runtime()
    ear = CallerEar(call)
    live.attach_channel(ear, voice=True)
    emit("session", call=call, id=session.id)
    await agent.utter(session=session, rules=["Greet the customer and ask how you can help."])
    await live.customer_message(command["say"])
    if command.get("confirm"):  # the booking is read back first: the caller's yes
        await live.customer_message(command["confirm"])
    await ear.confirmed.wait()
    await live.hang_up()
    await live.wait_closed()
    emit("done", call=call)


async def main() -> None:
    settings = HostSettings.from_env()
    server = await open_engine(settings, [agent], observability=Observability.from_env("fleet-worker"))
    port = metrics_port()
    metrics = serve_metrics(port, "127.0.0.1") if port is not None else None
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    try:
        with ShutdownSignals() as signals:
            async with asyncio.TaskGroup() as calls:
                taken: list[asyncio.Task[None]] = []
                emit("ready", owner=server.owner_id, pid=os.getpid())
                while not signals.requested.is_set():
                    line = asyncio.ensure_future(reader.readline())
                    stop = asyncio.ensure_future(signals.requested.wait())
                    await asyncio.wait([line, stop], return_when=asyncio.FIRST_COMPLETED)
                    stop.cancel()
                    if not line.done() or not line.result():
                        line.cancel()
                        break
                    command = json.loads(line.result())
                    taken.append(calls.create_task(take_call(server, command), name=f"call:{command['call']}"))
                await drain(server, settings.drain_timeout_s, signals.forced)
                for task in taken:
                    task.cancel()  # a call still waiting for its confirmation: the store has it
    finally:
        await server.aclose()
        if metrics is not None:
            metrics.shutdown()
    emit("stopped")


if __name__ == "__main__":
    asyncio.run(main())
