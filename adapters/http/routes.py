"""The API's routes: agents, sessions, events (long poll and server-sent events), work.

Who may set what, beyond the role's permissions (auth.py):
- labels and a title at creation need `update_session` (operators, admins): they steer the
  operator queue (`needs-human`, `delivery-failed`), which a customer must not fill;
- a human agent's message is signed with the caller's own id when its token gives one;
- a caller without `read_internal_events` (a customer) reads the event log through views.py.
"""


import asyncio
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Annotated, Any

from fastapi import APIRouter, Header, HTTPException, Path, Query, Request, Response
from fastapi.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

import voice_agent as va
from adapters.http.auth import AuthorizationPolicy, Permission, PermissionDeniedError
from adapters.http.limits import StreamSlots
from adapters.http.models import (
    MAX_LABELS,
    MAX_METADATA_BYTES,
    AgentOut,
    ErrorOut,
    EventCreate,
    EventOut,
    SessionCreate,
    SessionListing,
    SessionOut,
    SessionPatch,
    WorkOut,
    metadata_bytes,
)
from adapters.http.settings import HttpSettings
from adapters.http.views import customer_event, customer_kinds
from voice_agent.ids import AgentId, CustomerId, SessionId
from voice_agent.session.records import SessionChanges
from voice_agent.session.store import apply_changes

SOURCE_PERMISSION = {
    "customer": Permission.CREATE_CUSTOMER_EVENT,
    "human_agent": Permission.CREATE_HUMAN_AGENT_EVENT,
    "human_agent_on_behalf_of_ai_agent": Permission.CREATE_HUMAN_AGENT_EVENT,
    "ai_agent": Permission.CREATE_AI_AGENT_EVENT,
}

ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorOut, "description": text} for code, text in (
        (400, "malformed request"), (401, "authentication required or invalid token"),
        (403, "not allowed"), (404, "not found"), (409, "conflicts with the session's state"),
        (413, "request body too large"), (415, "the body is not JSON"), (429, "rate limited"),
        (431, "request headers too large"),
    )
}

SessionIdPath = Annotated[str, Path(description="the session id")]
View = Callable[[va.Event], va.Event | None]


def _split(values: Sequence[str] | None) -> list[str]:
    """`a,b` and repeated parameters alike."""
    return [v.strip() for raw in values or () for v in raw.split(",") if v.strip()]


def _kinds(values: Sequence[str] | None) -> list[va.EventKind] | None:
    names = _split(values)
    if not names:
        return None
    try:
        return [va.EventKind(n) for n in names]
    except ValueError:
        allowed = ", ".join(k.value for k in va.EventKind)
        raise HTTPException(422, f"kinds must be a comma-separated list of: {allowed}") from None


def _sse(event: va.Event) -> str:
    payload = EventOut.of(event).model_dump_json()
    return f"id: {event.offset}\nevent: {event.kind.value}\ndata: {payload}\n\n"


