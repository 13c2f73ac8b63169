"""The WER normaliser: what counts as the same words when a transcript is scored."""

from __future__ import annotations

from adapters.providers.wer import corpus_wer, normalize, wer


def test_spelled_codes_and_numbers_read_the_same_every_way() -> None:
    assert normalize("Book B A one one seven for John Smith please") == normalize(
        "Book B, a 1, 1, 7, for John Smith, please.")
    assert normalize("flight BA 117") == normalize("Flight BA117") == ["flight", "ba", "117"]
    assert normalize("B.A. one seventeen") == normalize("ba one hundred seventeen") == ["ba", "117"]
    assert normalize("AF 22") == normalize("AF-22") == normalize("A. F. twenty two") == ["af", "22"]
    assert normalize("a hundred and seventeen") == ["117"]


def test_contractions_spellings_and_punctuation_fold() -> None:
    assert normalize("I'd like a flight") == normalize("I would like a flight!")
    assert normalize("ok, thanks") == normalize("Okay. Thanks") == ["okay", "thanks"]
    assert normalize("What’s the status?") == ["what", "is", "the", "status"]


def test_filled_pauses_are_not_words() -> None:
    assert normalize("I'd like to book, um, flight BA 117") == normalize("I'd like to book flight BA 117")
    assert wer("is the booking for, er, John Smith done", "Is the booking for John Smith done?") == 0.0
    assert normalize("her") == ["her"]  # only the hesitation sounds go


def test_homophones_stay_words() -> None:
    # "to" and "for" are digits to the engine only when a caller reads out a number
    assert normalize("fly to Paris for two") == ["fly", "to", "paris", "for", "2"]
    assert wer("book it for John", "book it 4 John") > 0


def test_wer_counts_word_edits_against_the_reference() -> None:
    assert wer("book flight BA 117", "Book flight B.A. one one seven.") == 0.0
    assert wer("are you still there", "are you there") == 0.25
    assert wer("", "") == 0.0 and wer("", "hello") == 1.0
    assert corpus_wer([("one more thing", "one more thing"), ("hello there", "hello")]) == 1 / 5
