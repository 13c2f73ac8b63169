"""The HTTP boundary's shapes. Requests forbid unknown fields; responses follow what the public
Parlant client reads (`creation_utc` as ISO 8601, `correlation_id`, `consumption_offsets`).

Every field a client can set is bounded here; the body as a whole (depth, Unicode, numbers,
duplicate keys) was already checked by json_body.py. The limits on what a session holds after
several updates (labels, metadata bytes) are checked by the routes against the merged record.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)

from voice_agent import Agent, Event, SessionRecord, WorkEntry

MAX_LABELS = 50  # per session
MAX_METADATA_BYTES = 16 * 1024  # per session, as compact UTF-8 JSON
MAX_METADATA_DEPTH = 8  # levels within one metadata value
MAX_METADATA_KEYS = 100  # per request


def _single_line(text: str) -> str:
    if any(ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 for c in text):
        raise ValueError("must not contain control characters (newlines, tabs, escapes): send one line of text")
    return text


def _depth(value: Any) -> int:
    """Levels of nesting: 0 for a scalar, 1 for a flat list or object. The body was depth-checked
    already (json_body.py), so this recursion is bounded."""
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


def metadata_bytes(metadata: Any) -> int:
    return len(json.dumps(metadata, ensure_ascii=False, separators=(",", ":")).encode())


def _bounded_value(value: Any) -> Any:
    if (depth := _depth(value)) > MAX_METADATA_DEPTH:
        raise ValueError(f"metadata values may nest at most {MAX_METADATA_DEPTH} levels; this one nests {depth}: "
                         "flatten it, or keep the structure elsewhere and store a reference")
    return value


def _bounded_metadata(metadata: dict[str, Any] | None) -> dict[str, Any] | None:
    if metadata is not None and (size := metadata_bytes(metadata)) > MAX_METADATA_BYTES:
        raise ValueError(f"metadata is {size} bytes as JSON; a session holds at most {MAX_METADATA_BYTES}: "
                         "store large data elsewhere and keep a reference here")
    return metadata


SingleLine = AfterValidator(_single_line)
Label = Annotated[str, StringConstraints(min_length=1, max_length=100, strip_whitespace=True), SingleLine]
MetadataKey = Annotated[str, StringConstraints(min_length=1, max_length=200), SingleLine]
MetadataValue = Annotated[Any, AfterValidator(_bounded_value)]
Metadata = Annotated[dict[MetadataKey, MetadataValue], Field(max_length=MAX_METADATA_KEYS),
                     AfterValidator(_bounded_metadata)]
IDENTIFIER_PATTERN = r"^[A-Za-z0-9_.:@\-]+$"
Identifier = Annotated[str, StringConstraints(min_length=1, max_length=200, pattern=IDENTIFIER_PATTERN)]
Title = Annotated[str, StringConstraints(max_length=500), SingleLine]
MessageText = Annotated[str, StringConstraints(max_length=8000)]
RuleText = Annotated[str, StringConstraints(min_length=1, max_length=2000)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


def iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, tz=UTC).isoformat()


# -- requests -----------------------------------------------------------------------------------------


class SessionCreate(Strict):
    agent_id: Identifier
    customer_id: Identifier | None = None
    customer_represented_by_an_agent: bool = Field(
        False, description="The customer is an AI agent waiting for replies in the same turn. "
                           "Fixed for the life of the session.")
    title: Title | None = Field(None, description="Operators and admins only.")
    metadata: Metadata | None = None
    labels: list[Label] | None = Field(None, max_length=MAX_LABELS, description="Operators and admins only.")


class LabelsPatch(Strict):
    add: list[Label] | None = Field(None, max_length=50)
    upsert: list[Label] | None = Field(None, max_length=50, description="Same as `add` (Parlant's name).")
    remove: list[Label] | None = Field(None, max_length=50)


class MetadataPatch(Strict):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    set_: Metadata | None = Field(None, alias="set")
    unset: list[MetadataKey] | None = Field(None, max_length=100)


class ConsumptionOffsetsPatch(Strict):
    client: int | None = Field(None, ge=0, le=2**31)


class SessionPatch(Strict):
    """One atomic update: mode, title, labels and metadata together."""

    mode: Literal["auto", "manual"] | None = None
    title: Title | None = None
    labels: LabelsPatch | None = None
    metadata: MetadataPatch | None = None
    consumption_offsets: ConsumptionOffsetsPatch | None = Field(
        None, description="Accepted for compatibility with the Parlant client; not stored.")
    customer_id: Identifier | None = Field(None, description="Fixed: accepted only if unchanged.")
    agent_id: Identifier | None = Field(None, description="Fixed: accepted only if unchanged.")


class ParticipantIn(Strict):
    """Who wrote a human agent's message. With bearer tokens `id` is the token's subject: leave
    it out, or send that; `display_name` defaults to it."""

    id: Identifier | None = None
    display_name: Annotated[str, StringConstraints(min_length=1, max_length=200), SingleLine] | None = None


class RuleIn(Strict):
    content: RuleText


class GuidelineIn(Strict):
    """Parlant's `AgentMessageGuideline`: `action` is the rule's content."""

    action: RuleText
    rationale: Annotated[str, StringConstraints(max_length=100), SingleLine] | None = None


EventSourceIn = Literal["customer", "human_agent", "human_agent_on_behalf_of_ai_agent", "ai_agent"]


class EventCreate(Strict):
    kind: Literal["message"]
    source: EventSourceIn
    message: MessageText | None = None
    participant: ParticipantIn | None = None
    rules: list[RuleIn] | None = Field(None, max_length=20)
    guidelines: list[GuidelineIn] | None = Field(None, max_length=20)

    @model_validator(mode="after")
    def _consistent(self) -> EventCreate:
        has_text = bool(self.message and self.message.strip())
        rules = self.rule_texts()
        if self.rules is not None and self.guidelines is not None:
            raise ValueError("send `rules` or `guidelines`, not both")
        if self.source == "ai_agent":
            if has_text and rules:
                raise ValueError("an ai_agent event takes `message` (said verbatim) or `rules` (the agent "
                                 "composes the message), not both")
            if not has_text and not rules:
                raise ValueError("an ai_agent event needs `rules` (or `guidelines`) or a `message`")
        else:
            if rules:
                raise ValueError(f"`rules` and `guidelines` only apply to source ai_agent, not {self.source}")
            if not has_text:
                raise ValueError("`message` must be non-empty text")
        if self.source in ("customer", "ai_agent") and self.participant is not None:
            raise ValueError(f"`participant` only applies to human agent messages, not {self.source}")
        return self

    def rule_texts(self) -> list[str]:
        if self.rules:
            return [r.content for r in self.rules]
        if self.guidelines:
            return [g.action for g in self.guidelines]
        return []


# -- responses -------------------------------------------------------------------------------------------


class AgentOut(BaseModel):
    id: str
    name: str
    description: str | None
    composition_mode: str
    message_output_mode: str = "block"

    @classmethod
    def of(cls, agent: Agent) -> AgentOut:
        mode = "fluid" if agent.composition == "fluid" else "strict_canned"
        return cls(id=agent.id, name=agent.name, description=agent.description or None, composition_mode=mode)


class ConsumptionOffsetsOut(BaseModel):
    client: int | None = None


class SessionOut(BaseModel):
    id: str
    agent_id: str
    customer_id: str
    creation_utc: str
    title: str | None
    mode: Literal["auto", "manual"]
    labels: list[str]
    metadata: dict[str, Any]
    customer_represented_by_an_agent: bool
    consumption_offsets: ConsumptionOffsetsOut = ConsumptionOffsetsOut()

    @classmethod
    def of(cls, record: SessionRecord) -> SessionOut:
        d = record.to_dict()
        d["creation_utc"] = iso(record.created_at)
        return cls(**d)


class SessionListing(BaseModel):
    items: list[SessionOut]
    total_count: int
    has_more: bool
    next_cursor: str | None


class EventOut(BaseModel):
    id: str
    session_id: str
    offset: int
    kind: str
    source: str
    trace_id: str
    correlation_id: str
    creation_utc: str
    data: dict[str, Any]
    metadata: dict[str, Any] = Field(default_factory=dict)
    deleted: bool = False

    @classmethod
    def of(cls, event: Event) -> EventOut:
        return cls(
            id=event.id, session_id=event.session_id, offset=event.offset, kind=event.kind.value,
            source=event.source.value, trace_id=event.trace_id, correlation_id=event.trace_id,
            creation_utc=iso(event.created_at), data=dict(event.data),
        )


class WorkOut(BaseModel):
    id: str
    session_id: str
    key: str
    tool: str
    arguments: dict[str, Any]
    state: str
    pending: bool
    retryable: bool
    trace_id: str
    created_at: float
    updated_at: float
    outcome: str | None
    result: Any
    error: str | None
    delivery: dict[str, Any] | None
    delivery_attempts: int
    progress_rules: list[str]
    duplicates: int
    history: list[list[Any]]

    @classmethod
    def of(cls, entry: WorkEntry) -> WorkOut:
        d = entry.to_dict()
        return cls(**d, pending=entry.pending, retryable=entry.state.value == "delivery_failed")


class ErrorOut(BaseModel):
    detail: Any
