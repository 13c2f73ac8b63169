"""The webhook follow-up channel against a real receiver on loopback: signed deliveries, retries
on 5xx with the same delivery id, no retry when the receiver refuses, clear configuration errors."""

from __future__ import annotations

import pytest

import voice_agent as va
from adapters.followup.webhook import WebhookFollowUp, sign, verify_signature
from adapters.http.testing import loopback_socket
from tests.support.webhook_receiver import receiving
from voice_agent.ids import CustomerId, SessionId, WorkId

SECRET = "s" * 32
FOLLOWUP = va.FollowUp(work_id=WorkId("wrk_1"), session_id=SessionId("ses_1"), customer_id=CustomerId("tel:+1555"),
                       tool="book_flight", text="Your booking on flight BA 117 is confirmed.", outcome="success",
                       result={"status": "confirmed", "code": "X7K2PQ"}, created_at=1.0)


class Sleeps:
    def __init__(self) -> None:
        self.waited: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.waited.append(seconds)


async def test_a_refused_attempt_is_retried_with_the_same_delivery_id() -> None:
    sleeps = Sleeps()
    async with receiving(SECRET, fail_first=2) as receiver:
        await WebhookFollowUp(receiver.url, SECRET, sleep=sleeps, backoff_s=0.5).send(FOLLOWUP)
    [delivery] = receiver.deliveries
    assert receiver.attempts == 3 and sleeps.waited == [0.5, 1.0]  # exponential backoff
    assert delivery.signed and delivery.headers["x-voice-agent-delivery"] == "wrk_1"
    assert delivery.headers["x-voice-agent-attempt"] == "3"
    assert delivery.body["text"] == FOLLOWUP.text and delivery.body["result"]["code"] == "X7K2PQ"


async def test_a_receiver_that_refuses_the_signature_is_not_retried() -> None:
    async with receiving(SECRET) as receiver:
        with pytest.raises(va.DeliveryError, match="refused work wrk_1: HTTP 401"):
            await WebhookFollowUp(receiver.url, "w" * 32, sleep=Sleeps()).send(FOLLOWUP)
    assert receiver.attempts == 1 and receiver.deliveries == []


async def test_nobody_listening_fails_after_the_last_attempt() -> None:
    sock = loopback_socket()
    url = f"http://127.0.0.1:{sock.getsockname()[1]}/hook"
    sock.close()  # nothing listens there now
    sleeps = Sleeps()
    with pytest.raises(va.DeliveryError, match="after 3 attempts"):
        await WebhookFollowUp(url, SECRET, attempts=3, sleep=sleeps).send(FOLLOWUP)
    assert len(sleeps.waited) == 2


def test_signatures_are_checked_against_body_and_age() -> None:
    body = b'{"a":1}'
    sig = sign(SECRET, "1000", body)
    assert verify_signature(SECRET, body, "1000", sig, now=1100)
    assert not verify_signature(SECRET, b'{"a":2}', "1000", sig, now=1100)  # tampered
    assert not verify_signature(SECRET, body, "1000", sig, now=2000)  # a replay, too old
    assert not verify_signature("x" * 32, body, "1000", sig, now=1100)


def test_configuration_errors_name_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("VOICE_AGENT_FOLLOWUP_URL", raising=False)
    assert WebhookFollowUp.from_env() is None
    monkeypatch.setenv("VOICE_AGENT_FOLLOWUP_URL", "https://example.invalid/hook")
    monkeypatch.delenv("VOICE_AGENT_FOLLOWUP_SECRET", raising=False)
    with pytest.raises(va.ConfigurationError, match="VOICE_AGENT_FOLLOWUP_SECRET is not"):
        WebhookFollowUp.from_env()
    monkeypatch.setenv("VOICE_AGENT_FOLLOWUP_SECRET", "short")
    with pytest.raises(va.ConfigurationError, match="at least 16 characters"):
        WebhookFollowUp.from_env()
    with pytest.raises(va.ConfigurationError, match="http"):
        WebhookFollowUp("ftp://x", SECRET)