class SlotStreamingResponse(StreamingResponse):
    """Gives its stream slot back when the response ends, however it ends (the client may go
    away mid-stream; the generator's own `finally` would wait for garbage collection then)."""

    def __init__(self, *args: Any, slots: StreamSlots, client: str, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._slots, self._client = slots, client

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            self._slots.give_back(self._client)


def api_router(
    server: va.Server, policy: AuthorizationPolicy, settings: HttpSettings, closing: asyncio.Event
) -> APIRouter:
    """`closing`, once set, ends every event stream (so a server can shut down promptly)."""
    router = APIRouter(responses=ERRORS)
    slots = StreamSlots(settings.max_streams_per_client)

    async def load(request: Request, session_id: str, permission: Permission) -> va.SessionRecord:
        """Authorize the role, load the session (404), then authorize access to it."""
        await policy.authorize(request, permission)
        if len(session_id) > 200:
            raise HTTPException(404, "no such session")
        record = await server.store.get_session(SessionId(session_id))
        if record is None:
            raise HTTPException(404, "no such session")
        await policy.authorize_session(request, permission, record)
        return record

    # -- agents ---------------------------------------------------------------------------------

    @router.get("/agents", response_model=list[AgentOut], tags=["agents"])
    async def list_agents(request: Request) -> list[AgentOut]:
        await policy.authorize(request, Permission.READ_AGENTS)
        return [AgentOut.of(a) for a in server.agents]

    # -- sessions --------------------------------------------------------------------------------

    @router.post("/sessions", status_code=201, response_model=SessionOut, tags=["sessions"])
    async def create_session(
        request: Request, body: SessionCreate,
        allow_greeting: Annotated[bool | None, Query(description="accepted for compatibility; ignored")] = None,
    ) -> SessionOut:
        await policy.authorize(request, Permission.CREATE_SESSION)
        if (body.labels or body.title is not None) and not await policy.check_permission(
                request, Permission.UPDATE_SESSION):
            raise PermissionDeniedError(
                "labels and a title are set by operators (they steer the operator queue); "
                "a customer may set `metadata` and `customer_represented_by_an_agent`")
        customer_id = body.customer_id
        scope = await policy.customer_scope(request)
        if scope is not None:
            if customer_id is not None and customer_id != scope:
                raise PermissionDeniedError("a customer may only create sessions for itself")
            customer_id = scope
        agent = server.find_agent(body.agent_id)
        if agent is None:
            raise HTTPException(422, f"unknown agent_id; GET /agents lists the {len(server.agents)} served here")
        session = await server.create_session(
            agent, customer_id=customer_id, customer_represented_by_an_agent=body.customer_represented_by_an_agent,
            title=body.title, metadata=body.metadata, labels=body.labels or (),
        )
        return SessionOut.of(session.record)

    @router.get("/sessions", response_model=SessionListing, tags=["sessions"])
    async def list_sessions(
        request: Request,
        agent_id: Annotated[str | None, Query(max_length=200)] = None,
        customer_id: Annotated[str | None, Query(max_length=200)] = None,
        labels: Annotated[list[str] | None, Query(description="all must be present; comma-separated or repeated")] = None,
        limit: Annotated[int, Query(ge=1, le=settings.list_max)] = 100,
        cursor: Annotated[str | None, Query(max_length=200, description="next_cursor of the previous page")] = None,
    ) -> SessionListing:
        await policy.authorize(request, Permission.LIST_SESSIONS)
        scope = await policy.customer_scope(request)
        if scope is not None:
            if customer_id is not None and customer_id != scope:
                raise PermissionDeniedError("a customer may only list its own sessions")
            customer_id = scope
        base = va.SessionFilter(
            agent_id=AgentId(agent_id) if agent_id else None,
            customer_id=CustomerId(customer_id) if customer_id else None,
            labels=frozenset(_split(labels)),
        )
        page = await server.list_sessions(va.SessionFilter(
            agent_id=base.agent_id, customer_id=base.customer_id, labels=base.labels,
            limit=limit + 1, after=SessionId(cursor) if cursor else None,
        ))
        total = len(await server.list_sessions(va.SessionFilter(
            agent_id=base.agent_id, customer_id=base.customer_id, labels=base.labels, limit=2**31 - 1)))
        has_more = len(page) > limit
        items = page[:limit]
        return SessionListing(
            items=[SessionOut.of(r) for r in items], total_count=total, has_more=has_more,
            next_cursor=items[-1].id if has_more and items else None,
        )

    @router.get("/sessions/{session_id}", response_model=SessionOut, tags=["sessions"])
    async def read_session(request: Request, session_id: SessionIdPath) -> SessionOut:
        return SessionOut.of(await load(request, session_id, Permission.READ_SESSION))

    @router.patch("/sessions/{session_id}", response_model=SessionOut, tags=["sessions"])
    async def update_session(request: Request, session_id: SessionIdPath, body: SessionPatch) -> SessionOut:
        record = await load(request, session_id, Permission.UPDATE_SESSION)
        if body.customer_id is not None and body.customer_id != record.customer_id:
            raise HTTPException(422, "customer_id is fixed for the life of the session")
        if body.agent_id is not None and body.agent_id != record.agent_id:
            raise HTTPException(422, "agent_id is fixed for the life of the session")
        changes = _changes(body)
        if not changes:
            return SessionOut.of(record)
        _check_totals(apply_changes(record, changes))
        # One store update, so mode, labels and metadata change together; then the live side
        # (if this process holds it) picks the new state up at once.
        updated = await server.store.update_session(record.id, changes)
        live = server.live(record.id)
        if live is not None:
            await live.refresh()
        server.notify(record.id)
        return SessionOut.of(updated)

    @router.delete("/sessions/{session_id}", status_code=204, response_class=Response, tags=["sessions"])
    async def delete_session(request: Request, session_id: SessionIdPath) -> Response:
        record = await load(request, session_id, Permission.DELETE_SESSION)
        await server.delete_session(record.id)
        return Response(status_code=204)

    # -- events ----------------------------------------------------------------------------------

    @router.get("/sessions/{session_id}/events", response_model=list[EventOut], tags=["events"])
    async def list_events(
        request: Request,
        session_id: SessionIdPath,
        min_offset: Annotated[int, Query(ge=0, le=2**31)] = 0,
        kinds: Annotated[list[str] | None, Query(description="comma-separated: message,tool,status,custom")] = None,
        source: va.EventSource | None = None,
        trace_id: Annotated[str | None, Query(max_length=200)] = None,
        correlation_id: Annotated[str | None, Query(max_length=200, description="same as trace_id")] = None,
        wait_for_data: Annotated[int, Query(ge=0, le=settings.long_poll_max_s,
                                            description="seconds to wait for a first event")] = 0,
        sse: Annotated[bool, Query(description="answer with a server-sent event stream")] = False,
    ) -> Any:
        record = await load(request, session_id, Permission.READ_EVENTS)
        view, kind_list = await _visible(request, kinds)
        if sse:
            return await _stream(request, record.id, min_offset, kinds, source, None)
        if kind_list == []:
            return []
        if wait_for_data > 0:
            client = await policy.client_key(request)
            slots.take(client)
            try:
                events = await server.wait_for_events(record.id, min_offset=min_offset, kinds=kind_list,
                                                      source=source, timeout=float(wait_for_data))
            finally:
                slots.give_back(client)
        else:
            events = await server.store.list_events(record.id, min_offset=min_offset, kinds=kind_list, source=source)
        trace = trace_id or correlation_id
        shown = [e for e in events if trace is None or e.trace_id == trace]
        # A read delivers what it showed (the original events: the customer view drops work ids).
        read = shown if view is None else [e for e in shown if view(e) is not None]
        await server.acknowledge_read(record.id, read, await _reader(request))
        return [EventOut.of(e) for e in (shown if view is None else filter(None, map(view, shown)))]

    async def _visible(request: Request, kinds: list[str] | None) -> tuple[View | None, list[va.EventKind] | None]:
        """How the caller sees the log: staff (None, the kinds asked for); others the function
        that shows them an event, and the kinds asked for within what they may see."""
        if await policy.check_permission(request, Permission.READ_INTERNAL_EVENTS):
            return None, _kinds(kinds)
        return customer_event, customer_kinds(_kinds(kinds))

    async def _reader(request: Request) -> str:
        """Who reads: the customer (a customer token, or an unattributed client of the
        development policy) or an operator (a staff token, or a client that says so, as the
        console does). Only a customer's read delivers an answer: an operator seeing a line in
        the console has not told the caller anything."""
        if await policy.customer_scope(request) is not None:
            return "customer"
        if request.headers.get("x-voice-agent-reader", "").lower() == "operator":
            return "operator"
        return "customer" if policy.name == "development" else "operator"

    @router.get(
        "/sessions/{session_id}/events/stream", tags=["events"], response_class=StreamingResponse,
        responses={200: {"content": {"text/event-stream": {}}, "description": "one SSE `data:` line per event"}},
    )
    async def stream_events(
        request: Request,
        session_id: SessionIdPath,
        min_offset: Annotated[int, Query(ge=0, le=2**31)] = 0,
        kinds: Annotated[list[str] | None, Query(description="comma-separated: message,tool,status,custom")] = None,
        source: va.EventSource | None = None,
        last_event_id: Annotated[str | None, Header(max_length=20)] = None,
    ) -> StreamingResponse:
        record = await load(request, session_id, Permission.READ_EVENTS)
        return await _stream(request, record.id, min_offset, kinds, source, last_event_id)

    async def _stream(request: Request, session_id: SessionId, min_offset: int, requested: list[str] | None,
                      source: va.EventSource | None, last_event_id: str | None) -> StreamingResponse:
        view, kinds = await _visible(request, requested)
        client = await policy.client_key(request)
        reader = await _reader(request)
        start = min_offset
        if last_event_id is not None and last_event_id.isdigit():
            start = max(start, int(last_event_id) + 1)  # a reconnecting EventSource resumes

        async def frames() -> AsyncIterator[str]:
            loop = asyncio.get_running_loop()
            end = loop.time() + settings.sse_max_s
            quiet_since = loop.time()
            offset = start
            yield "retry: 1000\n\n"
            while (left := end - loop.time()) > 0 and not closing.is_set():
                try:
                    # Short waits, so a closing server ends the stream within half a second.
                    events = await server.wait_for_events(
                        session_id, min_offset=offset, kinds=kinds, source=source, timeout=min(left, 0.5))
                except va.SessionNotFoundError:
                    yield "event: end\ndata: {\"reason\": \"session deleted\"}\n\n"
                    return
                seen: list[va.Event] = []
                for event in events:
                    offset = event.offset + 1
                    shown = event if view is None else view(event)
                    if shown is not None:
                        yield _sse(shown)
                        seen.append(event)
                if seen:
                    await server.acknowledge_read(session_id, seen, reader)  # sent to a reader
                if events:
                    quiet_since = loop.time()
                elif loop.time() - quiet_since >= settings.sse_keepalive_s:
                    quiet_since = loop.time()
                    yield ": keepalive\n\n"

        slots.take(client)  # the last step: the response gives it back once it has run
        return SlotStreamingResponse(frames(), media_type="text/event-stream", slots=slots, client=client,
                                     headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})

    @router.post("/sessions/{session_id}/events", status_code=201, response_model=EventOut, tags=["events"])
    async def create_event(
        request: Request, session_id: SessionIdPath, body: EventCreate,
        moderation: Annotated[str | None, Query(max_length=20, description="accepted for compatibility; ignored")] = None,
    ) -> EventOut:
        record = await load(request, session_id, SOURCE_PERMISSION[body.source])
        session = await server.get_session(record.id)
        text = (body.message or "").strip()
        if body.source == "customer":
            event = await session.post_customer_message(text)
        elif body.source in ("human_agent", "human_agent_on_behalf_of_ai_agent"):
            event = await session.post_operator_message(
                text, participant=await _participant(request, body), source=va.EventSource(body.source))
        elif text:
            event = await session.emit_message(text)
        else:
            event = await _utter(session, body.rule_texts())
        return EventOut.of(event)

    async def _participant(request: Request, body: EventCreate) -> dict[str, str] | None:
        """Who wrote a human agent's message: the token's subject where there is a token, so one
        operator cannot write as another; else (development policy) what the body says."""
        given = body.participant
        own = await policy.identity(request)
        if own is not None:
            if given is not None and given.id is not None and given.id != own:
                raise PermissionDeniedError(f"you may only write as yourself: participant.id must be {own!r} "
                                            "(your token's subject) or left out")
            return {"id": own, "display_name": given.display_name if given and given.display_name else own}
        if given is None or not given.id:
            if body.source == "human_agent":
                raise HTTPException(422, "a human_agent message needs `participant` with `id` and `display_name`")
            return None
        return {"id": given.id, "display_name": given.display_name or given.id}

    async def _utter(session: va.Session, rules: list[str]) -> va.Event:
        if session.record.mode is va.SessionMode.MANUAL:
            raise HTTPException(409, "the session is in manual mode, where the agent stays silent; "
                                     "post a human_agent message, or an ai_agent `message` (said verbatim)")
        agent = server.find_agent(session.agent_id)
        if agent is None:
            raise va.ConfigurationError("the session's agent is not served here")
        before = await session.events(kinds=[va.EventKind.MESSAGE])
        start = before[-1].offset + 1 if before else 0
        text = await agent.utter(session=session, rules=[{"content": r} for r in rules])
        # utter returns the text once posted; its event is the agent message carrying it.
        for event in await session.events(min_offset=start, kinds=[va.EventKind.MESSAGE],
                                          source=va.EventSource.AI_AGENT):
            if event.message == text:
                return event
        raise va.DeliveryError("the uttered message is not in the session log")

    # -- pending work ---------------------------------------------------------------------------

    @router.get("/sessions/{session_id}/work", response_model=list[WorkOut], tags=["work"])
    async def list_work(request: Request, session_id: SessionIdPath) -> list[WorkOut]:
        record = await load(request, session_id, Permission.READ_WORK)
        # A Session view reads the live ledger when this process holds the session, else the store.
        return [WorkOut.of(w) for w in await va.Session(server, record).work()]

    @router.post("/sessions/{session_id}/work/{work_id}/retry", status_code=202, response_model=WorkOut,
                 tags=["work"])
    async def retry_work(request: Request, session_id: SessionIdPath, work_id: str) -> WorkOut:
        record = await load(request, session_id, Permission.RETRY_WORK)
        session = await server.get_session(record.id)
        entry = next((w for w in await session.work() if w.id == work_id), None)
        if entry is None:
            raise HTTPException(404, "no such work in this session")
        if entry.state is not va.WorkState.DELIVERY_FAILED:
            raise HTTPException(409, f"the work is {entry.state.value}; only delivery_failed work can be retried")
        kind = (entry.delivery or {}).get("kind")
        if session.record.mode is va.SessionMode.MANUAL and kind != "verbatim":
            raise HTTPException(409, "the session is in manual mode, where the agent stays silent; "
                                     "hand the session back to the agent, then retry the delivery")
        try:
            await session.retry_delivery(work_id)
        except va.InvalidInputError:
            raise HTTPException(409, "the work can no longer be retried") from None
        reopened = next((w for w in await session.work() if w.id == work_id), entry)
        return WorkOut.of(reopened)

    return router


