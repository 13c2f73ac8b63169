"""The TTS cache: fixed lines from memory, templated lines start from their cached prefix while
the rest is synthesised, anything else passes through, and a voice never plays another's audio."""

from __future__ import annotations

import time

import numpy as np

import voice_agent as va
from adapters.providers.fakes import FakeTTS
from adapters.providers.tts_cache import (
    CachedTTS,
    agent_phrases,
    fill_agent_lines,
    phrases_of_templates,
)
from tests.support.calls import BOOK_BA117
from voice_agent.examples import airline


async def _audio(t: CachedTTS, text: str) -> tuple[np.ndarray, float]:
    """The int16 samples heard for `text`, and how long the first frame took."""
    started, first = time.perf_counter(), None
    chunks = []
    async with t.synthesize(text) as stream:
        async for ev in stream:
            first = first if first is not None else time.perf_counter() - started
            chunks.append(np.frombuffer(bytes(ev.frame.data), dtype=np.int16))
    return np.concatenate(chunks), first or 0.0


def test_phrases_are_the_fixed_lines_and_the_words_before_the_first_slot() -> None:
    phrases = phrases_of_templates([
        "I'm booking flight {flight_number} now. I'll confirm in a moment.",
        "Hello, you've reached Sky Air. How can I help you today?",
        "Your code is {code}.",
    ])
    assert phrases == ["I'm booking flight", "I'll confirm in a moment.", "Hello, you've reached Sky Air.",
                       "How can I help you today?", "Your code is"]


async def test_a_cached_line_plays_from_memory_at_once() -> None:
    fake = FakeTTS(first_audio_delay=0.3)
    cache = CachedTTS(fake)
    await cache.fill(["One moment please."])
    fake.requests.clear()
    audio, first = await _audio(cache, "One moment please.")
    assert fake.requests == []  # nothing synthesised
    assert first < 0.1 and cache.hits == 1
    assert len(audio) > 0


async def test_a_templated_line_starts_with_its_prefix_while_the_rest_is_made() -> None:
    fake = FakeTTS(first_audio_delay=0.3)
    cache = CachedTTS(fake)
    await cache.fill(["I'm booking flight"])
    fake.requests.clear()
    audio, first = await _audio(cache, "I'm booking flight BA 117 now.")
    assert fake.requests == ["BA 117 now."]  # only the slot-filled rest
    assert first < 0.1  # the prefix did not wait for the rest's 0.3 s
    prefix = (await _audio(CachedTTS(FakeTTS()), "I'm booking flight"))[0]
    assert len(audio) > len(prefix)  # prefix and rest both heard


async def test_other_lines_and_other_voices_pass_through() -> None:
    fake = FakeTTS(first_audio_delay=0.0)
    cache = CachedTTS(fake)
    await cache.fill(["One moment please."])
    fake.requests.clear()
    await _audio(cache, "Something the author never wrote.")
    assert fake.requests == ["Something the author never wrote."] and cache.hits == 0

    class OtherVoice(FakeTTS):
        @property
        def model(self) -> str:
            return "another-voice"

    other = CachedTTS(OtherVoice())
    other._lines = cache._lines  # even given the same store, keys carry the voice
    assert other.lookup("One moment please.")[0] is None


async def test_an_agents_fixed_lines_are_filled_and_play_without_synthesis() -> None:
    await airline.agent.ensure_setup()
    phrases = agent_phrases(airline.agent)
    # its own greeting (what the engine says for the built-in greeting instruction), whole
    greeting = "Hello, you've reached Sky Air. How can I help you today?"
    assert greeting in phrases and "Sure, go ahead." in phrases
    assert "I'm booking flight" in phrases and not any("{" in p for p in phrases)
    fake = FakeTTS(first_audio_delay=0.0, sample_rate=16000)
    cache = CachedTTS(fake)
    assert await fill_agent_lines(cache, airline.agent) == len(phrases)
    fake._first_audio_delay = 0.2  # from now on a synthesis would be slow to start
    fake.requests.clear()
    for line in (greeting, "Sure, go ahead.", "I'll confirm in a moment."):
        first = (await _audio(cache, line))[1]
        assert first < 0.1, line
    assert fake.requests == []
    await _audio(cache, "I'm booking flight AF 22 for Jane Doe now.")
    assert fake.requests == ["AF 22 for Jane Doe now."]


