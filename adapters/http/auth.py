"""Who may call what: the authorization policy of the HTTP API.

    AuthorizationError                 the request is refused (never echoes headers or tokens)
    ├── AuthenticationError   401      no credentials where some are needed, or a bad token
    ├── PermissionDeniedError 403      the caller is known but may not do this
    ├── SessionHiddenError    404      the session exists but is not the caller's: answered
    │                                  exactly like a missing one, so ids cannot be probed
    └── RateLimitedError      429      the caller's bucket is empty; `retry_after_s` says when

`AuthorizationPolicy` is the interface (as in the reference documents): `check_permission`,
`check_rate_limit`, and `authorize`, which calls both and raises; `admit`, called for every
request before routing (and before authentication); `identity`, the caller's own id where
tokens give one. Two implementations:

- `DevelopmentAuthorizationPolicy`: everything is allowed, but only from loopback clients.
- `ProductionAuthorizationPolicy`: HS256 bearer tokens signed with `VOICE_AGENT_JWT_SECRET`
  (claims `sub`, `role`, `exp`, and `iss` / `aud` naming this API, so a token signed with the
  same secret for another service is refused). Roles: `admin` (everything), `operator` (every session, no
  deletes, no posting as the customer), `customer` (its own sessions only; no labels or titles;
  reads messages and sanitised status events only). Anonymous callers get only
  `anonymous_permissions` (empty by default). Token-bucket rate limits in two stages: `admit`
  takes one token per request from the client address's bucket when the request carries no
  valid token (anonymous, malformed or bad token), or from the principal's overall bucket when
  it does; `authorize` then takes one from the principal's bucket for the permission. The
  client address is read from `X-Forwarded-For` only when the direct peer is a configured
  trusted proxy.
"""

from __future__ import annotations

import ipaddress
import math
import os
import time
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import jwt
from fastapi import Request

from voice_agent import ConfigurationError, SessionRecord

SECRET_ENV = "VOICE_AGENT_JWT_SECRET"
MIN_SECRET_CHARS = 32
ALGORITHM = "HS256"
# Who issues the tokens and for whom: a token signed with the same secret by another service
# (or for another one of ours) names another issuer or audience and is refused.
ISSUER = "voice-agent"
AUDIENCE = "voice-agent-http"


class Permission(StrEnum):
    READ_AGENTS = "read_agents"
    CREATE_SESSION = "create_session"
    LIST_SESSIONS = "list_sessions"
    READ_SESSION = "read_session"
    UPDATE_SESSION = "update_session"
    DELETE_SESSION = "delete_session"
    READ_EVENTS = "read_events"
    CREATE_CUSTOMER_EVENT = "create_customer_event"
    CREATE_HUMAN_AGENT_EVENT = "create_human_agent_event"
    CREATE_AI_AGENT_EVENT = "create_ai_agent_event"
    READ_WORK = "read_work"
    RETRY_WORK = "retry_work"
    # Tool calls, custom events and unsanitised status events (exception text): staff only.
    READ_INTERNAL_EVENTS = "read_internal_events"


class Role(StrEnum):
    ADMIN = "admin"
    OPERATOR = "operator"
    CUSTOMER = "customer"


ROLE_PERMISSIONS: Mapping[Role, frozenset[Permission]] = {
    Role.ADMIN: frozenset(Permission),
    Role.OPERATOR: frozenset(Permission) - {Permission.DELETE_SESSION, Permission.CREATE_CUSTOMER_EVENT},
    Role.CUSTOMER: frozenset({
        Permission.READ_AGENTS, Permission.CREATE_SESSION, Permission.LIST_SESSIONS,
        Permission.READ_SESSION, Permission.READ_EVENTS, Permission.CREATE_CUSTOMER_EVENT,
    }),
}


# -- errors ---------------------------------------------------------------------------------------


class AuthorizationError(Exception):
    status_code = 403

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class AuthenticationError(AuthorizationError):
    status_code = 401


class PermissionDeniedError(AuthorizationError):
    status_code = 403


class SessionHiddenError(AuthorizationError):
    status_code = 404

    def __init__(self) -> None:
        super().__init__("no such session")


