"""OpenAI chat completions (`POST /v1/chat/completions`) with scripted replies, streamed as the
real service does: server-sent events, content split across chunks, tool calls whose arguments
arrive in pieces, then `finish_reason` and `data: [DONE]`.

Tests queue replies on `ChatScript.replies` (`text(...)`, `tool_call(...)`, `error(500)`, or a
function of the request body) and read what the model was shown in `ChatScript.requests`.
With nothing queued the answer is "(no scripted reply)".
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import web

from .appkey import SIM
from .speech import check_bearer, openai_error

if TYPE_CHECKING:
    from .server import CloudSim

Reply = dict[str, Any] | Callable[[dict[str, Any]], dict[str, Any]]


def text(content: str) -> dict[str, Any]:
    return {"content": content}


def tool_call(name: str, arguments: str | dict[str, Any], call_id: str = "call_1") -> dict[str, Any]:
    args = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return {"tool_calls": [{"id": call_id, "name": name, "arguments": args}]}


def error(status: int = 500) -> dict[str, Any]:
    return {"error": status}


class ChatScript:
    def __init__(self) -> None:
        self.replies: list[Reply] = []
        self.requests: list[dict[str, Any]] = []


def _sse(obj: dict[str, Any]) -> bytes:
    return f"data: {json.dumps(obj)}\n\n".encode()


async def completions(request: web.Request) -> web.StreamResponse:
    sim: CloudSim = request.app[SIM]
    received = time.monotonic()
    if (denied := check_bearer(request)) is not None:
        return denied
    body = await request.json()
    sim.chat.requests.append(body)
    sim.log("chat_request", messages=len(body.get("messages", [])))
    fault = sim.faults.take("chat", "request", kinds=("reject", "stall", "drop"))
    if fault is not None and fault.kind == "stall":
        await asyncio.sleep(fault.stall_s)
    reply = sim.chat.replies.pop(0) if sim.chat.replies else text("(no scripted reply)")
    if callable(reply):
        reply = reply(body)
    if fault is not None and fault.kind == "reject":
        reply = error(fault.status)
    if "error" in reply:
        return openai_error(int(reply["error"]), "scripted failure", "server_error")
    await asyncio.sleep(max(0.0, received + sim.timing.chat_first_token.sample(sim.timing.rng) - time.monotonic()))
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)
    gap = 1.0 / max(sim.timing.chat_tokens_per_s, 1e-3)
    head = {"id": f"chatcmpl-{int(received * 1e6):x}", "object": "chat.completion.chunk",
            "created": int(time.time()), "model": str(body.get("model", ""))}
    chunks: list[dict[str, Any]] = []
    content = reply.get("content")
    if content:
        # Split in two chunks so the client really has to join a stream.
        half = len(content) // 2
        chunks += [{"content": piece} for piece in (content[:half], content[half:])]
    for i, call in enumerate(reply.get("tool_calls", [])):
        args = call["arguments"]
        chunks.append({"tool_calls": [{"index": i, "id": call["id"], "type": "function",
                                       "function": {"name": call["name"], "arguments": args[: len(args) // 2]}}]})
        chunks.append({"tool_calls": [{"index": i, "function": {"arguments": args[len(args) // 2 :]}}]})
    for n, delta in enumerate(chunks):
        if fault is not None and fault.kind == "drop" and n == 1:
            if request.transport is not None:
                request.transport.abort()
            return response
        await response.write(_sse({**head, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]}))
        await asyncio.sleep(gap)
    await response.write(_sse({**head, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}))
    await response.write(b"data: [DONE]\n\n")
    await response.write_eof()
    return response
