"""A TTS that answers the agent's fixed lines from memory.

In strict mode the agent can only say what its author wrote: greetings, progress lines and
apologies are fixed text, and templated lines ("I'm booking flight {flight_number} now.") start
with fixed words. `CachedTTS` synthesises those once, at prewarm, and then:

- a sentence that is a cached line plays from memory at once;
- a sentence that starts with a cached prefix plays the prefix from memory while the rest of
  the sentence is synthesised behind it, so the caller hears the first words without waiting;
- anything else goes to the wrapped TTS unchanged.

Entries are keyed by the wrapped TTS's provider and model (the voice) and the exact text, so a
different voice never plays another's audio. They are kept process-wide (every session and
every replay in a process shares them, as they share the models), at most `max_bytes` of audio.

Filled at prewarm from an agent's lines: `agent_phrases(agent)` (its canned responses and the
engine's built-in lines as this agent's composer words them); `fill_agent_lines` for an event
loop (the replay harness), `prewarm_agent_lines` for a worker process's blocking prewarm.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from livekit.agents import DEFAULT_API_CONNECT_OPTIONS, APIConnectOptions, tts, utils

if TYPE_CHECKING:
    import voice_agent as va

logger = logging.getLogger(__name__)

_FIELD_START = "{"
_MIN_PREFIX_WORDS = 2


@dataclass(frozen=True)
class CachedLine:
    text: str
    pcm: bytes  # int16 mono at the wrapped TTS's sample rate
    # Where the voice's closing silence begins (bytes): played as a prefix, the line stops here.
    speech_end: int


def phrases_of_templates(templates: Iterable[str]) -> list[str]:
    """The fixed lines (sentences with no `{field}`) and fixed prefixes (the words before the
    first field, when there are at least two) of an agent's templates, sentence by sentence."""
    from livekit.agents.tokenize import basic

    tokenizer = basic.SentenceTokenizer(min_sentence_len=1)
    out: list[str] = []
    for template in templates:
        for sentence in tokenizer.tokenize(template):
            sentence = sentence.strip()
            if not sentence:
                continue
            if _FIELD_START not in sentence:
                out.append(sentence)
                continue
            prefix = sentence.split(_FIELD_START, 1)[0].strip()
            if len(prefix.split()) >= _MIN_PREFIX_WORDS:
                out.append(prefix)
    return list(dict.fromkeys(out))


def agent_phrases(agent: va.Agent) -> list[str]:
    """What `agent` can say that is fixed: its canned responses' fixed lines (whole, and
    sentence by sentence) and prefixes, the engine's built-in lines (greeting, hold,
    apologies, ...) as this agent's composer words them, and its tools' own lines (the
    questions for missing arguments, the read-back's fixed words: "Booking flight" | "Shall I
    go ahead?"). Call after `agent.ensure_setup()`."""
    from voice_agent.engine.dialogue import tool_lines
    from voice_agent.engine.strict import BUILTIN_INSTRUCTIONS, StrictComposer

    tools = {t.name: t for g in agent.guidelines for t in g.tools}
    templates = [r.template for r in agent.canned_responses]
    templates += [line for t in tools.values() for line in tool_lines(t)]
    composer = StrictComposer(agent.canned_responses)
    builtin = [" ".join(composer.compose([instruction], {})) for instruction in BUILTIN_INSTRUCTIONS.values()]
    whole = [t for t in [*templates, *builtin] if t and _FIELD_START not in t]
    return list(dict.fromkeys([*whole, *phrases_of_templates([*templates, *builtin])]))


async def fill_agent_lines(speech: tts.TTS[Any], agent: va.Agent) -> int:
    """Fill `speech`'s cache with `agent`'s fixed lines (nothing to do unless it is a
    CachedTTS). Returns how many lines the cache holds."""
    if not isinstance(speech, CachedTTS):
        return 0
    await agent.ensure_setup()
    return await speech.fill(agent_phrases(agent))


def prewarm_agent_lines(speech: tts.TTS[Any], agent: va.Agent) -> int:
    """`fill_agent_lines` for a process's blocking prewarm (no event loop running)."""
    return asyncio.run(fill_agent_lines(speech, agent))


_SILENCE_WINDOW_S = 0.01
_KEEP_TAIL_S = 0.03  # what is left after the last sound: the word's own decay, not a pause


def _speech_end(pcm: bytes, sample_rate: int) -> int:
    """Where `pcm` (int16 mono) may be cut: 30 ms after its last 10 ms window louder than 2% of
    its loudest (Piper's end-of-utterance silence), in bytes."""
    import numpy as np

    samples = np.frombuffer(pcm, dtype=np.int16).astype(np.float32)
    win = max(1, int(sample_rate * _SILENCE_WINDOW_S))
    n = len(samples) // win
    if n == 0:
        return len(pcm)
    rms = np.sqrt(np.mean(samples[: n * win].reshape(n, win) ** 2, axis=1))
    loud = np.nonzero(rms > max(30.0, 0.02 * float(rms.max())))[0]
    if len(loud) == 0:
        return len(pcm)
    return min(len(samples), (int(loud[-1]) + 1) * win + int(sample_rate * _KEEP_TAIL_S)) * 2