class RateLimitedError(AuthorizationError):
    status_code = 429

    def __init__(self, message: str, retry_after_s: float) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s

    @property
    def retry_after(self) -> str:
        """The Retry-After header: whole seconds, rounded up, at least 1."""
        return str(max(1, math.ceil(self.retry_after_s)))


# -- principals and tokens --------------------------------------------------------------------------


@dataclass(frozen=True)
class Principal:
    """Who is calling. `role` is None for anonymous callers."""

    sub: str | None
    role: Role | None

    @property
    def anonymous(self) -> bool:
        return self.role is None

    @property
    def key(self) -> str:
        return f"{self.role}:{self.sub}"


ANONYMOUS = Principal(sub=None, role=None)


def mint_token(role: str, sub: str, ttl: float, secret: str) -> str:
    """A bearer token for `sub` with `role`, valid for `ttl` seconds."""
    Role(role)  # raises ValueError for an unknown role
    if not sub:
        raise ValueError("a token needs a subject (sub)")
    now = int(time.time())
    claims = {"sub": sub, "role": role, "iat": now, "exp": now + int(ttl), "iss": ISSUER, "aud": AUDIENCE}
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def secret_from_env(environ: Mapping[str, str] | None = None) -> str:
    secret = (environ if environ is not None else os.environ).get(SECRET_ENV, "")
    if not secret:
        raise ConfigurationError(
            f"{SECRET_ENV} is not set: the production policy signs and checks bearer tokens with it. "
            f"Set it to a random string of at least {MIN_SECRET_CHARS} characters, e.g. "
            f"`export {SECRET_ENV}=$(python -c 'import secrets; print(secrets.token_urlsafe(48))')`"
        )
    if len(secret) < MIN_SECRET_CHARS:
        raise ConfigurationError(
            f"{SECRET_ENV} is too short ({len(secret)} characters): use at least {MIN_SECRET_CHARS}"
        )
    return secret


def bearer_token(request: Request) -> str | None:
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise AuthenticationError("the Authorization header must be `Bearer <token>`")
    return value.strip()


# -- rate limits -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RateLimit:
    """A token bucket: `burst` requests at once, refilled at `per_second`."""

    per_second: float
    burst: int


DEFAULT_RATE_LIMIT = RateLimit(per_second=20.0, burst=60)
# Before authentication, per client address: requests without a valid token (anonymous callers,
# malformed or bad tokens; /openapi.json, /console and health probes included).
UNAUTHENTICATED_RATE_LIMIT = RateLimit(per_second=5.0, burst=30)
# After authentication, per principal, over every endpoint together.
PRINCIPAL_RATE_LIMIT = RateLimit(per_second=50.0, burst=200)
DEFAULT_RATE_LIMITS: Mapping[Permission, RateLimit] = {
    Permission.CREATE_SESSION: RateLimit(per_second=1.0, burst=20),
    Permission.CREATE_CUSTOMER_EVENT: RateLimit(per_second=2.0, burst=20),
    Permission.CREATE_AI_AGENT_EVENT: RateLimit(per_second=2.0, burst=20),
}


class TokenBuckets:
    """Buckets by key, the least recently used dropped past `max_keys` (a full bucket is what a
    new one would be, so forgetting an idle key loses nothing)."""

    def __init__(self, *, clock: Callable[[], float] = time.monotonic, max_keys: int = 10_000) -> None:
        self._clock = clock
        self._max_keys = max_keys
        self._buckets: OrderedDict[tuple[str, str], tuple[float, float]] = OrderedDict()

    def take(self, key: tuple[str, str], limit: RateLimit) -> float:
        """Take one token. Returns 0 if allowed, else the seconds until a token is available."""
        now = self._clock()
        tokens, last = self._buckets.pop(key, (float(limit.burst), now))
        tokens = min(float(limit.burst), tokens + (now - last) * limit.per_second)
        wait = 0.0
        if tokens >= 1.0:
            tokens -= 1.0
        else:
            wait = (1.0 - tokens) / limit.per_second if limit.per_second > 0 else 3600.0
        self._buckets[key] = (tokens, now)
        while len(self._buckets) > self._max_keys:
            self._buckets.popitem(last=False)
        return wait


# -- the policies -----------------------------------------------------------------------------------


