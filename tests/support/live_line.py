"""A voice call's caller end for live-session tests: a scripted line that plays each agent line
to its end or cuts in a set time into it, as a barge-in does, and the caller's turns."""

from __future__ import annotations

import asyncio
from typing import Any

import voice_agent as va
from voice_agent.session.events import Event
from voice_agent.speech.items import Outcome, SpeechItem


class Line:
    """The caller's end of a voice call. `cuts`, in the order the agent's lines start: None, the
    line plays to its end; a number, the caller starts speaking that many seconds into its audio
    and the line stops there, as a barge-in does."""

    def __init__(self, live: Any, cuts: list[float | None]) -> None:
        self.live = live
        self.cuts = list(cuts)
        self.heard: list[tuple[str, Outcome]] = []
        self.ended = asyncio.Event()

    async def play(self, item: SpeechItem) -> Outcome:
        item.audible_at = self.live.clock.now()
        cut = self.cuts.pop(0) if self.cuts else None
        if cut is not None:
            await asyncio.sleep(cut)
            self.live.floor.caller_started()
        outcome = Outcome.PLAYED if cut is None else Outcome.INTERRUPTED
        self.heard.append((item.text, outcome))
        self.ended.set()
        return outcome

    async def next_line_ended(self) -> None:
        await asyncio.wait_for(self.ended.wait(), 10)
        self.ended.clear()


async def call(server: va.Server, agent: va.Agent, cuts: list[float | None]) -> tuple[va.Session, Any, Line]:
    session = await server.create_session(agent)
    live = await session.runtime()
    line = Line(live, cuts)
    live.attach_channel(line, voice=True)
    return session, live, line


async def say(live: Any, text: str) -> Event:
    """The caller says `text` as one turn: their voice takes the floor, stops, the words come."""
    if not live.floor.caller_speaking:
        live.floor.caller_started()
    live.floor.caller_stopped()
    return await live.customer_message(text)


async def reply(live: Any, turn: Event) -> str:
    answer = await live.wait_for_reply(turn.trace_id, 10)
    assert answer is not None
    return str(answer.message)
