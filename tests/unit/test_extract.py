"""Strict-mode extractors on what callers really say, as a speech recogniser writes it down:
spoken digits, spelled letters, letter names, missing punctuation, fillers."""

from __future__ import annotations

import pytest

from voice_agent.engine import extract
from voice_agent.examples.airline import CARRIERS

flight = extract.flight_number(CARRIERS)
any_carrier = extract.flight_number()
name_after_marker = extract.person_name()
answered_name = extract.answer_name()


@pytest.mark.parametrize(
    "said",
    [
        "BA 117",
        "ba117",
        "B.A. 117",
        "BA-117",
        "b a one one seven",
        "B A 1 1 7",
        "BA one seventeen",
        "BA one hundred and seventeen",
        "bee ay one one seven",
        "bee a one one seven",
        "I'd like to book flight BA 117 for John Smith",
        "book B A one one seven for John Smith please",
        "can you get me on BA 117 tomorrow",
        "BA 117 to Paris",
        "BA 117, for Oliver Smith",
    ],
)
def test_flight_number_in_the_ways_callers_say_it(said: str) -> None:
    assert flight(said) == "BA 117"


def test_flight_number_other_carriers_and_lengths() -> None:
    assert flight("I want to book flight AF 22") == "AF 22"
    assert flight("reserve a seat on LH four hundred") == "LH 400"
    assert flight("BA1174") == "BA 1174"
    assert flight("BA one one seven four") == "BA 1174"


@pytest.mark.parametrize("said", ["BA 117 for John Smith", "ba one one seven for John Smith"])
def test_a_name_after_for_is_not_read_as_a_fourth_digit(said: str) -> None:
    assert flight(said) == "BA 117"  # not BA 1174


@pytest.mark.parametrize("said", ["flight one one seven", "flight 117 please", "the one at seven"])
def test_no_flight_number_without_a_carrier(said: str) -> None:
    assert flight(said) is None


def test_ordinary_two_letter_words_are_not_carriers() -> None:
    assert flight("I want to go to 117 Main Street") is None
    assert flight("meet me at 10") is None
    assert any_carrier("meet me at 10") is None  # stopwords are never codes, even unrestricted


@pytest.mark.parametrize("said", ["book BA 117 for two people", "BA 117 for 2", "BA one one seven for two"])
def test_a_party_size_after_the_flight_number_does_not_hide_it(said: str) -> None:
    assert flight(said) == "BA 117"


# -- names ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("I'd like to book flight BA 117 for John Smith", "John Smith"),
        ("book BA 117 for John Smith please", "John Smith"),
        ("for Jane Doe on BA 117", "Jane Doe"),
        ("my name is Jane Doe", "Jane Doe"),
        ("the name is Jane Doe", "Jane Doe"),
        ("name is john smith thanks", "John Smith"),
        ("passenger John Smith", "John Smith"),
        ("under the name Mary O'Brien", "Mary O'brien"),
        ("book it for Zoë Saldaña", "Zoe Saldana"),
        ("a flight for tomorrow for John Smith", "John Smith"),
    ],
)
def test_names_after_a_marker(said: str, name: str) -> None:
    assert name_after_marker(said) == name


@pytest.mark.parametrize("said", ["I'd like to book a flight for tomorrow", "for me", "for the morning flight",
                                  "book flight BA 117"])
def test_no_name_where_none_was_given(said: str) -> None:
    assert name_after_marker(said) is None


def test_a_party_size_is_not_a_name() -> None:
    assert name_after_marker("book BA 117 for two people") is None


def test_a_name_after_my_names() -> None:
    assert name_after_marker("I'd like to book BA 117, my name's Jane Doe") == "Jane Doe"


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("it's Jane Doe", "Jane Doe"),
        ("It's Jane Doe.", "Jane Doe"),
        ("it is Jane Doe", "Jane Doe"),
        ("Jane Doe", "Jane Doe"),
        ("JANE DOE", "Jane Doe"),
        ("my name is Jane Doe", "Jane Doe"),
        ("that's John Smith please", "John Smith"),
        ("it's John Smith thanks", "John Smith"),
    ],
)
def test_a_name_given_as_an_answer(said: str, name: str) -> None:
    assert answered_name(said) == name


@pytest.mark.parametrize("said", ["no", "I don't know", "what do you mean by that exactly then"])
def test_no_name_in_an_answer_without_one(said: str) -> None:
    assert answered_name(said) is None


@pytest.mark.parametrize(("said", "name"), [("um John Smith", "John Smith"), ("uh, it's Jane Doe", "Jane Doe"),
                                            ("sure, it's Jane Doe", "Jane Doe"), ("yeah Jane Doe", "Jane Doe"),
                                            ("okay it's Jane Doe", "Jane Doe"), ("my name's Jane Doe", "Jane Doe")])
def test_a_name_answer_with_a_filler_in_front(said: str, name: str) -> None:
    assert answered_name(said) == name


# -- the other extractors ---------------------------------------------------------------------------


def test_one_of_a_closed_set() -> None:
    seat = extract.one_of({"window": ["window"], "aisle": ["aisle", "corridor"]})
    assert seat("an aisle seat please") == "aisle"
    assert seat("Window!") == "window"
    assert seat("I don't mind") is None


def test_booking_code() -> None:
    code = extract.booking_code()
    assert code("my code is x7k2pq") == "X7K2PQ"
    assert code("it's BOOKED") is None  # six letters but no digit
