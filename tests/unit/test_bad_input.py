"""Bad input gets a clear error event and the session keeps working."""

from __future__ import annotations

import asyncio

import pytest

import voice_agent as va
from voice_agent.examples import airline as ex


async def errors(session: va.Session) -> list[str]:
    return [e.data["data"]["message"] for e in await session.events(kinds=[va.EventKind.STATUS])
            if e.data.get("status") == "error"]


async def make_agent(server: va.Server, tool: va.Tool, timeout_s: float = 20.0) -> va.Agent:
    agent = va.Agent("Broken", id=f"broken-{tool.name}", work=va.WorkSettings(tool_timeout_s=timeout_s))
    await agent.create_guideline("the customer wants a quote", "give a quote", [tool], examples=["give me a quote"])
    await agent.create_canned_response("Here is your quote.", signals=["give a quote"])
    return await server.add_agent(agent)


async def test_a_tool_that_raises(server: va.Server) -> None:
    @va.tool
    async def quote() -> va.ToolResult:
        raise KeyError("pricing table")

    session = await server.create_session(await make_agent(server, quote))
    reply = await session.post_customer_message("give me a quote", wait=True)
    assert reply.message == "Sorry, something went wrong on my side. Could you try that again?"
    assert any("tool quote failed: KeyError" in m for m in await errors(session))
    hello = await session.post_customer_message("hello", wait=True)
    assert hello.source is va.EventSource.AI_AGENT  # the session keeps working


async def test_a_tool_that_hangs_past_its_timeout(server: va.Server) -> None:
    @va.tool
    async def quote() -> va.ToolResult:
        await asyncio.sleep(60)
        return va.ToolResult(data={"amount": "1"})

    session = await server.create_session(await make_agent(server, quote, timeout_s=0.2))
    reply = await session.post_customer_message("give me a quote", wait=True)
    assert "something went wrong" in (reply.message or "")
    assert any("ran past its 0.2 s timeout" in m for m in await errors(session))


async def test_a_tool_that_returns_the_wrong_type(server: va.Server) -> None:
    @va.tool
    async def quote() -> va.ToolResult:
        return {"amount": 3}  # type: ignore[return-value]

    session = await server.create_session(await make_agent(server, quote))
    await session.post_customer_message("give me a quote", wait=True)
    assert any("returned dict, not a ToolResult" in m for m in await errors(session))


async def test_a_100_kb_message_is_recorded_and_refused_clearly(server: va.Server) -> None:
    session = await server.create_session(ex.agent)
    huge = "book flight BA 117 " * 6000  # about 110 kB
    event = await session.post_customer_message(huge, wait=True)
    assert event.message == huge  # nothing lost
    [err] = await errors(session)
    assert "message too long" in err and "send a shorter message" in err
    reply = await session.post_customer_message("hello", wait=True)
    assert reply.source is va.EventSource.AI_AGENT


async def test_empty_messages_and_bad_modes_raise_clear_errors(server: va.Server) -> None:
    session = await server.create_session(ex.agent)
    with pytest.raises(va.InvalidInputError, match="non-empty text"):
        await session.post_customer_message("   ")
    with pytest.raises(va.InvalidInputError, match="mode must be 'auto' or 'manual'"):
        await session.update(mode="paused")
    with pytest.raises(va.SessionNotFoundError):
        await server.get_session(id="ses_missing")


async def test_sync_tools_and_unknown_extractors_are_rejected_at_declaration() -> None:
    with pytest.raises(TypeError, match="needs an async function"):
        va.tool(lambda: None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="unknown parameters"):
        @va.tool(extract={"nope": lambda t: t})
        async def f(x: str) -> va.ToolResult:
            return va.ToolResult()
