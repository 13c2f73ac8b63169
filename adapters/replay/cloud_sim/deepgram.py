"""Deepgram's live-streaming endpoint, `GET /v1/listen` upgraded to a WebSocket, as
livekit-plugins-deepgram speaks it (developers.deepgram.com/reference/speech-to-text/listen-streaming):

- query parameters: `model`, `language`, `encoding` (linear16), `sample_rate`, `channels`,
  `interim_results`, `endpointing` (ms, or false), `utterance_end_ms`, `vad_events`,
  `punctuate`, `smart_format`, ...; lowercase booleans. An unusable value answers 400 at the
  upgrade, a missing `Authorization: Token ...` 401, as Deepgram does;
- in: binary frames of raw audio; text frames `KeepAlive`, `Finalize`, `CloseStream`;
- out: `Results` (`is_final`, `speech_final`, `from_finalize`, the transcript and its words),
  `SpeechStarted`, `UtteranceEnd`, and `Metadata` when the stream closes. A stream that gets
  neither audio nor KeepAlive for 10 s is closed with 1011 (NET-0001).

The words come from `recogniser.Segmenter` and Whisper; each result is sent at the moment the
real service's would arrive (`timing.ServiceTiming`), never earlier than it is computed.
Faults (`faults.FaultPlan`) act at this wire: a refused or stalled upgrade, a socket cut
mid-utterance, results that stop coming, malformed frames.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import logging
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import numpy as np
from aiohttp import WSMsgType, web

from .appkey import SIM
from .recogniser import (
    RATE,
    Final,
    Interim,
    Segmenter,
    SegmenterOptions,
    Settling,
    SpeechStart,
    UtteranceEnd,
    words_of,
)

if TYPE_CHECKING:
    from .server import CloudSim

logger = logging.getLogger(__name__)

MODEL_UUID = "1d1a3a1e-5b4c-4c0e-9d6b-7c1d5e0a5a01"
_BOOL = {"true": True, "false": False}


class ListenError(ValueError):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class ListenOptions:
    model: str
    language: str
    sample_rate: int
    channels: int
    interim_results: bool
    endpointing_ms: int | None
    utterance_end_ms: int | None
    vad_events: bool
    punctuate: bool

    @classmethod
    def from_query(cls, query: Any) -> ListenOptions:
        def flag(name: str, default: bool) -> bool:
            raw = query.get(name)
            if raw is None:
                return default
            if raw.lower() not in _BOOL:
                raise ListenError(400, f"{name}={raw!r} is not a boolean (true or false)")
            return _BOOL[raw.lower()]

        def integer(name: str, default: int | None) -> int | None:
            raw = query.get(name)
            if raw is None:
                return default
            try:
                return int(raw)
            except ValueError:
                raise ListenError(400, f"{name}={raw!r} is not an integer") from None

        encoding = query.get("encoding", "linear16")
        if encoding != "linear16":
            raise ListenError(400, f"encoding={encoding!r}: this simulator takes linear16 only")
        rate = integer("sample_rate", 16000) or 0
        if rate not in (8000, 16000, 24000, 48000):
            raise ListenError(400, f"sample_rate={rate}: use 8000, 16000, 24000 or 48000")
        channels = integer("channels", 1)
        if channels != 1:
            raise ListenError(400, f"channels={channels}: this simulator takes mono audio")
        raw_ep = query.get("endpointing", "10")  # Deepgram's default is 10 ms
        endpointing = None if raw_ep.lower() == "false" else integer("endpointing", 10)
        utterance_end = integer("utterance_end_ms", None)
        interim = flag("interim_results", False)
        if utterance_end is not None and not interim:
            raise ListenError(400, "utterance_end_ms requires interim_results=true")
        return cls(
            model=query.get("model", "base"),
            language=query.get("language", "en"),
            sample_rate=rate,
            channels=1,
            interim_results=interim,
            endpointing_ms=endpointing,
            utterance_end_ms=utterance_end,
            vad_events=flag("vad_events", False),
            punctuate=flag("punctuate", False),
        )


async def listen(request: web.Request) -> web.StreamResponse:
    sim: CloudSim = request.app[SIM]
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token ") or not auth[6:].strip():
        return _error(401, "INVALID_AUTH", "Invalid credentials: send `Authorization: Token <key>`")
    try:
        opts = ListenOptions.from_query(request.query)
    except ListenError as exc:
        return _error(exc.status, "Bad Request", str(exc))
    fault = sim.faults.take("stt", "connect", path=request.path)
    if fault is not None and fault.kind == "reject":
        return _error(fault.status, "SIMULATED", f"simulated failure {fault.status}")
    if fault is not None and fault.kind == "stall":
        await asyncio.sleep(fault.stall_s)  # the client's connect timeout decides what happens
    await asyncio.sleep(sim.timing.stt_connect.sample(sim.timing.rng))
    request_id = str(uuid.uuid4())
    ws = web.WebSocketResponse(heartbeat=None, max_msg_size=2**22)
    ws.headers["dg-request-id"] = request_id
    await ws.prepare(request)
    stream = _ListenStream(sim, request, ws, opts, request_id)
    sim.log("stt_connect", request_id=request_id, model=opts.model,
            endpointing_ms=opts.endpointing_ms, interim_results=opts.interim_results)
    await stream.run()
    return ws


def _error(status: int, code: str, message: str) -> web.Response:
    return web.json_response({"err_code": code, "err_msg": message, "request_id": str(uuid.uuid4())},
                             status=status)


class _ListenStream:
    def __init__(self, sim: CloudSim, request: web.Request, ws: web.WebSocketResponse,
                 opts: ListenOptions, request_id: str) -> None:
        self.sim = sim
        self.request = request
        self.ws = ws
        self.opts = opts
        self.request_id = request_id
        seg_opts = SegmenterOptions(
            endpointing_s=None if opts.endpointing_ms is None else opts.endpointing_ms / 1000,
            utterance_end_s=None if opts.utterance_end_ms is None else opts.utterance_end_ms / 1000,
            interim_interval_s=sim.timing.stt_interim_interval_s if opts.interim_results else None,
            finalize_after_s=sim.finalize_after_s,
            settle_pause_s=sim.settle_pause_s,
        )
        self.seg = Segmenter(seg_opts, sim.vad_session())
        self.out: asyncio.Queue[tuple[float, Any] | None] = asyncio.Queue()
        self.muted_until: float | None = None
        self.drop_at_s: float | None = None
        self.utterances = 0
        self.started = time.monotonic()
        self._interim_job: concurrent.futures.Future[Any] | None = None
        self._mute_noted = True
        self._close_code, self._close_reason = 1000, b""

    async def run(self) -> None:
        sender = asyncio.create_task(self._send_loop(), name="cloud_sim.deepgram.send")
        try:
            await self._receive_loop()
        finally:
            # results already queued still go out (CloseStream promises them), then the close
            self.out.put_nowait(None)
            try:
                await asyncio.wait_for(asyncio.shield(sender), timeout=15)
            except TimeoutError:
                sender.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await sender
            if not self.ws.closed:
                await self.ws.close(code=self._close_code, message=self._close_reason)

    async def _receive_loop(self) -> None:
        idle = self.sim.timing.stt_idle_timeout_s
        while True:
            try:
                msg = await self.ws.receive(timeout=idle)
            except TimeoutError:
                self._close_code, self._close_reason = 1011, b"NET-0001: no audio received within the timeout window"
                return
            if msg.type == WSMsgType.BINARY:
                if self._audio(msg.data):
                    return  # a drop fault cut the connection
            elif msg.type == WSMsgType.TEXT:
                try:
                    control = json.loads(msg.data)
                    kind = control.get("type") if isinstance(control, dict) else None
                except json.JSONDecodeError:
                    kind = None
                if kind == "KeepAlive":
                    continue
                if kind in ("Finalize", "CloseStream"):
                    if (final := self.seg.finalize()) is not None:
                        self._queue_final(final)
                    if kind == "CloseStream":
                        self.out.put_nowait((time.monotonic(), self._metadata()))
                        return
                    continue
                self._close_code, self._close_reason = 1008, b"DATA-0000: unknown control message"
                return
            else:  # CLOSE, CLOSING, CLOSED, ERROR: the client went away
                return

    def _audio(self, data: bytes) -> bool:
        pcm = np.frombuffer(data[: len(data) - len(data) % 2], dtype=np.int16)
        samples = pcm.astype(np.float32) / 32768.0
        if self.opts.sample_rate != RATE:
            from adapters.audio.dsp import resample

            samples = resample(samples, self.opts.sample_rate, RATE)
        for ev in self.seg.push(samples):
            if isinstance(ev, SpeechStart):
                if ev.new_utterance:
                    self._utterance_started(ev)
                if self.opts.vad_events:
                    self._queue({"type": "SpeechStarted", "channel": [0, 1], "timestamp": ev.at_s},
                                latency=0.05)
            elif isinstance(ev, Interim):
                if self._interim_job is not None and not self._interim_job.done():
                    # the recogniser is still busy with the last hypothesis: skip this one, as a
                    # loaded service coalesces interims, so that finals stay on time
                    continue
                self._interim_job = self._queue_result(ev.from_s, ev.to_s, ev.speech_start_s, ev.to_s, is_final=False)
            elif isinstance(ev, Settling):
                # recognise now what the final will cover; the final then finds it in the cache
                # (a warm-up: its own result is not needed, and a failure recurs in the final's)
                self._cancel_interim()
                self.sim.whisper_executor().submit(self.sim.transcriber.transcribe,
                                                   self.seg.slice(ev.from_s, ev.to_s))
            elif isinstance(ev, Final):
                self._cancel_interim()
                self._queue_final(ev)
            elif isinstance(ev, UtteranceEnd):
                self._queue({"type": "UtteranceEnd", "channel": [0, 1],
                             "last_word_end": ev.last_word_end_s}, latency=0.0)
        if self.drop_at_s is not None and self.seg.position_s >= self.drop_at_s:
            self.drop_at_s = None
            self.sim.faults.note("stt", "drop", request_id=self.request_id,
                                 audio_s=round(self.seg.position_s, 3))
            self.sim.log("stt_fault", fault="drop", request_id=self.request_id)
            transport = self.request.transport
            if transport is not None:
                transport.abort()  # no close frame: the client sees the connection die
            return True
        return False

    def _cancel_interim(self) -> None:
        # a hypothesis not yet started is not worth the compute once the words are settling;
        # one being decoded is still sent (a real service's interims keep coming)
        if self._interim_job is not None:
            self._interim_job.cancel()  # a concurrent future: refuses once running
        self._interim_job = None

    def _utterance_started(self, ev: SpeechStart) -> None:
        self.utterances += 1
        fault = self.sim.faults.take("stt", "utterance", log=False, request_id=self.request_id,
                                     utterance=self.utterances)
        if fault is None:
            return
        if fault.kind == "drop":
            self.drop_at_s = ev.at_s + fault.after_s
        elif fault.kind == "mute":
            # logged when the first final is withheld: that is when a caller misses an answer
            self.muted_until = time.monotonic() + fault.stall_s
            self._mute_noted = False
        elif fault.kind == "malformed":
            self.sim.faults.note("stt", "malformed", request_id=self.request_id)
            for bad in ('{"type": "Results", "channel": ', "\x00\x01 not json",
                        json.dumps({"type": "Results", "is_final": True})):
                self.out.put_nowait((time.monotonic(), bad))
            self.out.put_nowait((time.monotonic(), b"\x00\x01\x02"))

    def _queue(self, message: dict[str, Any], *, latency: float | None = None) -> None:
        lat = self.sim.timing.stt_result.sample(self.sim.timing.rng) if latency is None else latency
        self.out.put_nowait((time.monotonic() + lat, message))

    def _queue_final(self, ev: Final) -> None:
        self._queue_result(ev.from_s, ev.to_s, ev.speech_start_s, ev.speech_end_s, is_final=True,
                           speech_final=ev.speech_final, from_finalize=ev.from_finalize)

    def _queue_result(self, from_s: float, to_s: float, speech_start: float, speech_end: float, *,
                      is_final: bool, speech_final: bool = False,
                      from_finalize: bool = False) -> concurrent.futures.Future[Any]:
        loop = asyncio.get_running_loop()
        audio = self.seg.slice(from_s, to_s)
        if is_final:
            job = self.sim.whisper_executor().submit(self.sim.transcriber.transcribe, audio)
        else:
            job = self.sim.interim_executor().submit(self.sim.interim_transcriber.transcribe, audio)
        recognised = asyncio.wrap_future(job, loop=loop)
        lat = self.sim.timing.stt_result.sample(self.sim.timing.rng)

        async def build() -> dict[str, Any] | None:
            try:
                text, confidence = await recognised
            except asyncio.CancelledError:
                if job.cancelled():
                    return None  # a superseded interim, never decoded
                raise
            return {
                "type": "Results",
                "channel_index": [0, 1],
                "duration": round(to_s - from_s, 3),
                "start": round(from_s, 3),
                "is_final": is_final,
                "speech_final": speech_final,
                "from_finalize": from_finalize,
                "channel": {"alternatives": [{
                    "transcript": text,
                    "confidence": round(confidence, 4),
                    "words": words_of(text, speech_start, speech_end, confidence),
                }]},
                "metadata": {
                    "request_id": self.request_id,
                    "model_info": {"name": f"general-{self.opts.model}", "version": "sim", "arch": self.opts.model},
                    "model_uuid": MODEL_UUID,
                },
            }

        self.out.put_nowait((time.monotonic() + lat, build()))
        return job

    async def _send_loop(self) -> None:
        while (item := await self.out.get()) is not None:
            due, message = item
            if asyncio.iscoroutine(message):
                message = await message
                if message is None:
                    continue
            delay = due - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            if self.muted_until is not None and time.monotonic() < self.muted_until:
                # a mute fault: the service takes audio and says nothing
                if not self._mute_noted and isinstance(message, dict) and message.get("is_final"):
                    self._mute_noted = True
                    self.sim.faults.note("stt", "mute", request_id=self.request_id)
                continue
            if self.ws.closed:
                continue
            try:
                if isinstance(message, bytes):
                    await self.ws.send_bytes(message)
                elif isinstance(message, str):
                    await self.ws.send_str(message)
                else:
                    await self.ws.send_str(json.dumps(message))
            except (ConnectionError, RuntimeError):
                return
            if isinstance(message, dict) and message.get("type") == "Results":
                alt = message["channel"]["alternatives"][0]
                # late_s: how much later than the modelled service this result went out (the
                # local models' compute on a loaded machine); 0 when on time
                self.sim.log("stt_result", request_id=self.request_id, is_final=message["is_final"],
                             speech_final=message["speech_final"], text=alt["transcript"],
                             start=message["start"], end=round(message["start"] + message["duration"], 3),
                             late_s=round(max(0.0, -delay), 3))

    def _metadata(self) -> dict[str, Any]:
        return {
            "type": "Metadata",
            "transaction_key": "deprecated",
            "request_id": self.request_id,
            "sha256": "0" * 64,
            "created": datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "duration": round(self.seg.position_s, 3),
            "channels": 1,
            "models": [MODEL_UUID],
            "model_info": {MODEL_UUID: {"name": f"general-{self.opts.model}", "version": "sim",
                                        "arch": self.opts.model}},
        }
