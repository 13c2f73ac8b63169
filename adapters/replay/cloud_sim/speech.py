"""OpenAI's audio endpoints as livekit-plugins-openai calls them, on the local models.

`POST /v1/audio/speech` (platform.openai.com/docs/api-reference/audio/createSpeech): JSON body
`model`, `input`, `voice`, `response_format` (mp3 by default; pcm, wav, opus, aac, flac),
`speed`, `instructions`, `stream_format` ("sse" for gpt-4o-mini-tts, "audio" for tts-1). The
audio is Piper's, resampled to OpenAI's 24 kHz, encoded as asked and streamed: as server-sent
events (`speech.audio.delta` with base64 audio, then `speech.audio.done` with usage) or as the
raw bytes of the format. The first byte comes after the service's latency
(`timing.OPENAI_TTS_FIRST_BYTE`), the rest faster than real time.

`POST /v1/audio/transcriptions`: multipart `file` (a WAV) and `model`; answers `{"text": ...}`
from Whisper. It is the recogniser the STT fallback adapter turns to.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import io
import json
import logging
import struct
import time
from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING, Any

import numpy as np
from aiohttp import web

from .appkey import SIM

if TYPE_CHECKING:
    from .server import CloudSim

logger = logging.getLogger(__name__)

OUT_RATE = 24000  # OpenAI's TTS audio
CHUNK_S = 0.1
_CONTENT_TYPES = {"mp3": "audio/mpeg", "opus": "audio/ogg", "aac": "audio/aac", "flac": "audio/flac",
                  "wav": "audio/wav", "pcm": "audio/pcm"}
_AV_FORMATS = {"mp3": ("mp3", "libmp3lame"), "opus": ("ogg", "libopus"), "aac": ("adts", "aac"),
               "flac": ("flac", "flac")}
VOICES = ("alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer",
          "verse", "marin", "cedar")


def openai_error(status: int, message: str, kind: str = "invalid_request_error") -> web.Response:
    return web.json_response({"error": {"message": message, "type": kind, "param": None, "code": None}},
                             status=status)


def check_bearer(request: web.Request) -> web.Response | None:
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Bearer ") or not auth[7:].strip():
        return openai_error(401, "You didn't provide an API key. Send `Authorization: Bearer <key>`.")
    return None


class Encoder:
    """Incremental encoder of 24 kHz mono int16 PCM into an OpenAI response format."""

    def __init__(self, fmt: str) -> None:
        self.fmt = fmt
        self._first = True
        self._av: Any = None
        if fmt in _AV_FORMATS:
            import av

            container, codec = _AV_FORMATS[fmt]
            self._buf = io.BytesIO()
            self._av = av.open(self._buf, "w", format=container)
            self._stream = self._av.add_stream(codec, rate=OUT_RATE if fmt != "opus" else 48000)
            self._stream.layout = "mono"
            self._resampler = av.AudioResampler(format=self._stream.format.name, layout="mono",
                                                rate=self._stream.rate)

    def encode(self, pcm: np.ndarray) -> bytes:
        if self.fmt == "pcm":
            return pcm.tobytes()
        if self.fmt == "wav":
            head = b""
            if self._first:
                # a streamed WAV cannot know its length: the sizes say "unknown" (0xFFFFFFFF)
                head = (b"RIFF" + struct.pack("<I", 0xFFFFFFFF) + b"WAVEfmt " +
                        struct.pack("<IHHIIHH", 16, 1, 1, OUT_RATE, OUT_RATE * 2, 2, 16) +
                        b"data" + struct.pack("<I", 0xFFFFFFFF))
                self._first = False
            return head + pcm.tobytes()
        return self._av_encode(pcm)

    def _av_encode(self, pcm: np.ndarray | None) -> bytes:
        import av

        if pcm is not None and pcm.size:
            frame = av.AudioFrame.from_ndarray(pcm.reshape(1, -1), format="s16", layout="mono")
            frame.sample_rate = OUT_RATE
            for f in self._resampler.resample(frame):
                for packet in self._stream.encode(f):
                    self._av.mux(packet)
        data = self._buf.getvalue()
        self._buf.seek(0)
        self._buf.truncate()
        return data

    def close(self) -> bytes:
        if self._av is None:
            return b""
        for packet in self._stream.encode(None):
            self._av.mux(packet)
        self._av.close()
        return self._buf.getvalue()


def _piper_pcm(text: str) -> Iterator[np.ndarray]:
    """Blocking generator: Piper's audio for `text`, sentence by sentence, as 24 kHz int16."""
    from piper import SynthesisConfig

    from adapters.audio.dsp import resample, to_int16
    from adapters.providers.local_tts import load_piper_voice

    voice = load_piper_voice()
    for chunk in voice.synthesize(text, SynthesisConfig(volume=0.8)):
        yield to_int16(resample(chunk.audio_float_array.astype(np.float32), chunk.sample_rate, OUT_RATE))


