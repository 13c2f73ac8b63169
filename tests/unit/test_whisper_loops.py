"""Whisper tiny sometimes says a short line twice: a decoder loop too short for the compression
check. The local recogniser hears such a decode once; a caller's own short repeats stay."""

from __future__ import annotations

import numpy as np
import pytest

from adapters.providers.local_stt import LocalWhisperSTT, unrepeated


@pytest.mark.parametrize(("decoded", "heard"), [
    ("Can I talk to a human please? Can I talk to a human please?", "Can I talk to a human please?"),
    ("I need a refill I need a refill I need a refill", "I need a refill"),
    ("Is my refill ready? is my refill ready", "Is my refill ready?"),
])
def test_a_whole_decode_said_over_again_is_heard_once(decoded: str, heard: str) -> None:
    assert unrepeated(decoded) == heard


@pytest.mark.parametrize("decoded", [
    "hello? hello?",  # a caller's own short repeat
    "no, no, it's BA 117",
    "I want to, I want to book BA 117",  # a false start, then the request
    "Can I talk to a human please? Can I talk to a human",  # not whole copies
    "four four seven four four seven",  # a code, said as it is written
    "BA 117 BA 117",
    "",
])
def test_anything_else_is_kept_as_it_was_decoded(decoded: str) -> None:
    assert unrepeated(decoded) == decoded


def test_the_recogniser_hands_over_the_repeat_once(monkeypatch: pytest.MonkeyPatch) -> None:
    stt = LocalWhisperSTT()
    looped = "What's the status of my booking? What's the status of my booking?"
    monkeypatch.setattr(stt, "_transcribe_once", lambda samples: (looped, 0.8))
    assert stt.transcribe_samples(np.zeros(16000, np.float32)) == ("What's the status of my booking?", 0.8)
