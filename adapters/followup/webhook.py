"""The webhook follow-up channel: each follow-up is POSTed as JSON, signed, and retried.

    POST <url>
    Content-Type: application/json
    X-Voice-Agent-Delivery: <work id>      the same on every retry: deduplicate on it
    X-Voice-Agent-Attempt: <n>
    X-Voice-Agent-Timestamp: <unix seconds>
    X-Voice-Agent-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>." + body, keyed by the secret>

    {"work_id": ..., "session_id": ..., "customer_id": ..., "tool": ..., "text": ...,
     "outcome": "success" | "failure", "result": {...} | null, "created_at": ...}

A 2xx answer is delivery. A 408, 429 or 5xx answer, a timeout or a connection error is retried
with exponential backoff, up to `attempts` tries; any other answer (a 4xx: the receiver refused
it) fails at once. Receivers check the signature with `verify_signature` and refuse old
timestamps (replays).

Configuration: VOICE_AGENT_FOLLOWUP_URL and VOICE_AGENT_FOLLOWUP_SECRET (see `from_env`).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import os
import time
from collections.abc import Awaitable, Callable

import httpx

from voice_agent.errors import ConfigurationError, DeliveryError
from voice_agent.ports import FollowUp

logger = logging.getLogger("adapters.followup.webhook")

URL_ENV = "VOICE_AGENT_FOLLOWUP_URL"
SECRET_ENV = "VOICE_AGENT_FOLLOWUP_SECRET"
RETRYABLE = frozenset({408, 429})
MIN_SECRET_CHARS = 16


def sign(secret: str, timestamp: str, body: bytes) -> str:
    digest = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    return f"sha256={digest}"


def verify_signature(secret: str, body: bytes, timestamp: str, signature: str, *,
                     tolerance_s: float = 300.0, now: float | None = None) -> bool:
    """True if `signature` signs this body at this timestamp, and the timestamp is recent."""
    try:
        age = abs((now if now is not None else time.time()) - int(timestamp))
    except ValueError:
        return False
    return age <= tolerance_s and hmac.compare_digest(sign(secret, timestamp, body), signature)


class WebhookFollowUp:
    name = "webhook"

    def __init__(
        self,
        url: str,
        secret: str,
        *,
        attempts: int = 5,
        timeout_s: float = 5.0,
        backoff_s: float = 0.5,
        max_backoff_s: float = 30.0,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        if not url.startswith(("http://", "https://")):
            raise ConfigurationError(f"{URL_ENV} must be an http(s) URL, not {url!r}")
        if len(secret) < MIN_SECRET_CHARS:
            raise ConfigurationError(f"{SECRET_ENV} must be at least {MIN_SECRET_CHARS} characters")
        if attempts < 1:
            raise ConfigurationError("a webhook needs at least one attempt")
        self.url = url
        self._secret = secret
        self.attempts = attempts
        self.timeout_s = timeout_s
        self.backoff_s = backoff_s
        self.max_backoff_s = max_backoff_s
        self._sleep = sleep
        self._transport = transport

    @classmethod
    def from_env(cls) -> WebhookFollowUp | None:
        """The webhook configured by VOICE_AGENT_FOLLOWUP_URL / _SECRET, or None if no URL is set."""
        url = os.environ.get(URL_ENV, "").strip()
        if not url:
            return None
        secret = os.environ.get(SECRET_ENV, "")
        if not secret:
            raise ConfigurationError(f"{URL_ENV} is set but {SECRET_ENV} is not: set a secret (at least "
                                     f"{MIN_SECRET_CHARS} characters) that the receiver checks signatures with")
        return cls(url, secret)

    async def send(self, followup: FollowUp) -> None:
        body = json.dumps(followup.to_dict(), sort_keys=True, separators=(",", ":"), default=str).encode()
        last = "not tried"
        async with httpx.AsyncClient(timeout=self.timeout_s, transport=self._transport) as client:
            for attempt in range(1, self.attempts + 1):
                timestamp = str(int(time.time()))
                headers = {
                    "Content-Type": "application/json",
                    "X-Voice-Agent-Delivery": followup.work_id,
                    "X-Voice-Agent-Attempt": str(attempt),
                    "X-Voice-Agent-Timestamp": timestamp,
                    "X-Voice-Agent-Signature": sign(self._secret, timestamp, body),
                }
                try:
                    response = await client.post(self.url, content=body, headers=headers)
                except httpx.TransportError as exc:
                    last = f"{type(exc).__name__}: {exc}"
                else:
                    if response.is_success:
                        return
                    last = f"HTTP {response.status_code}"
                    if response.status_code < 500 and response.status_code not in RETRYABLE:
                        raise DeliveryError(f"the follow-up webhook refused work {followup.work_id}: {last}")
                if attempt < self.attempts:
                    delay = min(self.max_backoff_s, self.backoff_s * 2 ** (attempt - 1))
                    logger.warning("follow-up webhook attempt %d of %d failed (%s); retrying in %.1f s",
                                   attempt, self.attempts, last, delay, extra={"work_id": followup.work_id})
                    await self._sleep(delay)
        raise DeliveryError(f"the follow-up webhook did not accept work {followup.work_id} after "
                            f"{self.attempts} attempts (last: {last})")
