"""A fuzz target for the JSON API, beyond what schemathesis generates from the OpenAPI document.

schemathesis sends values of the documented types; this sends what a hostile client would: JSON
nested thousands of levels deep, arrays of tens of thousands of items, lone UTF-16 surrogates,
NUL and control characters, right-to-left overrides and astral-plane characters, NaN, Infinity,
1e308, 1e309, -0, integers past 64 bits, duplicate keys, bodies that are not UTF-8 or not JSON,
wrong and missing content types, bad tokens, and hostile query strings and path ids. Each case
starts from a valid request (so most reach the engine) and breaks one thing, or none.

The verdict: no answer is a 5xx, no connection is dropped, and afterwards the session lists
answer 200 for an admin, an operator and a customer, as do each session and its events.

`fuzz_api(...)` runs for a time budget from a seed (same seed, same cases); a failure names the
seed and case number, and the request it sent. tests/integration/test_http_fuzz.py runs it for
about 20 s; `bench/fuzz_http.py --seconds 600` runs it longer.
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

# -- hostile JSON, as text: Python's json module cannot write most of it -----------------------------

STRINGS = [
    "\\ud800", "\\udfff", "a\\ud83dz", "\\udc00\\ud800", "\\u0000", "nul\\u0000inside", "\\u0007\\u001b[31m",
    "line\\nbreak", "tab\\there", "\\u202eright-to-left", "\\ufeffbom", "\\uffff", "\\u0085", "é", "🎉",
    "\\ud83c\\udf89", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "", " ", "needs-human", "delivery-failed", "../../etc/passwd", "<script>",
    "' OR 1=1 --", "%00", "{{NONCE}}", "\\\\", "\\\"",
]
NUMBERS = [
    "NaN", "Infinity", "-Infinity", "1e308", "-1e308", "1e309", "-1e309", "1e-400", "-0", "-0.0", "0",
    "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551616",
    "9" * 400, "0.1", "1E2", "2147483648", "-1", "4.9e-324",
]
CONTENT_TYPES = [
    "text/plain", "", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
    "application/json; charset=latin-1", "application/json; charset=utf-16", "application/merge-patch+json",
    "APPLICATION/JSON", "application/json;charset=UTF-8", "application/jsonx",
]


def _str(text: str) -> str:
    return f'"{text}"'


class HostileJson:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def scalar(self) -> str:
        roll = self.rng.random()
        if roll < 0.4:
            return _str(self.rng.choice(STRINGS) * self.rng.choice((1, 1, 1, 50, 3000)))
        if roll < 0.8:
            return self.rng.choice(NUMBERS)
        return self.rng.choice(("true", "false", "null"))

    def value(self, budget: int = 3) -> str:
        roll = self.rng.random()
        if budget <= 0 or roll < 0.45:
            return self.scalar()
        if roll < 0.6:
            return self.deep()
        if roll < 0.7:
            return self.huge_array()
        if roll < 0.85:
            return self.obj([(self.key(), self.value(budget - 1)) for _ in range(self.rng.randint(0, 4))])
        return "[" + ",".join(self.value(budget - 1) for _ in range(self.rng.randint(0, 4))) + "]"

    def key(self) -> str:
        return _str(self.rng.choice([*STRINGS, "k", "set", "labels", "metadata", "__proto__", "a" * 300]))

    def deep(self) -> str:
        depth = self.rng.choice((8, 9, 20, 31, 32, 33, 100, 300, 900, 5000, 20000))
        inner = self.scalar()
        if self.rng.random() < 0.5:
            return "[" * depth + inner + "]" * depth
        return '{"a":' * depth + inner + "}" * depth

    def huge_array(self) -> str:
        item = self.rng.choice(("0", "1e308", '"x"', "null", "{}", "[]", '"\\ud800"'))
        return "[" + ",".join([item] * self.rng.choice((1000, 5000, 12000, 30000))) + "]"

    @staticmethod
    def obj(pairs: list[tuple[str, str]]) -> str:
        return "{" + ",".join(f"{k}:{v}" for k, v in pairs) + "}"


# -- the cases ---------------------------------------------------------------------------------------------


@dataclass
class Case:
    role: str
    method: str
    path: str
    body: bytes | None
    content_type: str | None
    what: str
    params: dict[str, str] = field(default_factory=dict)

    def describe(self) -> str:
        body = repr(self.body[:300]) + ("…" if self.body and len(self.body) > 300 else "") if self.body else "-"
        return (f"{self.role} {self.method} {self.path} params={self.params} content-type={self.content_type!r} "
                f"[{self.what}] body={body}")


def templates(session_id: str) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        ("POST", "/sessions", {"agent_id": "airline", "customer_id": "fuzz", "title": "t", "labels": ["a"],
                               "metadata": {"k": "v"}, "customer_represented_by_an_agent": False}),
        ("POST", "/sessions", {"agent_id": "airline", "metadata": {"k": {"n": [1, 2]}}}),
        ("PATCH", f"/sessions/{session_id}", {"mode": "manual", "title": "t", "labels": {"add": ["x"], "remove": ["y"]},
                                              "metadata": {"set": {"k": 1}, "unset": ["k2"]},
                                              "consumption_offsets": {"client": 1}}),
        ("PATCH", f"/sessions/{session_id}", {"mode": "auto", "labels": {"upsert": ["needs-human"]}}),
        ("POST", f"/sessions/{session_id}/events", {"kind": "message", "source": "customer", "message": "hello"}),
        ("POST", f"/sessions/{session_id}/events", {"kind": "message", "source": "human_agent", "message": "hi",
                                                    "participant": {"id": "op", "display_name": "Op"}}),
        ("POST", f"/sessions/{session_id}/events", {"kind": "message", "source": "human_agent_on_behalf_of_ai_agent",
                                                    "message": "One moment."}),
        ("POST", f"/sessions/{session_id}/events", {"kind": "message", "source": "ai_agent", "message": "Please hold."}),
        ("POST", f"/sessions/{session_id}/work/wrk_none/retry", {}),
    ]


GET_PATHS = ["/sessions", "/sessions/{sid}", "/sessions/{sid}/events", "/sessions/{sid}/work", "/agents",
             "/health/ready", "/openapi.json"]
QUERY_NAMES = ["labels", "customer_id", "agent_id", "cursor", "limit", "kinds", "min_offset", "source", "trace_id",
               "wait_for_data"]
QUERY_VALUES = ["%00", "\x00", "%ED%A0%80", "-1", "1e309", "NaN", "9" * 50, "a" * 5000, "needs-human,,", "🎉", "",
                "message,tool,bogus", "0", "2147483649"]


class CaseMaker:
    def __init__(self, rng: random.Random, session_id: str) -> None:
        self.rng = rng
        self.hostile = HostileJson(rng)
        self.session_id = session_id

    def next(self) -> Case:
        role = self.rng.choices(("admin", "operator", "customer", "bad-token", "anonymous"), (3, 3, 4, 1, 1))[0]
        if self.rng.random() < 0.12:
            return self.query_case(role)
        method, path, body = self.rng.choice(templates(self.session_id))
        text, what = self.mutate(body)
        raw: bytes = text.encode("utf-8", "surrogatepass")
        content_type: str | None = "application/json"
        roll = self.rng.random()
        if roll < 0.08:
            content_type = self.rng.choice(CONTENT_TYPES) or None
            what += f", content-type {content_type!r}"
        elif roll < 0.12:
            raw, what = self.corrupt(raw), what + ", corrupted bytes"
        return Case(role, method, path, raw, content_type, what)

    def mutate(self, body: dict[str, Any]) -> tuple[str, str]:
        pairs = [(json.dumps(k), json.dumps(v)) for k, v in body.items()]
        roll = self.rng.random()
        if roll < 0.15 or not pairs:
            return HostileJson.obj(pairs), "valid"
        if roll < 0.55:
            i = self.rng.randrange(len(pairs))
            pairs[i] = (pairs[i][0], self.nested_replace(json.loads(pairs[i][1])))
            return HostileJson.obj(pairs), f"hostile value in {pairs[i][0]}"
        if roll < 0.65:
            pairs.append((self.hostile.key(), self.hostile.value()))
            return HostileJson.obj(pairs), "extra field"
        if roll < 0.75:
            dup = self.rng.choice(pairs)
            pairs.append((dup[0], self.hostile.value(1)))
            return HostileJson.obj(pairs), f"duplicate key {dup[0]}"
        if roll < 0.85:
            return self.hostile.value(), "whole body hostile"
        i = self.rng.randrange(len(pairs))
        pairs[i] = (pairs[i][0], self.rng.choice((self.hostile.deep, self.hostile.huge_array))())
        return HostileJson.obj(pairs), f"deep or huge {pairs[i][0]}"

    def nested_replace(self, value: Any) -> str:
        """The value's JSON with one leaf inside it replaced by something hostile."""
        if isinstance(value, dict) and value and self.rng.random() < 0.7:
            key = self.rng.choice(list(value))
            parts = [(json.dumps(k), self.nested_replace(v) if k == key else json.dumps(v)) for k, v in value.items()]
            return HostileJson.obj(parts)
        if isinstance(value, list) and value and self.rng.random() < 0.7:
            i = self.rng.randrange(len(value))
            return "[" + ",".join(self.nested_replace(v) if j == i else json.dumps(v) for j, v in enumerate(value)) + "]"
        return self.hostile.value(2)

    def corrupt(self, raw: bytes) -> bytes:
        roll = self.rng.random()
        if roll < 0.25:
            return raw[: self.rng.randrange(len(raw) + 1)]
        if roll < 0.5:
            at = self.rng.randrange(len(raw) + 1)
            return raw[:at] + self.rng.choice((b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf")) + raw[at:]
        if roll < 0.75:
            return b"\xef\xbb\xbf" + raw
        return raw.decode("utf-8", "replace").encode("utf-16")

    def query_case(self, role: str) -> Case:
        path = self.rng.choice(GET_PATHS).format(sid=self.rng.choice(
            (self.session_id, "ses_000000000000", "%ED%A0%80", "..%2F..", "a" * 500, "ses_%00")))
        params = {self.rng.choice(QUERY_NAMES): self.rng.choice(QUERY_VALUES) for _ in range(self.rng.randint(1, 3))}
        params.pop("wait_for_data", None)  # a long poll would only slow the run down
        return Case(role, "GET", path, None, None, "hostile query", params)


# -- the run -----------------------------------------------------------------------------------------------


@dataclass
class FuzzReport:
    seed: int
    requests: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    by_role: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    after: dict[str, int] = field(default_factory=dict)

    def summary(self) -> str:
        codes = ", ".join(f"{code}×{n}" for code, n in sorted(self.statuses.items()))
        return (f"seed {self.seed}: {self.requests} requests ({codes}); "
                f"lists afterwards {self.after}; failures {len(self.failures)}")


async def fuzz_api(http: httpx.AsyncClient, *, tokens: dict[str, dict[str, str]], session_id: str, seconds: float,
                   seed: int, max_sessions: int = 30, clock: Callable[[], float] = time.monotonic) -> FuzzReport:
    """Sends cases until `seconds` have passed. `tokens`: headers per role (admin, operator,
    customer, bad-token, anonymous); `session_id` is the customer's, never deleted. Sessions the
    run creates are deleted past `max_sessions`, so the server's live runtimes stay few."""
    rng = random.Random(seed)
    maker = CaseMaker(rng, session_id)
    report = FuzzReport(seed=seed)
    created: list[str] = []
    end = clock() + seconds
    while clock() < end:
        case = maker.next()
        headers = dict(tokens[case.role])
        if case.content_type is not None:
            headers["Content-Type"] = case.content_type
        try:
            r = await http.request(case.method, case.path, content=case.body, headers=headers, params=case.params)
        except httpx.TransportError as exc:
            report.failures.append(f"case {report.requests}: {type(exc).__name__} for {case.describe()}")
            report.requests += 1
            continue
        report.requests += 1
        report.statuses[r.status_code] += 1
        report.by_role[case.role] += 1
        if r.status_code >= 500:
            report.failures.append(f"case {report.requests - 1}: {r.status_code} {r.text[:200]} for {case.describe()}")
        elif r.status_code == 201 and case.path == "/sessions":
            created.append(r.json()["id"])
            if len(created) > max_sessions:
                await http.delete(f"/sessions/{created.pop(0)}", headers=tokens["admin"])
    report.after = await check_lists(http, tokens, session_id, report)
    return report


async def check_lists(http: httpx.AsyncClient, tokens: dict[str, dict[str, str]], session_id: str,
                      report: FuzzReport) -> dict[str, int]:
    """Every list, every session and its events still answer 200."""
    after: dict[str, int] = {}
    for role in ("admin", "operator", "customer"):
        r = await http.get("/sessions", headers=tokens[role], params={"limit": 1000})
        after[role] = r.status_code
        if r.status_code != 200:
            report.failures.append(f"after the run, GET /sessions as {role}: {r.status_code} {r.text[:200]}")
    listing = await http.get("/sessions", headers=tokens["admin"], params={"limit": 1000})
    ids = [s["id"] for s in listing.json()["items"]] if listing.status_code == 200 else []
    for sid in ids:
        for role in ("admin", "customer") if sid == session_id else ("admin",):
            for path in (f"/sessions/{sid}", f"/sessions/{sid}/events"):
                r = await http.get(path, headers=tokens[role])
                if r.status_code != 200:
                    report.failures.append(f"after the run, GET {path} as {role}: {r.status_code} {r.text[:200]}")
    return after