async def _synthesized(sim: CloudSim, text: str) -> AsyncIterator[np.ndarray]:
    """Piper's audio for `text`, a sentence at a time. The same text is synthesised once: many
    rooms of a load test say the same lines, and one Piper thread would otherwise be the
    bottleneck of the whole simulated cloud, which a real service is not."""
    if (cached := sim.tts_cache.get(text)) is not None:
        sim.tts_cache.move_to_end(text)
        for pcm in cached:
            yield pcm
        return
    loop = asyncio.get_running_loop()
    executor = sim.piper_executor()
    sentences = await loop.run_in_executor(executor, lambda: iter(_piper_pcm(text)))
    made: list[np.ndarray] = []
    try:
        while (pcm := await loop.run_in_executor(executor, next, sentences, None)) is not None:
            made.append(pcm)
            yield pcm
    finally:
        # close the generator on its own thread; at shutdown the thread may be gone already
        with contextlib.suppress(RuntimeError):
            executor.submit(sentences.close)  # type: ignore[attr-defined]
    sim.tts_cache[text] = made
    while len(sim.tts_cache) > 256:
        sim.tts_cache.popitem(last=False)


async def speech(request: web.Request) -> web.StreamResponse:
    sim: CloudSim = request.app[SIM]
    received = time.monotonic()
    if (denied := check_bearer(request)) is not None:
        return denied
    try:
        body = await request.json()
    except json.JSONDecodeError:
        return openai_error(400, "We could not parse the JSON body of your request.")
    text = body.get("input")
    if not isinstance(text, str) or not text.strip():
        return openai_error(400, "'input' is required and must be a non-empty string.")
    if len(text) > 4096:
        return openai_error(400, "'input' is longer than 4096 characters.")
    fmt = body.get("response_format", "mp3")
    if fmt not in _CONTENT_TYPES:
        return openai_error(400, f"'response_format' {fmt!r} is not one of {', '.join(_CONTENT_TYPES)}.")
    voice = body.get("voice")
    if voice not in VOICES:
        return openai_error(400, f"'voice' {voice!r} is not one of {', '.join(VOICES)}.")
    model = str(body.get("model", ""))
    sse = body.get("stream_format", "audio") == "sse"
    if sse and model in ("tts-1", "tts-1-hd"):
        return openai_error(400, "stream_format 'sse' is not supported for model " + model)
    sim.log("tts_request", text=text, model=model, format=fmt, sse=sse)
    fault = sim.faults.take("tts", "request", text=text, kinds=("reject", "stall", "malformed"))
    if fault is not None and fault.kind == "reject":
        return openai_error(fault.status, "The server had an error while processing your request.",
                            "server_error")
    if fault is not None and fault.kind == "stall":
        await asyncio.sleep(fault.stall_s)
    drop = sim.faults.take("tts", "request", text=text, kinds=("drop",), log=False)
    first_due = received + sim.timing.tts_first_byte.sample(sim.timing.rng)

    response = web.StreamResponse(status=200, headers={
        "Content-Type": "text/event-stream" if sse else _CONTENT_TYPES[fmt],
        "x-request-id": f"req_{int(received * 1e6):x}",
    })
    encoder = Encoder(fmt)
    sent_s = 0.0
    started: float | None = None
    prepared = False

    async def emit(data: bytes) -> None:
        nonlocal prepared
        if not data:
            return
        if not prepared:
            await asyncio.sleep(max(0.0, first_due - time.monotonic()))
            await response.prepare(request)
            prepared = True
            # late_s: how much later than the modelled service the first byte went out (Piper's
            # compute on a loaded machine); 0 when on time
            sim.log("tts_first_byte", text=text, late_s=round(max(0.0, time.monotonic() - first_due), 3))
        if sse:
            event = {"type": "speech.audio.delta", "audio": base64.b64encode(data).decode()}
            await response.write(f"data: {json.dumps(event)}\n\n".encode())
        else:
            await response.write(data)

    try:
        if fault is not None and fault.kind == "malformed" and sse:
            await asyncio.sleep(max(0.0, first_due - time.monotonic()))
            await response.prepare(request)
            prepared = True
            await response.write(b'data: {"type": "speech.audio.delta", "audio": "@@not base64@@"}\n\n')
            await response.write(b"data: {truncated\n\n")
            return response
        async for pcm in _synthesized(sim, text):
            for i in range(0, pcm.size, round(OUT_RATE * CHUNK_S)):
                piece = pcm[i : i + round(OUT_RATE * CHUNK_S)]
                await emit(encoder.encode(piece))
                sent_s += piece.size / OUT_RATE
                started = started or time.monotonic()
                # faster than real time, as a cloud TTS streams
                ahead = started + sent_s / sim.timing.tts_realtime_factor - time.monotonic()
                if ahead > 0:
                    await asyncio.sleep(ahead)
                if drop is not None and sent_s >= drop.after_s:
                    sim.faults.note("tts", "drop", text=text, audio_s=round(sent_s, 3))
                    sim.log("tts_fault", fault="drop", text=text)
                    if request.transport is not None:
                        request.transport.abort()
                    return response
        await emit(encoder.close())
        if not prepared:  # nothing to say (Piper made no audio): still a valid, empty answer
            await response.prepare(request)
        if sse:
            usage = {"input_tokens": len(text.split()), "output_tokens": round(sent_s * 50),
                     "total_tokens": len(text.split()) + round(sent_s * 50)}
            await response.write(f"data: {json.dumps({'type': 'speech.audio.done', 'usage': usage})}\n\n".encode())
        await response.write_eof()
        sim.log("tts_done", text=text, audio_s=round(sent_s, 3))
    except (ConnectionResetError, ConnectionError):
        sim.log("tts_client_gone", text=text)
    return response


