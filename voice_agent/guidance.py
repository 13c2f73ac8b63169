"""What an author writes to steer an agent: guidelines, policies, glossary terms and the
canned responses strict mode speaks."""

from __future__ import annotations

import re
from dataclasses import dataclass

from voice_agent.tools import Tool

_FIELD = re.compile(r"\{([a-zA-Z_][a-zA-Z0-9_]*)\}")


@dataclass(frozen=True)
class Guideline:
    id: str
    condition: str
    action: str
    tools: tuple[Tool, ...] = ()
    examples: tuple[str, ...] = ()  # phrasings a customer might use; the strict matcher's input
    labels: tuple[str, ...] = ()  # added to the session when this guideline matches
    title: str | None = None


@dataclass(frozen=True)
class Term:
    name: str
    description: str
    synonyms: tuple[str, ...] = ()


@dataclass(frozen=True)
class CannedResponse:
    """An author-written line. ``{field}`` placeholders are filled from tool arguments and
    data; a response whose fields cannot all be filled is never chosen."""

    id: str
    template: str
    signals: tuple[str, ...] = ()  # instructions or phrasings this response answers

    @property
    def fields(self) -> tuple[str, ...]:
        return tuple(_FIELD.findall(self.template))

    def fill(self, values: dict[str, str]) -> str | None:
        missing = [f for f in self.fields if not values.get(f)]
        if missing:
            return None
        return _FIELD.sub(lambda m: values[m.group(1)], self.template)

    @property
    def bare_text(self) -> str:
        return _FIELD.sub(lambda m: m.group(1).replace("_", " "), self.template)


@dataclass(frozen=True)
class SpeechSettings:
    """How the agent behaves on the floor. Times in seconds."""

    dead_air_s: float = 3.0  # longest silence with pending work before a progress line is heard
    progress_lead_s: float = 0.5  # start the line this early: detection and synthesis take time
    progress_backoff: float = 1.6  # each further progress line waits this much longer
    progress_max: int = 3  # progress lines per piece of work
    grace_s: float = 0.6  # after the caller stops, only the reply to that turn may start
    turn_wait_s: float = 2.0  # voice: longest wait for a stopped caller's transcript to arrive
    interim_ttl_s: float = 6.0  # an interim line not started by then is stale and dropped
    max_redeliveries: int = 2  # re-speaking a final result after barge-ins
    ordering_wait_s: float = 8.0  # bounded wait for the originating turn's reply
    uninterruptible: frozenset[str] = frozenset()  # item kinds the caller cannot barge into
    progress_on_text: bool = True  # text channels also get "still working" lines


@dataclass(frozen=True)
class WorkSettings:
    service_timeout_s: float = 45.0  # background work that runs longer has failed
    delivery_timeout_s: float = 30.0  # a result not delivered by then is delivery_failed
    in_turn_timeout_s: float = 60.0  # AI callers: how long a tool may hold the turn
    tool_timeout_s: float = 20.0  # a tool call itself (not its background work)
