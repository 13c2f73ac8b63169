"""What the core needs from the outside, as small Protocols. Adapters implement them.

    Store            sessions, their event logs, pending work, and the leases on live sides
    ChangeFeed       a store that wakes waiters when a session changes in any process
    (Observer, told what this process's live sides do, is in voice_agent.live.protocol)
    FollowUpChannel  where an answer goes when nobody heard it in the call (a webhook, ...)
    LLM              an OpenAI-compatible chat model (fluid composition)
    SpeechChannel    where speech goes (voice or text), see voice_agent.speech.items
    Clock            time, injected (voice_agent.clock)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

from voice_agent.clock import Clock
from voice_agent.ids import CustomerId, SessionId, TraceId, WorkId
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionChanges, SessionFilter, SessionRecord
from voice_agent.speech.items import SpeechChannel
from voice_agent.work.entries import WorkEntry, WorkState

T = TypeVar("T")

__all__ = [
    "LLM", "ChangeFeed", "ChangeSubscription", "ChatResult", "Clock", "FollowUp", "FollowUpChannel",
    "IntentMatcher", "IntentTarget", "Lease",
    "SpeechChannel", "Store", "ToolCall",
]


# -- the store ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Lease:
    """One process's hold on a session's live side.

    `epoch` is the fencing token: it grows by one every time the lease changes hands (a
    takeover after expiry, a claim after a release), never when its holder renews it. Every
    write the live side makes carries its lease, and the store refuses one whose epoch is no
    longer the session's (`LeaseLost`), so a paused or partitioned former owner can never write
    over its successor. `expires_at` is on the store's clock (`Store.store_time`), never on a
    process's own wall clock.
    """

    session_id: SessionId
    owner: str
    epoch: int
    expires_at: float


class Store(Protocol):
    """Sessions, their event logs and pending-work entries, and the leases on live sides.

    Every write is complete (committed) when the coroutine returns. Writes that take a `fence`
    are refused with `LeaseLost` when the fence's epoch is not the session's current lease
    epoch, or its owner is not the holder. A SQL store implements each lease operation with one
    conditional statement (see adapters/store/sqlite.py); the contract is
    tests/unit/test_store_contract.py, run against every store.
    """

    async def create_session(self, record: SessionRecord) -> SessionRecord: ...

    async def get_session(self, session_id: SessionId) -> SessionRecord | None: ...

    async def update_session(
        self, session_id: SessionId, changes: SessionChanges, *, fence: Lease | None = None
    ) -> SessionRecord: ...

    async def delete_session(self, session_id: SessionId) -> bool: ...

    async def list_sessions(self, query: SessionFilter) -> list[SessionRecord]: ...

    async def append_event(
        self,
        session_id: SessionId,
        *,
        kind: EventKind,
        source: EventSource,
        trace_id: TraceId,
        data: Mapping[str, Any],
        created_at: float,
        fence: Lease | None = None,
    ) -> Event: ...

    async def list_events(
        self,
        session_id: SessionId,
        *,
        min_offset: int = 0,
        kinds: Sequence[EventKind] | None = None,
        source: EventSource | None = None,
        limit: int | None = None,
    ) -> list[Event]: ...

    async def put_work(self, entry: WorkEntry, *, fence: Lease | None = None) -> None:
        """Insert or update; a write of an older `version` than the stored one is ignored."""
        ...

    async def get_work(self, work_id: WorkId) -> WorkEntry | None: ...

    async def list_work(
        self,
        *,
        session_id: SessionId | None = None,
        customer_id: CustomerId | None = None,
        states: Iterable[WorkState] | None = None,
    ) -> list[WorkEntry]: ...

    # -- leases (all times on the store's clock) --

    async def claim_session(self, session_id: SessionId, owner: str, *, ttl_s: float) -> Lease | None:
        """Take the lease if it is free, expired, or already `owner`'s; None if another owner
        holds it. A change of hands increments the epoch. Atomic across processes."""
        ...

    async def renew_lease(self, lease: Lease, *, ttl_s: float) -> Lease | None:
        """Extend a held lease; None if its epoch is no longer current (it was taken over).
        An expired lease nobody took over is renewed: no one has written with a newer epoch."""
        ...

    async def release_session(self, lease: Lease) -> None:
        """Give the lease up (if still held with this epoch); the next claim gets a new epoch."""
        ...

    async def lease_of(self, session_id: SessionId) -> Lease | None:
        """The current, unexpired lease on a session, if any."""
        ...

    async def recoverable_sessions(self, *, limit: int = 100) -> list[SessionId]:
        """Sessions with pending work and no unexpired lease: what a recovery sweep takes."""
        ...

    async def store_time(self) -> float:
        """The store's clock, in seconds since the epoch: the one clock leases are judged by."""
        ...

    # -- retention --

    async def purge_sessions(self, *, idle_before: float, limit: int = 500) -> int:
        """Delete up to `limit` sessions, with their events, work and lease, that were created
        and last written before `idle_before` (seconds since the epoch, compared with the
        sessions' and events' `created_at`), and that have no pending work and no unexpired
        lease. Returns how many were deleted; call again while it returns `limit`."""
        ...

    async def aclose(self) -> None: ...


