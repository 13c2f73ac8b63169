"""The simulated cloud speaks the services' wire protocols: the production plugins
(livekit-plugins-deepgram, livekit-plugins-openai), configured by the production code, work
against it unchanged, and the faults it injects at the wire reach the plugins' own retry and
livekit's fallback adapters."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import numpy as np
import pytest
from livekit.agents import stt, tts, utils

from adapters.audio.frames import frames_from_samples
from adapters.audio.wav import read_wav
from adapters.providers.cloud import deepgram_stt, openai_tts
from adapters.replay.cloud_sim import CloudSim, Fault, ServiceTiming
from adapters.replay.cloud_sim.providers import cloud_sim_providers, sim_config

pytestmark = pytest.mark.integration
CALLER = Path(__file__).resolve().parents[2] / "audio_fixtures" / "caller"


@pytest.fixture(scope="module")
def warm_models() -> None:
    CloudSim().prewarm()  # the models are process-wide: load them once for the module


@pytest.fixture
async def sim(warm_models: None) -> AsyncIterator[CloudSim]:
    # no service latency: these tests are about the protocol, not its timing
    async with CloudSim(timing=ServiceTiming.instant()) as cloud, utils.http_context.open():
        yield cloud


async def _stream(recognizer: stt.STT[Any], wav: str, *, tail_s: float = 1.5) -> list[stt.SpeechEvent]:
    """Play a caller WAV into a recogniser stream in real time; its events until it closes."""
    samples = read_wav(CALLER / wav, sample_rate=16000).samples
    audio = np.concatenate([np.zeros(8000, np.float32), samples, np.zeros(round(16000 * tail_s), np.float32)])
    stream = recognizer.stream()
    events: list[stt.SpeechEvent] = []

    async def feed() -> None:
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        for i, frame in enumerate(frames_from_samples(audio, 16000)):
            stream.push_frame(frame)
            await asyncio.sleep(max(0.0, t0 + (i + 1) * 0.02 - loop.time()))
        stream.end_input()

    feeder = asyncio.create_task(feed())
    try:
        async for ev in stream:
            events.append(ev)
    finally:
        await utils.aio.cancel_and_wait(feeder)
        await stream.aclose()
    return events


def _texts(events: list[stt.SpeechEvent], kind: stt.SpeechEventType) -> list[str]:
    return [ev.alternatives[0].text for ev in events if ev.type == kind and ev.alternatives]


async def test_deepgram_plugin_hears_interims_then_one_final_from_the_local_models(sim: CloudSim) -> None:
    events = await _stream(deepgram_stt(sim_config(sim)), "book_ba117.wav")

    kinds = [ev.type for ev in events if ev.type != stt.SpeechEventType.RECOGNITION_USAGE]
    assert kinds[0] == stt.SpeechEventType.START_OF_SPEECH  # SpeechStarted (vad_events=true)
    interims = _texts(events, stt.SpeechEventType.INTERIM_TRANSCRIPT)
    [final] = _texts(events, stt.SpeechEventType.FINAL_TRANSCRIPT)
    # Every hypothesis the service sent arrived, in order; the first is a real partial one. (How
    # many there are depends on the machine: a busy recogniser coalesces them, as a loaded
    # service does, so a loaded run may send one where a quiet one sends five.)
    sent = [e["text"] for e in sim.snapshot_now()["events"]
            if e["kind"] == "stt_result" and not e["is_final"] and e["text"]]
    assert interims and [t for t in interims if t] == sent and interims[0] != final
    assert "BA 117" in final and "John Smith" in final
    assert kinds.index(stt.SpeechEventType.FINAL_TRANSCRIPT) < kinds.index(stt.SpeechEventType.END_OF_SPEECH)
    # the plugin's query parameters reached the service as production sets them
    [connect] = [e for e in sim.snapshot_now()["events"] if e["kind"] == "stt_connect"]
    assert connect["endpointing_ms"] == 300 and connect["interim_results"] is True


async def test_raw_listen_socket_keepalive_closestream_and_metadata(sim: CloudSim) -> None:
    url = sim.deepgram_url.replace("http", "ws") + "?model=nova-3&encoding=linear16&sample_rate=16000" \
        "&channels=1&interim_results=true&endpointing=300&utterance_end_ms=1000&vad_events=true"
    samples = read_wav(CALLER / "thanks.wav", sample_rate=16000).samples
    pcm = (np.concatenate([samples, np.zeros(24000, np.float32)]) * 32767).astype(np.int16).tobytes()
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(url, headers={"Authorization": "Token k"}) as ws:
            await ws.send_str(json.dumps({"type": "KeepAlive"}))
            for i in range(0, len(pcm), 3200):  # 100 ms chunks, real time
                await ws.send_bytes(pcm[i : i + 3200])
                await asyncio.sleep(0.1)
            await ws.send_str(json.dumps({"type": "CloseStream"}))
            messages = [json.loads(m.data) async for m in ws if m.type == aiohttp.WSMsgType.TEXT]
            assert ws.close_code == 1000
    types = [m["type"] for m in messages]
    assert types[0] == "SpeechStarted" and types[-1] == "Metadata"
    finals = [m for m in messages if m["type"] == "Results" and m["is_final"]]
    assert finals and finals[-1]["speech_final"] and "thank" in finals[-1]["channel"]["alternatives"][0]["transcript"].lower()
    words = finals[-1]["channel"]["alternatives"][0]["words"]
    assert words and all({"word", "start", "end", "confidence", "punctuated_word"} <= set(w) for w in words)
    assert "UtteranceEnd" in types  # 1 s without a word after the last one
    assert messages[-1]["duration"] > 2.0 and messages[-1]["channels"] == 1


async def test_listen_refuses_what_deepgram_refuses(sim: CloudSim) -> None:
    base = sim.deepgram_url.replace("http", "ws")
    async with aiohttp.ClientSession() as http:
        for query, headers, status in (
            ("?encoding=linear16", {}, 401),  # no key
            ("?encoding=mulaw", {"Authorization": "Token k"}, 400),
            ("?utterance_end_ms=1000&interim_results=false", {"Authorization": "Token k"}, 400),
        ):
            with pytest.raises(aiohttp.WSServerHandshakeError) as err:
                await http.ws_connect(base + query, headers=headers)
            assert err.value.status == status


async def test_deepgram_retry_survives_refused_connections_and_malformed_frames(sim: CloudSim) -> None:
    await sim.arm(Fault("stt", "reject", status=429, count=2), Fault("stt", "malformed", nth=1))
    events = await _stream(deepgram_stt(sim_config(sim)), "book_ba117.wav")

    [final] = _texts(events, stt.SpeechEventType.FINAL_TRANSCRIPT)
    assert "BA 117" in final
    log = sim.snapshot_now()
    assert [f["kind"] for f in log["faults"]] == ["reject", "reject", "malformed"]
    assert sum(e["kind"] == "stt_connect" for e in log["events"]) == 1  # the third attempt


@pytest.mark.parametrize("response_format", ["pcm", "mp3", "wav"])
async def test_openai_tts_plugin_plays_piper_audio_in_the_format_it_asks_for(
    sim: CloudSim, response_format: str
) -> None:
    voice = openai_tts(sim_config(sim, tts_format=response_format))
    try:
        frames = [a.frame async for a in voice.synthesize("Your booking is confirmed.")]
    finally:
        await voice.aclose()
    seconds = sum(f.samples_per_channel / f.sample_rate for f in frames)
    assert 1.0 < seconds < 4.0
    assert {f.sample_rate for f in frames} == {24000}
    level = max(float(np.abs(np.frombuffer(f.data, np.int16)).max()) for f in frames)
    assert level > 3000  # speech, not silence or noise floor
    [request] = [e for e in sim.snapshot_now()["events"] if e["kind"] == "tts_request"]
    assert request["format"] == response_format and request["sse"] is True  # gpt-4o-mini-tts streams SSE


async def test_openai_tts_retry_after_a_500_and_a_dropped_stream(sim: CloudSim) -> None:
    await sim.arm(Fault("tts", "reject", status=500), Fault("tts", "drop", nth=1, after_s=0.3))
    voice = openai_tts(sim_config(sim))
    errors: list[Any] = []
    voice.on("error", errors.append)
    try:
        async with voice.synthesize("Your booking is confirmed.", conn_options=_retries(3)) as stream:
            frames = [a.frame async for a in stream]
    finally:
        await voice.aclose()
    assert sum(f.samples_per_channel for f in frames) / 24000 > 1.0
    assert [e.recoverable for e in errors] == [True, True]  # both retried, then it played
    assert [f["kind"] for f in sim.snapshot_now()["faults"]] == ["reject", "drop"]


async def test_fallback_adapters_switch_to_the_local_models_when_the_cloud_is_down(sim: CloudSim) -> None:
    providers = await cloud_sim_providers(sim, fallback="local")
    await sim.arm(Fault("stt", "reject", status=503, count=0), Fault("tts", "reject", status=503, count=0))
    switched: list[Any] = []
    assert isinstance(providers.stt, stt.FallbackAdapter) and isinstance(providers.tts, tts.FallbackAdapter)
    providers.stt.on("stt_availability_changed", switched.append)
    providers.tts.on("tts_availability_changed", switched.append)
    try:
        events = await _stream(providers.stt, "book_ba117.wav")
        frames = [a.frame async for a in providers.tts.synthesize("Your booking is confirmed.")]
    finally:
        await providers.aclose()
    [final] = _texts(events, stt.SpeechEventType.FINAL_TRANSCRIPT)
    assert "117" in final  # heard by Whisper in this process, the cloud refusing every connection
    assert sum(f.samples_per_channel / f.sample_rate for f in frames) > 1.0  # said by Piper
    assert [(type(e).__name__, e.available) for e in switched][:2] == [
        ("AvailabilityChangedEvent", False), ("AvailabilityChangedEvent", False)]


def _retries(n: int) -> Any:
    from livekit.agents import APIConnectOptions

    return APIConnectOptions(max_retry=n, retry_interval=0.1, timeout=5.0)
