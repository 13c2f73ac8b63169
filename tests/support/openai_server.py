"""A scripted OpenAI-compatible server on loopback, speaking the real wire protocol
(chat completions, server-sent-event streaming, tool calls). Tests queue replies; the server
records every request body so tests can check what the model was shown."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Callable
from typing import Any

import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, StreamingResponse

Reply = dict[str, Any] | Callable[[dict[str, Any]], dict[str, Any]]


def text(content: str) -> dict[str, Any]:
    return {"content": content}


def tool_call(name: str, arguments: str | dict[str, Any], call_id: str = "call_1") -> dict[str, Any]:
    args = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return {"tool_calls": [{"id": call_id, "name": name, "arguments": args}]}


def error(status: int = 500) -> dict[str, Any]:
    return {"error": status}


class ScriptedOpenAIServer:
    def __init__(self) -> None:
        self.replies: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        self.app = FastAPI()
        self.app.post("/v1/chat/completions")(self._completions)
        self._server: uvicorn.Server | None = None
        self._task: asyncio.Task[None] | None = None
        self.port = _free_port()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def _completions(self, request: Request) -> Any:
        body = await request.json()
        self.requests.append(body)
        reply = self.replies.pop(0) if self.replies else text("(no scripted reply)")
        if callable(reply):
            reply = reply(body)
        if "error" in reply:
            return JSONResponse({"error": {"message": "scripted failure"}}, status_code=int(reply["error"]))

        async def stream() -> Any:
            content = reply.get("content")
            if content:
                # Split in two chunks so the client really has to join a stream.
                half = len(content) // 2
                for piece in (content[:half], content[half:]):
                    yield _sse({"choices": [{"index": 0, "delta": {"content": piece}}]})
            for i, call in enumerate(reply.get("tool_calls", [])):
                args = call["arguments"]
                yield _sse({"choices": [{"index": 0, "delta": {"tool_calls": [
                    {"index": i, "id": call["id"], "type": "function",
                     "function": {"name": call["name"], "arguments": args[: len(args) // 2]}}]}}]})
                yield _sse({"choices": [{"index": 0, "delta": {"tool_calls": [
                    {"index": i, "function": {"arguments": args[len(args) // 2 :]}}]}}]})
            yield _sse({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
            yield "data: [DONE]\n\n"

        return StreamingResponse(stream(), media_type="text/event-stream")

    async def __aenter__(self) -> ScriptedOpenAIServer:
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning", lifespan="off")
        self._server = uvicorn.Server(config)
        self._task = asyncio.create_task(self._server.serve())
        for _ in range(500):  # uvicorn offers no start event; poll its flag
            if self._server.started:
                break
            await asyncio.sleep(0.01)
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None and self._task is not None
        self._server.should_exit = True
        await self._task


def _sse(obj: dict[str, Any]) -> str:
    return f"data: {json.dumps(obj)}\n\n"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
