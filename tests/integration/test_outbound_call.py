"""`voice-agent call NUMBER` and the worker's dial, against the loopback LiveKit server API."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator

import pytest
from livekit import api

from adapters.livekit.outbound import OutboundCall, dial
from adapters.replay.livekit_server_api import LiveKitServerAPI, busy

pytestmark = pytest.mark.integration


@pytest.fixture
async def lk() -> AsyncIterator[LiveKitServerAPI]:
    async with LiveKitServerAPI() as server:
        yield server


async def _cli(lk: LiveKitServerAPI, *args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    environ = {**os.environ, "LIVEKIT_URL": lk.url, "LIVEKIT_API_KEY": lk.api_key,
               "LIVEKIT_API_SECRET": lk.api_secret, **(env or {})}
    environ.pop("VOICE_AGENT_NAME", None)
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "adapters.cli", "call", *args, env=environ,
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    return proc.returncode or 0, out.decode(), err.decode()


async def test_call_dispatches_the_agent_with_the_number(lk: LiveKitServerAPI) -> None:
    code, out, err = await _cli(lk, "+15550100", "--agent-name", "sky-air", "--purpose", "your booking BA 117",
                                "--dtmf", "w1")
    assert code == 0, err
    [dispatch] = lk.requests("CreateDispatch")
    assert dispatch.body["agent_name"] == "sky-air" and dispatch.body["room"].startswith("outbound-")
    call = OutboundCall.from_metadata(dispatch.body["metadata"])
    assert call == OutboundCall(to="+15550100", customer_id="tel:+15550100", purpose="your booking BA 117", dtmf="w1")
    assert dispatch.body["room"] in out


@pytest.mark.parametrize(("args", "env", "message"), [
    (("not-a-number", "--agent-name", "a"), {}, "is not a phone number"),
    (("+15550100",), {}, "--agent-name"),
    (("+15550100", "--agent-name", "a"), {"LIVEKIT_API_SECRET": ""}, "LIVEKIT_API_SECRET"),
    (("+15550100", "--agent-name", "a", "--dtmf", "12x"), {}, "--dtmf may hold"),
])
async def test_call_says_what_is_wrong(lk: LiveKitServerAPI, args: tuple[str, ...], env: dict[str, str],
                                       message: str) -> None:
    code, _, err = await _cli(lk, *args, env=env)
    assert code == 2 and message in err and "Traceback" not in err
    assert lk.requests() == []


async def test_the_worker_dials_and_waits_for_the_answer(lk: LiveKitServerAPI) -> None:
    client = api.LiveKitAPI(lk.url, lk.api_key, lk.api_secret)
    try:
        call = OutboundCall(to="+15550100", customer_id="tel:+15550100")
        info = await dial(client, OutboundCall(to="+15550100", customer_id="tel:+15550100", dtmf="w2#"),
                          room="outbound-1", trunk_id="ST_out", ringing_timeout_s=20)
        assert info.room_name == "outbound-1"
        [request] = lk.requests("CreateSIPParticipant")
        assert request.body["sip_call_to"] == "+15550100" and request.body["wait_until_answered"] is True
        assert request.body["dtmf"] == "w2#"
        lk.script("CreateSIPParticipant", busy())
        with pytest.raises(api.SipCallError) as raised:
            await dial(client, call, room="outbound-2", trunk_id="ST_out")
        assert raised.value.sip_status_code == 486
    finally:
        await client.aclose()


def test_inbound_job_metadata_is_not_an_outbound_call() -> None:
    assert OutboundCall.from_metadata("") is None
    assert OutboundCall.from_metadata("not json") is None
    assert OutboundCall.from_metadata(json.dumps({"room": "x"})) is None