def _check_totals(updated: va.SessionRecord) -> None:
    """What a session holds after an update stays within the limits one request has. Checked on
    the record as read before the update: two concurrent updates may each pass and together
    exceed a limit, by at most one request's worth."""
    if len(updated.labels) > MAX_LABELS:
        raise HTTPException(422, f"a session holds at most {MAX_LABELS} labels; this change would leave "
                                 f"{len(updated.labels)}: remove some in the same request")
    if (size := metadata_bytes(dict(updated.metadata))) > MAX_METADATA_BYTES:
        raise HTTPException(422, f"the session's metadata would be {size} bytes as JSON, more than the "
                                 f"{MAX_METADATA_BYTES} a session holds: unset keys you no longer need")


def _changes(body: SessionPatch) -> SessionChanges:
    changes: SessionChanges = {}
    if body.mode is not None:
        changes["mode"] = va.SessionMode(body.mode)
    if "title" in body.model_fields_set:
        changes["title"] = body.title
    if body.labels is not None:
        add = [*(body.labels.add or ()), *(body.labels.upsert or ())]
        if add:
            changes["labels_add"] = add
        if body.labels.remove:
            changes["labels_remove"] = list(body.labels.remove)
    if body.metadata is not None:
        if body.metadata.set_:
            changes["metadata_set"] = dict(body.metadata.set_)
        if body.metadata.unset:
            changes["metadata_unset"] = list(body.metadata.unset)
    return changes