class ChangeSubscription(Protocol):
    """Interest in one session's changes, from `ChangeFeed.subscribe`. Close it when done."""

    async def wait(self, timeout: float) -> bool:
        """Until the session changed (an event appended, its record updated, by any process)
        since the subscription was made or since the last `wait` that returned True; False
        when `timeout` seconds passed first."""
        ...

    def close(self) -> None: ...


@runtime_checkable
class ChangeFeed(Protocol):
    """A store that tells other processes when a session changes, so they need not poll it
    (PostgreSQL: LISTEN/NOTIFY). The live side's store follower and `Server.wait_for_events`
    use it where the store has it, and poll where it does not (SQLite)."""

    def subscribe(self, session_id: SessionId) -> ChangeSubscription: ...


# -- follow-ups ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class FollowUp:
    """An answer the caller did not hear in the call (they hung up, or the process that had the
    call died), sent another way. `work_id` identifies it: a receiver that gets it twice (a
    retry after a lost acknowledgement) should treat the second as the same message."""

    work_id: WorkId
    session_id: SessionId
    customer_id: CustomerId
    tool: str
    text: str
    outcome: str  # "success": the work's result; "failure": a failure notice
    result: Mapping[str, Any] | None = None
    created_at: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "work_id": self.work_id, "session_id": self.session_id, "customer_id": self.customer_id,
            "tool": self.tool, "text": self.text, "outcome": self.outcome,
            "result": dict(self.result) if self.result is not None else None, "created_at": self.created_at,
        }


class FollowUpChannel(Protocol):
    """Delivers a follow-up outside the call. `send` returns once the receiver has accepted
    it, and raises `DeliveryError` when it could not be delivered (after its own retries)."""

    name: str

    async def send(self, followup: FollowUp) -> None: ...


# -- the language model -------------------------------------------------------------------------


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text, exactly as the model produced it


@dataclass(frozen=True)
class ChatResult:
    content: str | None
    tool_calls: tuple[ToolCall, ...] = ()
    usage: dict[str, Any] = field(default_factory=dict)


class LLM(Protocol):
    """An OpenAI-compatible chat-completions model. Errors surface as `LLMError`."""

    model: str

    async def chat(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        json_output: bool = False,
    ) -> ChatResult: ...


@dataclass(frozen=True)
class IntentTarget:
    """Something a caller's words can mean: a guideline (`id` is its id) or one of the
    engine's conversational intents (`intent:status`, ...), with the phrasings that say it,
    already masked (slot values replaced by placeholders) and with glossary synonyms folded."""

    id: str
    phrasings: tuple[str, ...]


class IntentMatcher(Protocol):
    """Strict mode's sense of meaning: how close the caller's words are to each target.

    `fit` is called once when an agent is loaded, `scores` once per caller turn; the engine
    calls both in a worker thread, so they may block (model inference). Scores are in [0, 1];
    `accept`, `strong` and `margin` say how to read them: a target at or above `accept` is a
    match, tools that act on the world and handoffs need `strong`, and two matches closer
    than `margin` are ambiguous (the agent asks which one the caller meant). `semantic` says
    whether the scores carry meaning (nearness of sense, as an embedding model's) rather than
    shared words: only then does strict mode add its contrast classes (cancelling the agent's
    things, other services), which weigh verbs against shared things and need meaning to work.
    """

    name: str
    accept: float
    strong: float
    margin: float
    semantic: bool

    def fit(self, targets: Sequence[IntentTarget]) -> None: ...

    def scores(self, text: str) -> dict[str, float]: ...


@runtime_checkable
class ScoresAhead(Protocol):
    """An `IntentMatcher` that may start the work for texts a turn's reading will score next
    (a long turn's last request, the words around a thing) while it scores the whole turn, and
    prepare the turn's likely words while the speech act is read, so that they run side by side.
    Optional: a matcher without it scores each text when asked."""

    def ahead(self, texts: Iterable[str]) -> None: ...

    def beside(self, text: str, work: Callable[[], T]) -> T:
        """`work()`'s result, `work` run while the matcher prepares to score `text` (the turn's
        likely words, while its speech act is read)."""
        ...
