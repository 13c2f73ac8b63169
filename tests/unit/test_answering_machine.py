"""Answering-machine detection by the documented heuristic: a short hello and a wait is a
person, a long greeting or a voicemail phrase is a machine, anything else is treated as a person."""

from __future__ import annotations

import pytest

from voice_agent.telephony import AnsweredBy, AnswerEvidence, classify_answer


@pytest.mark.parametrize(("speech", "transcript", "expected"), [
    (((0.3, 0.9),), "hello?", AnsweredBy.HUMAN),
    (((0.2, 1.1),), "yeah, who's this", AnsweredBy.HUMAN),
    (((0.4, 5.0),), "hi you've reached the smiths", AnsweredBy.MACHINE),
    # breaths inside a greeting do not make it a hello
    (((0.3, 1.2), (1.45, 2.6), (2.8, 3.9)), "hi this is ann", AnsweredBy.MACHINE),
    (((0.3, 1.0),), "hi, I can't take your call right now", AnsweredBy.MACHINE),
    (((0.3, 1.0), (1.2, 1.9)), "Please leave a message after the tone.", AnsweredBy.MACHINE),
    ((), "", AnsweredBy.UNKNOWN),
    (((0.5, 1.3), (1.9, 2.9)), "hello hello is anyone", AnsweredBy.UNKNOWN),  # not sure: treated as a person
])
def test_who_answered(speech: tuple[tuple[float, float], ...], transcript: str, expected: AnsweredBy) -> None:
    assert classify_answer(AnswerEvidence(speech, transcript)) is expected


def test_speech_after_the_window_does_not_count() -> None:
    assert classify_answer(AnswerEvidence(((4.5, 9.0),), "")) is AnsweredBy.UNKNOWN