class AuthorizationPolicy(ABC):
    """Decides whether a request may do what it asks. The app calls `authorize` before acting,
    and `authorize_session` once it has loaded the session the request is about."""

    name = "custom"

    @abstractmethod
    async def check_permission(self, request: Request, permission: Permission) -> bool: ...

    @abstractmethod
    async def check_rate_limit(self, request: Request, permission: Permission) -> bool: ...

    async def authorize(self, request: Request, permission: Permission) -> None:
        if not await self.check_permission(request, permission):
            raise await self.denial(request, permission)
        if not await self.check_rate_limit(request, permission):
            retry = float(getattr(request.state, "retry_after_s", 1.0))
            raise RateLimitedError("too many requests; slow down", retry_after_s=retry)

    async def denial(self, request: Request, permission: Permission) -> AuthorizationError:
        return PermissionDeniedError(f"not allowed: {permission.value}")

    async def admit(self, request: Request) -> None:  # noqa: B027 (admitting everyone is a fine default)
        """Called for every request before routing; raises RateLimitedError to refuse it."""

    async def identity(self, request: Request) -> str | None:
        """The caller's own id as its credentials prove it, or None where there are none (then
        the API takes an operator's id from the request body)."""
        return None

    async def client_key(self, request: Request) -> str:
        """Who the caller is, for per-client limits (open event streams)."""
        return f"ip:{request.client.host if request.client else 'unknown'}"

    async def customer_scope(self, request: Request) -> str | None:
        """The customer id the caller is confined to, or None if it may see every session."""
        return None

    async def authorize_session(self, request: Request, permission: Permission, record: SessionRecord) -> None:
        scope = await self.customer_scope(request)
        if scope is not None and record.customer_id != scope:
            raise SessionHiddenError()


def _is_loopback(host: str | None) -> bool:
    if host is None:
        return False
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped.is_loopback
    return address.is_loopback


class DevelopmentAuthorizationPolicy(AuthorizationPolicy):
    """Everything is allowed, from loopback clients only. A request relayed by a proxy (it
    carries forwarding headers) is refused: the proxy's loopback address says nothing about
    where the request came from."""

    name = "development"

    async def check_permission(self, request: Request, permission: Permission) -> bool:
        host = request.client.host if request.client else None
        forwarded = "x-forwarded-for" in request.headers or "forwarded" in request.headers
        return _is_loopback(host) and not forwarded

    async def check_rate_limit(self, request: Request, permission: Permission) -> bool:
        return True

    async def denial(self, request: Request, permission: Permission) -> AuthorizationError:
        return PermissionDeniedError(
            "the development policy only accepts direct requests from this machine (loopback); "
            "run with --policy production to serve other clients"
        )


