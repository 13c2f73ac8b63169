"""The API's routes: agents, sessions, events (long poll and server-sent events), work."""


import asyncio
from collections.abc import AsyncIterator, Sequence
from typing import Annotated, Any

from fastapi import APIRouter, Header, HTTPException, Path, Query, Request, Response
from fastapi.responses import StreamingResponse

import voice_agent as va
from adapters.http.auth import AuthorizationPolicy, Permission, PermissionDeniedError
from adapters.http.models import (
    AgentOut,
    ErrorOut,
    EventCreate,
    EventOut,
    SessionCreate,
    SessionListing,
    SessionOut,
    SessionPatch,
    WorkOut,
)
from adapters.http.settings import HttpSettings
from voice_agent.ids import AgentId, CustomerId, SessionId
from voice_agent.session.records import SessionChanges

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
        (413, "request body too large"), (429, "rate limited"),
    )
}

SessionIdPath = Annotated[str, Path(description="the session id")]


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


def api_router(
    server: va.Server, policy: AuthorizationPolicy, settings: HttpSettings, closing: asyncio.Event
) -> APIRouter:
    """`closing`, once set, ends every event stream (so a server can shut down promptly)."""
    router = APIRouter(responses=ERRORS)

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
        kind_list = _kinds(kinds)
        if sse:
            return _stream(record.id, min_offset, kind_list, source, None, await _reader(request))
        if wait_for_data > 0:
            events = await server.wait_for_events(record.id, min_offset=min_offset, kinds=kind_list,
                                                  source=source, timeout=float(wait_for_data))
        else:
            events = await server.store.list_events(record.id, min_offset=min_offset, kinds=kind_list, source=source)
        trace = trace_id or correlation_id
        shown = [e for e in events if trace is None or e.trace_id == trace]
        await server.acknowledge_read(record.id, shown, await _reader(request))  # a read delivers
        return [EventOut.of(e) for e in shown]

    async def _reader(request: Request) -> str:
        return "customer" if await policy.customer_scope(request) is not None else "operator"

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
        return _stream(record.id, min_offset, _kinds(kinds), source, last_event_id, await _reader(request))

    def _stream(session_id: SessionId, min_offset: int, kinds: list[va.EventKind] | None,
                source: va.EventSource | None, last_event_id: str | None, reader: str = "operator",
                ) -> StreamingResponse:
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
                for event in events:
                    offset = event.offset + 1
                    yield _sse(event)
                await server.acknowledge_read(session_id, events, reader)  # sent to a reader
                if events:
                    quiet_since = loop.time()
                elif loop.time() - quiet_since >= settings.sse_keepalive_s:
                    quiet_since = loop.time()
                    yield ": keepalive\n\n"

        return StreamingResponse(frames(), media_type="text/event-stream",
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
            participant = body.participant.model_dump(exclude_none=True) if body.participant else None
            event = await session.post_operator_message(
                text, participant=participant, source=va.EventSource(body.source))
        elif text:
            event = await session.emit_message(text)
        else:
            event = await _utter(session, body.rule_texts())
        return EventOut.of(event)

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