# The one store of this process: (voice, text) -> audio. Shared by every CachedTTS, so a new
# session (or replay) of the same voice finds the lines already made.
_store: dict[str, CachedLine] = {}
_store_bytes = 0


class CachedTTS(tts.TTS[Any]):
    def __init__(self, inner: tts.TTS[Any], *, max_bytes: int = 32 * 1024 * 1024) -> None:
        super().__init__(capabilities=tts.TTSCapabilities(streaming=False),
                         sample_rate=inner.sample_rate, num_channels=inner.num_channels)
        self._inner = inner
        self._max_bytes = max_bytes
        self._lines = _store
        self.hits = 0  # sentences answered wholly or partly from memory (for tests and metrics)

    @property
    def model(self) -> str:
        return self._inner.model

    @property
    def provider(self) -> str:
        return self._inner.provider

    @property
    def inner(self) -> tts.TTS[Any]:
        return self._inner

    def prewarm(self) -> None:
        prewarm = getattr(self._inner, "prewarm", None)
        if callable(prewarm):
            prewarm()

    def _key(self, text: str) -> str:
        inner = self._inner
        return f"{inner.provider}/{inner.model}/{inner.sample_rate}/{' '.join(text.split())}"

    async def fill(self, phrases: Iterable[str]) -> int:
        """Synthesise and keep `phrases` (skipping ones already kept). Returns how many of them
        are kept."""
        global _store_bytes
        kept = 0
        for phrase in phrases:
            key = self._key(phrase)
            if key in self._lines:
                kept += 1
                continue
            pcm = await self._synthesize_pcm(phrase)
            if _store_bytes + len(pcm) > self._max_bytes:
                logger.warning("TTS cache full; not keeping further lines",
                               extra={"kept": len(self._lines), "max_bytes": self._max_bytes})
                break
            # found once, when stored: a prefix plays without the voice's closing silence
            self._lines[key] = CachedLine(phrase, pcm, _speech_end(pcm, self.sample_rate))
            _store_bytes += len(pcm)
            kept += 1
        return kept

    async def _synthesize_pcm(self, text: str) -> bytes:
        chunks: list[bytes] = []
        async with self._inner.synthesize(text) as stream:
            async for audio in stream:
                chunks.append(bytes(audio.frame.data))
        return b"".join(chunks)

    def lookup(self, text: str) -> tuple[CachedLine | None, str]:
        """The cached line that is `text` or starts it, and the text left to synthesise."""
        words = text.split()
        exact = self._lines.get(self._key(text))
        if exact is not None:
            return exact, ""
        for n in range(len(words) - 1, _MIN_PREFIX_WORDS - 1, -1):
            line = self._lines.get(self._key(" ".join(words[:n])))
            if line is not None:
                return line, " ".join(words[n:])
        return None, text

    def synthesize(
        self, text: str, *, conn_options: APIConnectOptions = DEFAULT_API_CONNECT_OPTIONS
    ) -> tts.ChunkedStream:
        return _CachedStream(tts=self, input_text=text, conn_options=conn_options)

    async def aclose(self) -> None:
        await self._inner.aclose()


class _CachedStream(tts.ChunkedStream):
    def __init__(self, *, tts: CachedTTS, input_text: str, conn_options: APIConnectOptions) -> None:
        super().__init__(tts=tts, input_text=input_text, conn_options=conn_options)
        self._cache = tts

    async def _run(self, output_emitter: tts.AudioEmitter) -> None:
        output_emitter.initialize(request_id=utils.shortuuid(), sample_rate=self._cache.sample_rate,
                                  num_channels=self._cache.num_channels, mime_type="audio/pcm")
        line, rest = self._cache.lookup(self.input_text.strip())
        if line is None:
            async with self._cache.inner.synthesize(rest, conn_options=self._conn_options) as stream:
                async for audio in stream:
                    output_emitter.push(bytes(audio.frame.data))
            output_emitter.flush()
            return
        self._cache.hits += 1
        if not rest:
            output_emitter.push(line.pcm)
            output_emitter.flush()
            return
        # The voice ends every utterance with ~0.15 s of silence; inside a sentence that is a
        # pause between "Booking flight" and "BA 117", so the prefix plays without it.
        prefix = line.pcm[: line.speech_end]
        # The prefix plays from memory while the rest is synthesised behind it.
        queue: asyncio.Queue[bytes | None] = asyncio.Queue()

        async def synthesize_rest() -> None:
            try:
                async with self._cache.inner.synthesize(rest, conn_options=self._conn_options) as stream:
                    async for audio in stream:
                        queue.put_nowait(bytes(audio.frame.data))
            finally:
                queue.put_nowait(None)

        task = asyncio.create_task(synthesize_rest(), name="tts-cache:rest")
        try:
            output_emitter.push(prefix)
            while (pcm := await queue.get()) is not None:
                output_emitter.push(pcm)
            await task  # re-raises a synthesis error of the rest
        finally:
            if not task.done():
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        output_emitter.flush()
