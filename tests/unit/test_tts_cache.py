"""The TTS cache: fixed lines from memory, templated lines start from their cached prefix while
the rest is synthesised, anything else passes through, and a voice never plays another's audio."""

from __future__ import annotations

import time

import numpy as np

from adapters.providers.fakes import FakeTTS
from adapters.providers.tts_cache import (
    CachedTTS,
    agent_phrases,
    fill_agent_lines,
    phrases_of_templates,
)
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
