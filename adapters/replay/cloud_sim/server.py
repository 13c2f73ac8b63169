"""`CloudSim`: the simulated Deepgram and OpenAI services on one loopback port.

    async with CloudSim() as sim:                     # in this process (tests)
        sim.deepgram_url  ->  http://127.0.0.1:PORT/v1/listen
        sim.openai_url    ->  http://127.0.0.1:PORT/v1
        sim.faults.arm(Fault("stt", "drop", after_s=0.8))
        sim.chat.replies.append(text("Hello"))

`CloudSimProcess` (process.py) runs the same server in a child process, so its model inference
is not counted as the worker's; both answer the control routes below, which is how a caller
in another process arms faults and reads the log:

    POST   /_sim/faults   a JSON list of faults to arm        DELETE /_sim/faults  disarm all
    GET    /_sim/log      {"events": [...], "faults": [...], "cache": {...}} (monotonic times)
    POST   /_sim/timing   a ServiceTiming as JSON (see timing.py)
    POST   /_sim/chat     chat-completion replies to queue (see chat.py)

The models load on first use, or all at once with `prewarm()`.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from aiohttp import web

from . import chat, deepgram, speech
from .appkey import SIM
from .chat import ChatScript
from .faults import Fault, FaultError, FaultPlan
from .recogniser import Transcriber
from .timing import ServiceTiming
from .urls import SimulatorURLs

logger = logging.getLogger(__name__)


class CloudSim(SimulatorURLs):
    def __init__(self, *, timing: ServiceTiming | None = None, port: int = 0,
                 finalize_after_s: float = 4.0, settle_pause_s: float = 0.15) -> None:
        self.timing = timing or ServiceTiming()
        self.faults = FaultPlan()
        self.chat = ChatScript()
        # finals: two threads (the models are cached per thread count, so the two are separate
        # instances); interim hypotheses: one thread, greedy decoding
        self.transcriber = Transcriber(cpu_threads=2)
        self.interim_transcriber = Transcriber(cpu_threads=1, beam_size=1)
        # an utterance longer than finalize_after_s is settled (is_final without speech_final)
        # at its next pause of settle_pause_s: Deepgram settles long utterances piecewise
        self.finalize_after_s = finalize_after_s
        self.settle_pause_s = settle_pause_s
        self.events: list[dict[str, Any]] = []
        self.tts_cache: OrderedDict[str, list[Any]] = OrderedDict()  # text -> 24 kHz PCM chunks
        self._events_lock = threading.Lock()
        self._port = port
        self._runner: web.AppRunner | None = None
        self._vad: Any = None
        self._whisper_pool: ThreadPoolExecutor | None = None
        self._interim_pool: ThreadPoolExecutor | None = None
        self._piper_pool: ThreadPoolExecutor | None = None
        self.app = web.Application(client_max_size=2**26)
        self.app[SIM] = self
        self.app.router.add_get("/v1/listen", deepgram.listen)
        self.app.router.add_post("/v1/audio/speech", speech.speech)
        self.app.router.add_post("/v1/audio/transcriptions", speech.transcriptions)
        self.app.router.add_post("/v1/chat/completions", chat.completions)
        self.app.router.add_post("/_sim/faults", self._arm)
        self.app.router.add_delete("/_sim/faults", self._disarm)
        self.app.router.add_get("/_sim/log", self._log)
        self.app.router.add_post("/_sim/timing", self._set_timing)
        self.app.router.add_post("/_sim/chat", self._script_chat)

    # -- addresses ---------------------------------------------------------------------------

    @property
    def port(self) -> int:
        return self._port

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._port}"

    # -- models ------------------------------------------------------------------------------

    def vad_session(self) -> Any:
        if self._vad is None:
            from livekit.plugins.silero.onnx_model import new_inference_session

            self._vad = new_inference_session(force_cpu=True)
        return self._vad

    def whisper_executor(self) -> ThreadPoolExecutor:
        if self._whisper_pool is None:
            self._whisper_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sim-whisper")
        return self._whisper_pool

    def interim_executor(self) -> ThreadPoolExecutor:
        if self._interim_pool is None:
            self._interim_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sim-whisper-interim")
        return self._interim_pool

    def piper_executor(self) -> ThreadPoolExecutor:
        if self._piper_pool is None:
            self._piper_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sim-piper")
        return self._piper_pool

    def prewarm(self) -> None:
        """Load Silero, Whisper and Piper now and run each once (blocking): a first inference
        is several times slower than the next, and a real service is warm."""
        import numpy as np

        from .recogniser import RATE, Segmenter, SegmenterOptions
        from .speech import _piper_pcm

        Segmenter(SegmenterOptions(), self.vad_session()).push(np.zeros(RATE // 2, dtype=np.float32))
        t = np.arange(RATE, dtype=np.float32) / RATE
        tone = (0.1 * np.sin(2 * np.pi * 220 * t)).astype(np.float32)
        for transcriber in (self.transcriber, self.interim_transcriber):
            transcriber.load()
            transcriber.transcribe(tone)
        for _ in _piper_pcm("Hello."):
            pass

    # -- the same control surface as CloudSimProcess ------------------------------------------

    async def arm(self, *faults: Fault) -> None:
        self.faults.arm(*faults)

    async def disarm(self) -> None:
        self.faults.clear()

    async def script_chat(self, *replies: Any) -> None:
        self.chat.replies.extend(replies)

    def cpu_s(self) -> float | None:
        return None  # in this process: not separable from the caller's

    # -- log ---------------------------------------------------------------------------------

    def log(self, kind: str, **data: Any) -> None:
        with self._events_lock:
            self.events.append({"t_mono": time.monotonic(), "kind": kind, **data})

    async def snapshot(self) -> dict[str, Any]:
        return self.snapshot_now()

    def snapshot_now(self) -> dict[str, Any]:
        with self._events_lock:
            events = list(self.events)
        return {"events": events, "faults": [f.to_dict() for f in self.faults.fired],
                "cache": {"hits": self.transcriber.hits + self.interim_transcriber.hits,
                          "misses": self.transcriber.misses + self.interim_transcriber.misses}}

    # -- lifecycle ---------------------------------------------------------------------------

    async def start(self) -> CloudSim:
        # livekit plugins register themselves on import, and only on the main thread: import
        # Silero's here, not from a model-loading thread
        import livekit.plugins.silero  # noqa: F401

        if self._port == 0:
            self._port = _free_port()
        self._runner = web.AppRunner(self.app, access_log=None, handle_signals=False,
                                     shutdown_timeout=1.0)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self._port).start()
        return self

    async def aclose(self) -> None:
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()
        for pool in (self._whisper_pool, self._interim_pool, self._piper_pool):
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
        self._whisper_pool = self._interim_pool = self._piper_pool = None

    async def __aenter__(self) -> CloudSim:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- control routes ----------------------------------------------------------------------

    async def _arm(self, request: web.Request) -> web.Response:
        raw = await request.json()
        try:
            faults = [Fault.from_dict(f) for f in (raw if isinstance(raw, list) else [raw])]
        except (FaultError, TypeError) as exc:
            return web.json_response({"error": str(exc)}, status=400)
        self.faults.arm(*faults)
        return web.json_response({"armed": len(faults)})

    async def _disarm(self, request: web.Request) -> web.Response:
        self.faults.clear()
        return web.json_response({"armed": 0})

    async def _log(self, request: web.Request) -> web.Response:
        return web.json_response(self.snapshot_now())

    async def _script_chat(self, request: web.Request) -> web.Response:
        raw = await request.json()
        self.chat.replies.extend(raw if isinstance(raw, list) else [raw])
        return web.json_response({"queued": len(self.chat.replies)})

    async def _set_timing(self, request: web.Request) -> web.Response:
        self.timing = ServiceTiming.from_dict(await request.json())
        return web.json_response(self.timing.to_dict())


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def serve_forever(sim: CloudSim, ready: asyncio.Event | None = None) -> None:
    await sim.start()
    if ready is not None:
        ready.set()
    try:
        await asyncio.Event().wait()
    finally:
        await sim.aclose()