async def _said_sentence_by_sentence(cache: CachedTTS, fake: FakeTTS, line: str) -> list[float]:
    """Speak `line` as the session does (livekit's stream adapter hands the TTS one sentence at
    a time), with a voice that is slow to start: how long each sentence's first audio took."""
    from livekit.agents.tokenize import basic

    fake._first_audio_delay = 0.3
    fake.requests.clear()
    return [(await _audio(cache, s))[1] for s in basic.SentenceTokenizer().tokenize(line)]


async def test_a_read_back_starts_from_memory(server: va.Server, airline_agent: va.Agent) -> None:
    # The engine's own read-back (a tool's `confirm` template, not a canned response): its fixed
    # words are prewarmed, so only the caller's flight and name wait for the voice.
    session = await server.create_session(airline_agent)
    readback = (await session.post_customer_message(BOOK_BA117, wait=True)).message or ""
    assert readback == "Booking flight BA 117 for John Smith. Shall I go ahead?"
    fake = FakeTTS(first_audio_delay=0.0, sample_rate=16000)
    cache = CachedTTS(fake)
    await fill_agent_lines(cache, airline_agent)
    firsts = await _said_sentence_by_sentence(cache, fake, readback)
    assert len(firsts) == 2 and max(firsts) < 0.1, firsts
    assert fake.requests == ["BA 117 for John Smith."]


async def test_a_default_read_back_and_a_question_for_a_missing_argument_start_from_memory() -> None:
    @va.tool(extract={"size": va.extract.one_of({"small": ["small"], "large": ["large"]})}, confirm=True)
    async def order_pizza(size: str) -> va.ToolResult:
        """Order a pizza."""
        return va.ToolResult(rules=[{"content": "Say the pizza is ordered."}])

    agent = va.Agent("Pizza", id="pizza-cache")
    await agent.create_guideline("the customer wants a pizza", "order it", [order_pizza],
                                 examples=["I'd like a pizza", "order me a pizza please"])
    await agent.create_canned_response("Your pizza is ordered.", signals=["say the pizza is ordered"])
    fake = FakeTTS(first_audio_delay=0.0, sample_rate=16000)
    cache = CachedTTS(fake)
    async with va.Server() as server:
        await server.add_agent(agent)
        await fill_agent_lines(cache, agent)
        session = await server.create_session(agent)
        question = (await session.post_customer_message("I'd like a pizza", wait=True)).message or ""
        readback = (await session.post_customer_message("a small one", wait=True)).message or ""
    assert question == "Could you tell me the size?"
    assert readback == "Just to confirm: order a pizza, size small. Shall I go ahead?"
    assert max(await _said_sentence_by_sentence(cache, fake, question)) < 0.1
    assert fake.requests == []
    assert max(await _said_sentence_by_sentence(cache, fake, readback)) < 0.1
    assert fake.requests == ["size small."]


async def test_a_prefix_runs_into_the_rest_without_the_voices_closing_silence() -> None:
    # Piper ends each utterance with ~0.15 s of silence: played before the rest of the sentence
    # it was a pause between "Booking flight" and "BA 117" (0.24 s in the demo call's read-back).
    class ClosingSilence(FakeTTS):
        @property
        def model(self) -> str:  # its own voice: the process-wide store holds the plain fake's
            return "closing-silence"

        def render(self, text: str) -> np.ndarray:
            return np.concatenate([super().render(text), np.zeros(int(0.15 * self.sample_rate), np.float32)])

    fake = ClosingSilence(first_audio_delay=0.0, sample_rate=16000)
    cache = CachedTTS(fake)
    await cache.fill(["Booking flight"])
    audio = (await _audio(cache, "Booking flight BA 117 for John Smith."))[0].astype(np.float32)
    win = 160  # 10 ms
    rms = np.sqrt(np.mean(audio[: len(audio) // win * win].reshape(-1, win) ** 2, axis=1))
    silent = rms < 30
    longest = run = 0
    for s in silent[: -20]:  # the end of the sentence may keep its closing silence
        run = run + 1 if s else 0
        longest = max(longest, run)
    assert longest * 0.01 <= 0.05, longest