class ProductionAuthorizationPolicy(AuthorizationPolicy):
    name = "production"

    def __init__(
        self,
        secret: str,
        *,
        anonymous_permissions: Iterable[Permission] = (),
        trusted_proxies: Iterable[str] = (),
        rate_limits: Mapping[Permission, RateLimit] | None = None,
        default_rate_limit: RateLimit = DEFAULT_RATE_LIMIT,
        unauthenticated_rate_limit: RateLimit = UNAUTHENTICATED_RATE_LIMIT,
        principal_rate_limit: RateLimit = PRINCIPAL_RATE_LIMIT,
        clock: Callable[[], float] = time.monotonic,
        leeway_s: float = 5.0,
    ) -> None:
        if not secret:
            raise ConfigurationError(f"ProductionAuthorizationPolicy needs a secret: set {SECRET_ENV}")
        self._secret = secret
        self.anonymous_permissions = frozenset(anonymous_permissions)
        self.trusted_proxies = tuple(ipaddress.ip_network(p, strict=False) for p in trusted_proxies)
        self.rate_limits = dict(DEFAULT_RATE_LIMITS if rate_limits is None else rate_limits)
        self.default_rate_limit = default_rate_limit
        self.unauthenticated_rate_limit = unauthenticated_rate_limit
        self.principal_rate_limit = principal_rate_limit
        self._buckets = TokenBuckets(clock=clock)
        self._leeway = leeway_s

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **kwargs: Any) -> ProductionAuthorizationPolicy:
        """Reads `VOICE_AGENT_JWT_SECRET`; raises ConfigurationError naming it when missing."""
        return cls(secret_from_env(environ), **kwargs)

    def mint(self, role: str, sub: str, ttl: float = 3600) -> str:
        return mint_token(role, sub, ttl, self._secret)

    async def principal(self, request: Request) -> Principal:
        cached = getattr(request.state, "principal", None)
        if isinstance(cached, Principal):
            return cached
        token = bearer_token(request)
        principal = ANONYMOUS if token is None else self._verify(token)
        request.state.principal = principal
        return principal

    def _verify(self, token: str) -> Principal:
        try:
            claims = jwt.decode(
                token, self._secret, algorithms=[ALGORITHM], leeway=self._leeway,
                audience=AUDIENCE, issuer=ISSUER, options={"require": ["exp", "sub", "role", "iss", "aud"]},
            )
        except jwt.ExpiredSignatureError:
            raise AuthenticationError("the token has expired; get a new one") from None
        except (jwt.InvalidAudienceError, jwt.InvalidIssuerError):
            raise AuthenticationError(
                f"the token is not for this API (it needs iss={ISSUER!r} and aud={AUDIENCE!r}); "
                "mint one with `voice-agent token`") from None
        except jwt.InvalidTokenError:
            raise AuthenticationError("the token is not valid") from None
        try:
            role = Role(claims["role"])
        except ValueError:
            raise AuthenticationError("the token's role is not known") from None
        sub = claims["sub"]
        if not isinstance(sub, str) or not sub:
            raise AuthenticationError("the token has no subject")
        return Principal(sub=sub, role=role)

    async def check_permission(self, request: Request, permission: Permission) -> bool:
        principal = await self.principal(request)
        if principal.role is None:
            return permission in self.anonymous_permissions
        return permission in ROLE_PERMISSIONS[principal.role]

    async def denial(self, request: Request, permission: Permission) -> AuthorizationError:
        if (await self.principal(request)).anonymous:
            return AuthenticationError("authentication required: send `Authorization: Bearer <token>`")
        return PermissionDeniedError(f"your role may not do this ({permission.value})")

    async def _valid_principal(self, request: Request) -> Principal | None:
        """The authenticated principal, or None for anonymous callers and bad tokens (whose 401
        the route gives, after this policy's limits)."""
        try:
            principal = await self.principal(request)
        except AuthenticationError:
            return None
        return None if principal.anonymous else principal

    async def admit(self, request: Request) -> None:
        principal = await self._valid_principal(request)
        if principal is None:
            key, limit = (f"ip:{self.client_address(request)}", "unauthenticated"), self.unauthenticated_rate_limit
        else:
            key, limit = (principal.key, "any"), self.principal_rate_limit
        wait = self._buckets.take(key, limit)
        if wait > 0:
            what = "requests without a valid token from your address" if principal is None else "requests"
            raise RateLimitedError(f"too many {what}; wait and retry (see Retry-After)", retry_after_s=wait)

    async def identity(self, request: Request) -> str | None:
        principal = await self._valid_principal(request)
        return principal.sub if principal is not None else None

    async def client_key(self, request: Request) -> str:
        principal = await self._valid_principal(request)
        return principal.key if principal is not None else f"ip:{self.client_address(request)}"

    async def check_rate_limit(self, request: Request, permission: Permission) -> bool:
        principal = await self.principal(request)
        key = principal.key if not principal.anonymous else f"ip:{self.client_address(request)}"
        limit = self.rate_limits.get(permission, self.default_rate_limit)
        wait = self._buckets.take((key, permission.value), limit)
        if wait > 0:
            request.state.retry_after_s = wait
            return False
        return True

    async def customer_scope(self, request: Request) -> str | None:
        principal = await self.principal(request)
        if principal.role is Role.CUSTOMER:
            return principal.sub
        return None

    def client_address(self, request: Request) -> str:
        """The peer address; behind a trusted proxy, the nearest untrusted address it forwarded."""
        peer = request.client.host if request.client else "unknown"
        if not self._trusted(peer):
            return peer
        hops = [h.strip() for h in ",".join(request.headers.getlist("x-forwarded-for")).split(",") if h.strip()]
        for hop in reversed(hops):
            if not self._trusted(hop):
                return hop
        return peer

    def _trusted(self, host: str) -> bool:
        try:
            address = ipaddress.ip_address(host)
        except ValueError:
            return False
        return any(address.version == net.version and address in net for net in self.trusted_proxies)
