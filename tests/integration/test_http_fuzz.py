"""Fuzzing the API for a bounded time: a schemathesis run over the OpenAPI document (no input
makes the server fail, answers match the documented schemas), and the hostile-JSON target of
tests/support/http_fuzz.py (no 5xx, and the session lists still answer afterwards)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import response_schema_conformance

import voice_agent as va
from adapters.http.app import create_app
from adapters.http.auth import ProductionAuthorizationPolicy, RateLimit, mint_token
from adapters.http.settings import HttpSettings
from adapters.http.testing import LiveServer, serving
from tests.support.http_fuzz import fuzz_api
from voice_agent.examples import airline as airline_example

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def live() -> Iterator[tuple[LiveServer, str]]:
    quick = HttpSettings(long_poll_max_s=1, sse_max_s=0.3, sse_keepalive_s=0.1)
    with LiveServer(agents=[airline_example.agent], settings=quick) as live:

        async def make(server: va.Server) -> str:
            session = await server.create_session("airline", customer_id="fuzz")
            await session.post_customer_message("how much baggage can I bring?", wait=True)
            return str(session.id)

        yield live, live.call(make)


MODES = (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)


def test_no_input_makes_the_server_fail(live: tuple[LiveServer, str]) -> None:
    server, session_id = live
    schema = schemathesis.openapi.from_url(f"{server.url}/openapi.json")
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 9
    failures: list[str] = []
    statuses: list[int] = []
    for operation in operations:
        for mode in MODES:

            @given(case=operation.as_strategy(generation_mode=mode))
            @settings(max_examples=15, deadline=None, derandomize=True, database=None,
                      suppress_health_check=list(HealthCheck))
            def check(case: Any) -> None:
                # Half the cases go to a real session (never deleted), so bodies reach the engine.
                params = case.path_parameters or {}
                if "session_id" in params and case.method != "DELETE" and len(repr(case.body)) % 2 == 0:
                    params["session_id"] = session_id
                response = case.call(base_url=server.url, timeout=10)
                statuses.append(response.status_code)
                if response.status_code >= 500:
                    failures.append(f"{case.method} {case.formatted_path} {case.body!r:.200} -> "
                                    f"{response.status_code} {response.text[:200]}")
                elif response.status_code < 300 and "event-stream" not in response.headers.get("content-type", ""):
                    case.validate_response(response, checks=[response_schema_conformance])

            try:
                check()
            except Unsatisfiable:
                assert mode is GenerationMode.NEGATIVE  # nothing to get wrong, e.g. GET /agents
    assert failures == []
    assert len(statuses) >= 100 and any(200 <= code < 300 for code in statuses)
    print(f"{len(statuses)} requests", {code: statuses.count(code) for code in sorted(set(statuses))})


FUZZ_SECONDS = float(os.environ.get("VOICE_AGENT_FUZZ_SECONDS", "20"))


async def test_hostile_json_fuzz_finds_no_server_error(server: va.Server) -> None:
    """tests/support/http_fuzz.py for a bounded time (VOICE_AGENT_FUZZ_SECONDS, default 20; a
    longer run: bench/fuzz_http.py). Rate limits are raised: the run is about input, not floods."""
    secret = "f" * 40
    many = RateLimit(per_second=10_000, burst=10_000)
    policy = ProductionAuthorizationPolicy(secret, rate_limits={}, default_rate_limit=many,
                                           unauthenticated_rate_limit=many, principal_rate_limit=many)
    app = create_app(server, policy=policy, settings=HttpSettings(long_poll_max_s=1, sse_max_s=0.3))
    tokens = {role: {"Authorization": f"Bearer {mint_token(role, sub, 3600, secret)}"}
              for role, sub in (("admin", "root"), ("operator", "op"), ("customer", "fuzz"))}
    tokens["bad-token"] = {"Authorization": "Bearer " + mint_token("admin", "root", 3600, "x" * 40)}
    tokens["anonymous"] = {}
    own = await server.create_session("airline", customer_id="fuzz")
    async with serving(app) as url, httpx.AsyncClient(base_url=url, timeout=30) as http:
        report = await fuzz_api(http, tokens=tokens, session_id=own.id, seconds=FUZZ_SECONDS, seed=11)
    print(report.summary())
    assert report.failures == [], "\n".join(report.failures[:10])
    assert report.after == {"admin": 200, "operator": 200, "customer": 200}
    assert report.requests >= 200 and report.statuses[201] > 0 and report.statuses[422] > 0
