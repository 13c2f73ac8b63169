"""The operator console end to end in headless Chromium against a real uvicorn server: a caller
is transferred to a human, the operator replies, retries a failed delivery and hands back."""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import voice_agent as va
from adapters.http.testing import LiveServer
from tests.support.calls import BOOK_BA117, YES

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
ARTIFACTS = Path(__file__).parent / "artifacts"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(CHROMIUM is None or CHROMEDRIVER is None,
                       reason="needs chromium and chromedriver (run scripts/system-deps.sh)"),
]


class FlakyChannel:
    """A channel that cannot deliver final messages until `fail` is cleared."""

    def __init__(self) -> None:
        self.fail = True

    async def play(self, item: va.SpeechItem) -> va.Outcome:
        if self.fail and item.kind in (va.ItemKind.UTTERANCE, va.ItemKind.VERBATIM):
            return va.Outcome.FAILED
        return va.Outcome.PLAYED


@pytest.fixture
def browser() -> Iterator[Any]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    assert CHROMIUM is not None and CHROMEDRIVER is not None
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--no-first-run", "--window-size=1400,900"):
        options.add_argument(flag)
    with tempfile.TemporaryDirectory(prefix="chromium-profile-") as profile:
        options.add_argument(f"--user-data-dir={profile}")
        driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        try:
            yield driver
        finally:
            driver.quit()


def eventually(check: Callable[[], Any], timeout: float = 8.0, what: str = "") -> Any:
    end = time.monotonic() + timeout
    while True:
        try:
            value = check()
        except Exception:  # the page is still rendering
            value = None
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what or check}")
        time.sleep(0.05)


def test_operator_takes_over_replies_retries_and_hands_back(browser: Any, airline_agent: Any) -> None:
    from selenium.webdriver.common.by import By

    with LiveServer(agents=[airline_agent]) as live, httpx.Client(base_url=live.url, timeout=10) as api:
        sid = api.post("/sessions", json={"agent_id": "airline", "customer_id": "caller-7",
                                          "title": "Caller 7"}).json()["id"]
        channel = FlakyChannel()

        async def attach(server: va.Server) -> None:
            (await (await server.get_session(sid)).runtime()).attach_channel(channel, voice=False)

        live.call(attach)

        def say(text: str) -> None:
            assert api.post(f"/sessions/{sid}/events", json={"kind": "message", "source": "customer",
                                                             "message": text}).status_code == 201

        say(BOOK_BA117)
        say(YES)  # the booking was read back: go ahead
        eventually(lambda: [w for w in api.get(f"/sessions/{sid}/work").json() if w["state"] == "delivery_failed"],
                   what="the booking's delivery to fail")
        say("can I talk to a human please?")
        eventually(lambda: api.get(f"/sessions/{sid}").json()["mode"] == "manual", what="the transfer")

        browser.get(f"{live.url}/console")
        item = eventually(lambda: browser.find_element(By.CSS_SELECTOR, f'.queue-item[data-session-id="{sid}"]'),
                          what="the session in the queue")
        assert "can I talk to a human please?" in item.find_element(By.CLASS_NAME, "reason").text
        item.click()

        def transcript() -> list[tuple[str, str]]:
            return [(m.get_attribute("data-source"), m.text)
                    for m in browser.find_elements(By.CSS_SELECTOR, "#transcript .msg")]

        eventually(lambda: any("transferring you to a human" in t for s, t in transcript() if s == "ai_agent"),
                   what="the live transcript")
        eventually(lambda: browser.find_element(By.CSS_SELECTOR, "#work .retry-delivery"),
                   what="the failed delivery in the work panel")

        name = browser.find_element(By.ID, "operator-name")
        name.clear()
        name.send_keys("Alex")
        browser.find_element(By.ID, "reply-text").send_keys("Hi, this is Alex from support. I can help.")
        browser.find_element(By.ID, "reply-send").click()
        eventually(lambda: any("Alex from support" in t for s, t in transcript() if s == "human_agent"),
                   what="the operator's reply in the transcript")
        events = api.get(f"/sessions/{sid}/events", params={"source": "human_agent"}).json()
        assert events[-1]["data"]["message"] == "Hi, this is Alex from support. I can help."
        assert events[-1]["data"]["participant"]["display_name"] == "Alex"

        ARTIFACTS.mkdir(exist_ok=True)
        browser.save_screenshot(str(ARTIFACTS / "console.png"))

        browser.find_element(By.ID, "hand-back").click()
        session = eventually(lambda: (s := api.get(f"/sessions/{sid}").json())["mode"] == "auto" and s,
                             what="the hand-back")
        assert "needs-human" not in session["labels"] and "handoff_reason" not in session["metadata"]
        eventually(lambda: not browser.find_elements(By.CSS_SELECTOR, f'#queue .queue-item[data-session-id="{sid}"]'),
                   what="the session to leave the queue")

        # Back in automatic mode, the agent's undelivered confirmation can be retried.
        channel.fail = False
        # The panel re-renders every 2 s: find the button afresh and click it.
        eventually(lambda: browser.find_element(By.CSS_SELECTOR, "#work .retry-delivery").click() or True,
                   what="a click on Retry delivery")
        eventually(lambda: api.get(f"/sessions/{sid}/work").json()[0]["state"] == "delivered",
                   what="the retried delivery")
        eventually(lambda: "delivered" in browser.find_element(By.CSS_SELECTOR, "#work .state").text,
                   what="the work panel to show the delivery")
        eventually(lambda: any("confirmation number" in t for s, t in transcript() if s == "ai_agent"),
                   what="the confirmation in the transcript")

        say("how much baggage can I bring?")
        eventually(lambda: any("carry-on" in t for s, t in transcript() if s == "ai_agent"),
                   what="the agent to answer again")
        browser.save_screenshot(str(ARTIFACTS / "console-after-handback.png"))
