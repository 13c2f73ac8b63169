"""An OpenAI-compatible chat-completions client for fluid composition (the core's `LLM` port).

Speaks the wire protocol directly over httpx (streaming, tool calls), so it works with any
OpenAI-compatible server given by OPENAI_BASE_URL. Vendor and transport errors become LLMError
here, in one place, without echoing keys or headers.
"""

from __future__ import annotations

import json
import os
from typing import Any

import httpx

from voice_agent.errors import ConfigurationError, LLMError
from voice_agent.ports import ChatResult, ToolCall

DEFAULT_BASE_URL = "https://api.openai.com/v1"


class OpenAICompatibleLLM:
    def __init__(
        self,
        *,
        api_key: str,
        base_url: str = DEFAULT_BASE_URL,
        model: str = "gpt-4o-mini",
        timeout_s: float = 30.0,
        temperature: float = 0.2,
    ) -> None:
        self.model = model
        self._base_url = base_url.rstrip("/")
        self._temperature = temperature
        self._client = httpx.AsyncClient(
            timeout=timeout_s, headers={"Authorization": f"Bearer {api_key}"}
        )

    @classmethod
    def from_env(cls, model: str | None = None) -> OpenAICompatibleLLM:
        key = os.environ.get("OPENAI_API_KEY")
        if not key:
            raise ConfigurationError(
                "OPENAI_API_KEY is not set: fluid composition needs it (any value works for a local "
                "OpenAI-compatible server given by OPENAI_BASE_URL); or use strict composition"
            )
        return cls(
            api_key=key,
            base_url=os.environ.get("OPENAI_BASE_URL", DEFAULT_BASE_URL),
            model=model or os.environ.get("VOICE_AGENT_LLM_MODEL", "gpt-4o-mini"),
        )

    async def chat(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        json_output: bool = False,
    ) -> ChatResult:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "stream": True,
            "temperature": self._temperature,
        }
        if tools:
            body["tools"] = tools
        if json_output:
            body["response_format"] = {"type": "json_object"}
        content: list[str] = []
        calls: dict[int, dict[str, str]] = {}
        try:
            async with self._client.stream(
                "POST", f"{self._base_url}/chat/completions", json=body
            ) as resp:
                if resp.status_code >= 400:
                    detail = (await resp.aread())[:300].decode("utf-8", "replace")
                    raise LLMError(f"the LLM server answered {resp.status_code}: {detail}")
                async for line in resp.aiter_lines():
                    if not line.startswith("data:"):
                        continue
                    payload = line[5:].strip()
                    if payload == "[DONE]":
                        break
                    chunk = json.loads(payload)
                    for choice in chunk.get("choices", []):
                        delta = choice.get("delta") or {}
                        if delta.get("content"):
                            content.append(delta["content"])
                        for tc in delta.get("tool_calls") or []:
                            slot = calls.setdefault(
                                int(tc.get("index", 0)), {"id": "", "name": "", "arguments": ""}
                            )
                            slot["id"] = tc.get("id") or slot["id"]
                            fn = tc.get("function") or {}
                            slot["name"] += fn.get("name") or ""
                            slot["arguments"] += fn.get("arguments") or ""
        except httpx.HTTPError as exc:
            raise LLMError(
                f"cannot reach the LLM server at {self._base_url}: {type(exc).__name__}"
            ) from exc
        except (json.JSONDecodeError, ValueError) as exc:
            raise LLMError(f"the LLM server sent a malformed stream: {exc}") from exc
        return ChatResult(
            content="".join(content) or None,
            tool_calls=tuple(
                ToolCall(c["id"] or f"call_{i}", c["name"], c["arguments"])
                for i, c in sorted(calls.items())
            ),
        )

    async def aclose(self) -> None:
        await self._client.aclose()
