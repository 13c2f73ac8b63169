"""A bounded schemathesis run over the OpenAPI document: no input makes the server fail (5xx),
and answers match the documented schemas."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import response_schema_conformance

import voice_agent as va
from adapters.http.settings import HttpSettings
from adapters.http.testing import LiveServer
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
