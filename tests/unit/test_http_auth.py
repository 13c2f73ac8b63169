"""Authorization: each role against each endpoint, other customers' sessions, bad tokens, rate
limits, trusted proxies, the development policy's loopback rule, and start-up errors."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator

import httpx
import jwt
import pytest

import voice_agent as va
from adapters.http.app import create_app
from adapters.http.auth import (
    AUDIENCE,
    ISSUER,
    DevelopmentAuthorizationPolicy,
    Permission,
    ProductionAuthorizationPolicy,
    RateLimit,
    mint_token,
    secret_from_env,
)

SECRET = "s" * 40


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def policy() -> ProductionAuthorizationPolicy:
    return ProductionAuthorizationPolicy(SECRET, anonymous_permissions=[Permission.READ_AGENTS])


def client_for(app: object, host: str = "127.0.0.1") -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, client=(host, 40000))  # type: ignore[arg-type]
    return httpx.AsyncClient(transport=transport, base_url="http://api")


def bearer(role: str, sub: str, ttl: float = 600) -> dict[str, str]:
    return {"Authorization": f"Bearer {mint_token(role, sub, ttl, SECRET)}"}


@pytest.fixture
async def api(server: va.Server, policy: ProductionAuthorizationPolicy) -> AsyncIterator[httpx.AsyncClient]:
    async with client_for(create_app(server, policy=policy)) as http:
        yield http


async def test_roles_against_every_endpoint(api: httpx.AsyncClient, server: va.Server) -> None:
    own = await server.create_session("airline", customer_id="alice")
    await own.post_customer_message("I'd like to book flight BA 117 for John Smith", wait=True)
    sid = own.id
    human = {"kind": "message", "source": "human_agent", "message": "hi", "participant": {"display_name": "Op"}}
    customer_msg = {"kind": "message", "source": "customer", "message": "hello"}
    utter = {"kind": "message", "source": "ai_agent", "message": "Please hold."}
    calls = {
        "agents": ("GET", "/agents", None),
        "create": ("POST", "/sessions", {"agent_id": "airline", "customer_id": "alice"}),
        "list": ("GET", "/sessions?customer_id=alice", None),
        "read": ("GET", f"/sessions/{sid}", None),
        "patch": ("PATCH", f"/sessions/{sid}", {"labels": {"add": ["seen"]}}),
        "events": ("GET", f"/sessions/{sid}/events", None),
        "customer_event": ("POST", f"/sessions/{sid}/events", customer_msg),
        "human_event": ("POST", f"/sessions/{sid}/events", human),
        "ai_event": ("POST", f"/sessions/{sid}/events", utter),
        "work": ("GET", f"/sessions/{sid}/work", None),
        "retry": ("POST", f"/sessions/{sid}/work/wrk_none/retry", None),
    }
    # What each caller may do (True) or is refused (the status code).
    expected: dict[str, dict[str, int]] = {
        "anonymous": {"agents": 200, **{k: 401 for k in calls if k != "agents"}},
        "customer": {"agents": 200, "create": 201, "list": 200, "read": 200, "patch": 403, "events": 200,
                     "customer_event": 201, "human_event": 403, "ai_event": 403, "work": 403, "retry": 403},
        "operator": {"agents": 200, "create": 201, "list": 200, "read": 200, "patch": 200, "events": 200,
                     "customer_event": 403, "human_event": 201, "ai_event": 201, "work": 200, "retry": 404},
        "admin": {"agents": 200, "create": 201, "list": 200, "read": 200, "patch": 200, "events": 200,
                  "customer_event": 201, "human_event": 201, "ai_event": 201, "work": 200, "retry": 404},
    }
    for who, outcomes in expected.items():
        headers = {} if who == "anonymous" else bearer(who, "alice")
        for name, (method, path, body) in calls.items():
            r = await api.request(method, path, json=body, headers=headers)
            assert r.status_code == outcomes[name], (who, name, r.status_code, r.text)
    # Deleting is for admins only.
    assert (await api.delete(f"/sessions/{sid}", headers=bearer("operator", "op"))).status_code == 403
    assert (await api.delete(f"/sessions/{sid}", headers=bearer("customer", "alice"))).status_code == 403
    assert (await api.delete(f"/sessions/{sid}", headers=bearer("admin", "root"))).status_code == 204


async def test_a_customer_sees_and_writes_only_its_own_sessions(api: httpx.AsyncClient, server: va.Server) -> None:
    bobs = await server.create_session("airline", customer_id="bob")
    alice = bearer("customer", "alice")
    for method, path, body, status in (
        # Another customer's session is answered like a missing one (tests/unit/test_http_input.py).
        ("GET", f"/sessions/{bobs.id}", None, 404),
        ("GET", f"/sessions/{bobs.id}/events", None, 404),
        ("GET", f"/sessions/{bobs.id}/events/stream", None, 404),
        ("POST", f"/sessions/{bobs.id}/events", {"kind": "message", "source": "customer", "message": "hi"}, 404),
        ("GET", "/sessions?customer_id=bob", None, 403),
        ("POST", "/sessions", {"agent_id": "airline", "customer_id": "bob"}, 403),
    ):
        r = await api.request(method, path, json=body, headers=alice)
        assert r.status_code == status, (method, path, r.text)
    assert await bobs.events() == []  # nothing was written

    # Alice's own listing shows only hers, even without a filter; her new sessions are hers.
    created = (await api.post("/sessions", json={"agent_id": "airline"}, headers=alice)).json()
    assert created["customer_id"] == "alice"
    listed = (await api.get("/sessions", headers=alice)).json()["items"]
    assert [s["id"] for s in listed] == [created["id"]]
    # An operator sees every session.
    everyone = (await api.get("/sessions", headers=bearer("operator", "op"))).json()["items"]
    assert {s["customer_id"] for s in everyone} == {"alice", "bob"}


async def test_expired_forged_and_malformed_tokens_are_refused(api: httpx.AsyncClient) -> None:
    expired = mint_token("admin", "root", -60, SECRET)
    forged = mint_token("admin", "root", 600, "x" * 40)
    none_alg = jwt.encode({"sub": "root", "role": "admin", "exp": int(time.time()) + 600}, None, algorithm="none")
    unknown_role = jwt.encode({"sub": "root", "role": "superuser", "exp": int(time.time()) + 600, "iss": ISSUER,
                               "aud": AUDIENCE}, SECRET, algorithm="HS256")
    no_exp = jwt.encode({"sub": "root", "role": "admin"}, SECRET, algorithm="HS256")
    # Signed with the right secret, for another service: no audience, or another one, or issuer.
    claims = {"sub": "root", "role": "admin", "exp": int(time.time()) + 600}
    no_audience = jwt.encode(claims | {"iss": ISSUER}, SECRET, algorithm="HS256")
    other_audience = jwt.encode(claims | {"iss": ISSUER, "aud": "billing"}, SECRET, algorithm="HS256")
    other_issuer = jwt.encode(claims | {"iss": "livekit", "aud": AUDIENCE}, SECRET, algorithm="HS256")
    for token, words in ((expired, "expired"), (forged, "not valid"), (none_alg, "not valid"),
                         (unknown_role, "role"), (no_exp, "not valid"), ("garbage", "not valid"),
                         (no_audience, "not valid"), (other_audience, "not for this API"),
                         (other_issuer, "not for this API")):
        r = await api.get("/sessions", headers={"Authorization": f"Bearer {token}"})
        assert r.status_code == 401, token
        assert words in r.json()["detail"]
        assert r.headers["www-authenticate"] == "Bearer"
        assert token not in r.text
    r = await api.get("/sessions", headers={"Authorization": "Basic dXNlcjpwYXNz"})
    assert r.status_code == 401 and "dXNlcjpwYXNz" not in r.text


async def test_rate_limits_per_principal(server: va.Server) -> None:
    clock = FakeClock()
    policy = ProductionAuthorizationPolicy(
        SECRET, clock=clock, default_rate_limit=RateLimit(per_second=1.0, burst=3),
        anonymous_permissions=[Permission.READ_AGENTS])
    async with client_for(create_app(server, policy=policy)) as api:
        alice, bob = bearer("operator", "alice"), bearer("operator", "bob")
        codes = [(await api.get("/agents", headers=alice)).status_code for _ in range(4)]
        assert codes == [200, 200, 200, 429]
        r = await api.get("/agents", headers=alice)
        assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
        assert (await api.get("/agents", headers=bob)).status_code == 200  # a separate bucket
        clock.now += 1.0
        assert (await api.get("/agents", headers=alice)).status_code == 200  # refilled


async def test_anonymous_rate_limit_trusts_forwarded_for_only_from_trusted_proxies(server: va.Server) -> None:
    clock = FakeClock()
    policy = ProductionAuthorizationPolicy(
        SECRET, clock=clock, default_rate_limit=RateLimit(per_second=0.001, burst=1),
        anonymous_permissions=[Permission.READ_AGENTS], trusted_proxies=["10.0.0.0/8"])
    app = create_app(server, policy=policy)
    async with client_for(app, host="198.51.100.7") as direct, client_for(app, host="10.0.0.2") as proxy:
        # A direct client cannot dodge its bucket by inventing X-Forwarded-For.
        assert (await direct.get("/agents", headers={"X-Forwarded-For": "1.1.1.1"})).status_code == 200
        assert (await direct.get("/agents", headers={"X-Forwarded-For": "2.2.2.2"})).status_code == 429
        # Behind the trusted proxy, each forwarded client has its own bucket.
        assert (await proxy.get("/agents", headers={"X-Forwarded-For": "203.0.113.1"})).status_code == 200
        assert (await proxy.get("/agents", headers={"X-Forwarded-For": "203.0.113.2, 10.0.0.9"})).status_code == 200
        assert (await proxy.get("/agents", headers={"X-Forwarded-For": "203.0.113.1"})).status_code == 429


async def test_development_policy_allows_loopback_only(server: va.Server) -> None:
    app = create_app(server, policy=DevelopmentAuthorizationPolicy())
    async with client_for(app) as local, client_for(app, host="192.0.2.10") as remote, \
            client_for(app, host="::1") as local6:
        assert (await local.get("/agents")).status_code == 200
        assert (await local6.get("/agents")).status_code == 200
        r = await remote.get("/agents")
        assert r.status_code == 403 and "loopback" in r.json()["detail"]
        relayed = await local.get("/agents", headers={"X-Forwarded-For": "192.0.2.10"})
        assert relayed.status_code == 403


def test_production_without_secret_names_the_variable() -> None:
    with pytest.raises(va.ConfigurationError, match="VOICE_AGENT_JWT_SECRET"):
        ProductionAuthorizationPolicy.from_env({})
    with pytest.raises(va.ConfigurationError, match="VOICE_AGENT_JWT_SECRET is too short"):
        secret_from_env({"VOICE_AGENT_JWT_SECRET": "short"})
    assert ProductionAuthorizationPolicy.from_env({"VOICE_AGENT_JWT_SECRET": SECRET}).name == "production"


def test_minted_tokens_carry_sub_role_and_expiry() -> None:
    claims = jwt.decode(mint_token("operator", "alex", 60, SECRET), SECRET, algorithms=["HS256"], audience=AUDIENCE)
    assert claims["sub"] == "alex" and claims["role"] == "operator"
    assert claims["iss"] == ISSUER and claims["aud"] == AUDIENCE
    assert 55 <= claims["exp"] - time.time() <= 61
    with pytest.raises(ValueError):
        mint_token("root", "alex", 60, SECRET)


async def test_requests_without_a_valid_token_are_throttled_per_address_before_authentication(
        server: va.Server) -> None:
    clock = FakeClock()
    policy = ProductionAuthorizationPolicy(SECRET, clock=clock, unauthenticated_rate_limit=RateLimit(1.0, 5))
    app = create_app(server, policy=policy)
    bad = {"Authorization": "Bearer not-a-token"}
    async with client_for(app, host="198.51.100.7") as one, client_for(app, host="198.51.100.8") as other:
        # Anonymous and bad-token requests, the public pages and the probes share one bucket.
        calls = [("/sessions", {}), ("/sessions", bad), ("/openapi.json", {}), ("/console", {}), ("/health/live", {})]
        assert [(await one.get(p, headers=h)).status_code for p, h in calls] == [401, 401, 200, 200, 200]
        for path, headers in calls:
            r = await one.get(path, headers=headers)
            assert r.status_code == 429, path
            assert int(r.headers["retry-after"]) >= 1 and "valid token" in r.json()["detail"]
        assert (await other.get("/openapi.json")).status_code == 200  # another address, another bucket
        assert (await one.get("/agents", headers=bearer("customer", "alice"))).status_code == 200  # a token: its own
        clock.now += 1.0
        assert (await one.get("/openapi.json")).status_code == 200  # refilled


async def test_each_principal_has_one_bucket_over_every_endpoint(server: va.Server) -> None:
    clock = FakeClock()
    policy = ProductionAuthorizationPolicy(SECRET, clock=clock, principal_rate_limit=RateLimit(1.0, 3))
    async with client_for(create_app(server, policy=policy)) as api:
        alice = bearer("customer", "alice")
        # Spread over endpoints whose per-permission buckets are all still full.
        codes = [(await api.get(p, headers=alice)).status_code
                 for p in ("/agents", "/sessions", "/openapi.json", "/health/live")]
        assert codes == [200, 200, 200, 429]
        assert (await api.get("/agents", headers=bearer("customer", "bob"))).status_code == 200
