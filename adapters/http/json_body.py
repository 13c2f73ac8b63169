"""Strict reading of JSON request bodies, before any route sees them.

Python's parser accepts JSON that breaks something later, after the request has been stored. The
middleware here reads every POST, PUT and PATCH body once and refuses, saying where and why:

- a body not declared `application/json` (415), or not UTF-8, or malformed (400);
- nesting deeper than `max_depth` levels (422): pydantic cannot serialise much past 250 levels,
  so a deep value once stored makes every listing that includes it answer 500;
- lone UTF-16 surrogates such as `"\\ud800"` (422): valid JSON escapes but not Unicode, so
  neither SQLite nor the response encoder can write them;
- NUL characters (422): logs, C libraries and speech engines cut strings there;
- NaN, Infinity and numbers that overflow to them such as 1e309 (422): not JSON (RFC 8259), and
  the response encoder refuses them;
- integers outside 64 bits (422): most consumers silently lose their precision;
- duplicate keys in an object (422): parsers disagree on which one wins.

A body that passes is handed on unchanged, so the routes parse exactly what was checked.
"""

from __future__ import annotations

import json
import math
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from adapters.http.limits import reply

BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
MAX_LOC = 12  # a location deeper than this is shown cut, with "…"
INT64 = 2**63


class JsonBodyError(Exception):
    """The body is refused: `status` 400 (unreadable), 415 (not JSON) or 422 (readable, not acceptable)."""

    def __init__(self, status: int, msg: str, loc: tuple[str | int, ...] = (), kind: str = "json_invalid") -> None:
        super().__init__(msg)
        self.status, self.msg, self.loc, self.kind = status, msg, loc, kind

    def detail(self) -> Any:
        if self.status != 422:
            return self.msg
        loc: list[str | int] = ["body", *self.loc[:MAX_LOC]]
        if len(self.loc) > MAX_LOC:
            loc.append("…")
        return [{"loc": loc, "msg": self.msg, "type": self.kind}]


class _Refused:
    """Left in the parsed tree where a value was refused, so the walk can say where it was."""

    def __init__(self, msg: str, kind: str) -> None:
        self.msg, self.kind = msg, kind


def _constant(name: str) -> _Refused:
    return _Refused(f"{name} is not a JSON number: send a finite number, null or a string", "json_not_finite")


def _float(text: str) -> float | _Refused:
    value = float(text)
    if not math.isfinite(value):
        return _Refused(f"{text[:40]} is not a finite 64-bit number: the largest is about 1.8e308",
                        "json_not_finite")
    return value


def _int(text: str) -> int | _Refused:
    # Checked by length first: int() itself refuses past 4,300 digits, with a ValueError that
    # would escape the JSON parser's own error handling.
    if len(text) > 20 or not -INT64 <= (value := int(text)) < INT64:
        return _Refused(f"integer {text[:24]}{'…' if len(text) > 24 else ''} does not fit in 64 bits: "
                        "send large numbers as strings", "json_int_range")
    return value


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any] | _Refused:
    value: dict[str, Any] = {}
    for key, item in pairs:
        if key in value:
            return _Refused(f"duplicate key {key[:60]!r} in one object: send each key once", "json_duplicate_key")
        value[key] = item
    return value


def _string_problem(text: str) -> str | None:
    if "\x00" in text:
        return "contains a NUL character (\\u0000): remove it"
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            return (f"contains a lone UTF-16 surrogate (\\u{ord(text[exc.start]):04x} at character {exc.start}), "
                    "which is not Unicode: send the full surrogate pair or the character itself")
    return None


def read_json(raw: bytes, *, max_depth: int) -> Any:
    """The parsed body, or JsonBodyError saying what is wrong with it and where."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JsonBodyError(400, f"the request body is not UTF-8 (invalid byte at position {exc.start}): "
                                 "encode it as UTF-8") from None
    try:
        value = json.loads(text, parse_constant=_constant, parse_float=_float, parse_int=_int,
                           object_pairs_hook=_object)
    except RecursionError:
        raise JsonBodyError(422, f"the JSON is nested deeper than {max_depth} levels: flatten it",
                            kind="json_too_deep") from None
    except json.JSONDecodeError as exc:
        raise JsonBodyError(400, f"malformed JSON in the request body (line {exc.lineno}, column {exc.colno}): "
                                 f"{exc.msg}") from None
    _check_tree(value, max_depth)
    return value


def _check_tree(root: Any, max_depth: int) -> None:
    """Depth first, in document order, so the first problem reported is the first in the body."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(root, ())]
    while stack:
        value, loc = stack.pop()
        if len(loc) >= max_depth and isinstance(value, dict | list):
            raise JsonBodyError(422, f"the JSON is nested deeper than {max_depth} levels: flatten it",
                                loc, "json_too_deep")
        if isinstance(value, _Refused):
            raise JsonBodyError(422, value.msg, loc, value.kind)
        if isinstance(value, str):
            if problem := _string_problem(value):
                raise JsonBodyError(422, f"this string {problem}", loc, "json_bad_string")
        elif isinstance(value, dict):
            for key in value:
                if problem := _string_problem(key):
                    raise JsonBodyError(422, f"a key {problem}", (*loc, "[key]"), "json_bad_string")
            stack.extend((v, (*loc, k)) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((v, (*loc, i)) for i, v in reversed(list(enumerate(value))))


def _is_json(content_type: str) -> bool:
    mime, _, params = content_type.partition(";")
    mime = mime.strip().lower()
    if not (mime == "application/json" or (mime.startswith("application/") and mime.endswith("+json"))):
        return False
    for param in params.split(";"):
        name, _, value = param.partition("=")
        if name.strip().lower() == "charset" and value.strip().strip('"').lower() not in ("utf-8", "utf8"):
            return False
    return True


class JsonBodyMiddleware:
    """Reads the body of POST, PUT and PATCH requests, checks it with `read_json`, and replays it
    to the app. An empty body passes (some POSTs take none); the routes' models say if one was due.
    Sits inside the body-size limit, so what it buffers is bounded."""

    def __init__(self, app: ASGIApp, *, max_depth: int) -> None:
        self.app = app
        self.max_depth = max_depth

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in BODY_METHODS:
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                await self.app(scope, _replay(message, receive), send)
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        if body:
            content_type = next((v.decode("latin-1") for k, v in scope["headers"] if k == b"content-type"), "")
            try:
                if not _is_json(content_type):
                    raise JsonBodyError(415, "send the body as JSON, with `Content-Type: application/json` "
                                             f"(UTF-8); got {content_type[:60]!r}" if content_type else
                                        "send the body as JSON, with `Content-Type: application/json` (UTF-8)")
                read_json(body, max_depth=self.max_depth)
            except JsonBodyError as exc:
                await reply(send, exc.status, exc.detail(), close=False)
                return
        await self.app(scope, _replay({"type": "http.request", "body": body, "more_body": False}, receive), send)


def _replay(first: Message, receive: Receive) -> Receive:
    pending: list[Message] = [first]

    async def replayed() -> Message:
        return pending.pop() if pending else await receive()

    return replayed