async def transcriptions(request: web.Request) -> web.StreamResponse:
    sim: CloudSim = request.app[SIM]
    received = time.monotonic()
    if (denied := check_bearer(request)) is not None:
        return denied
    if not request.content_type.startswith("multipart/"):
        return openai_error(400, "Send the audio as multipart/form-data with a `file` field.")
    form = await request.post()
    upload = form.get("file")
    if upload is None or not hasattr(upload, "file"):
        return openai_error(400, "'file' is required.")
    fault = sim.faults.take("transcribe", "request", kinds=("reject", "stall"))
    if fault is not None and fault.kind == "reject":
        return openai_error(fault.status, "The server had an error.", "server_error")
    if fault is not None and fault.kind == "stall":
        await asyncio.sleep(fault.stall_s)
    import soundfile as sf

    from adapters.audio.dsp import resample

    try:
        data, rate = sf.read(io.BytesIO(upload.file.read()), dtype="float32", always_2d=True)
    except Exception:
        return openai_error(400, "The audio file could not be decoded; send a WAV.")
    samples = resample(data.mean(axis=1).astype(np.float32), int(rate), 16000)
    loop = asyncio.get_running_loop()
    text, _conf = await loop.run_in_executor(sim.whisper_executor(), sim.transcriber.transcribe, samples)
    await asyncio.sleep(max(0.0, received + sim.timing.transcribe.sample(sim.timing.rng) - time.monotonic()))
    sim.log("transcribe", text=text)
    fmt = form.get("response_format", "json")
    if fmt == "text":
        return web.Response(text=text)
    return web.json_response({"text": text})
