"""Strict-mode extractors on what callers really say, as a speech recogniser writes it down:
spoken digits, spelled letters, letter names, missing punctuation, fillers."""

from __future__ import annotations

import datetime as dt

import pytest

from voice_agent.engine import extract
from voice_agent.examples.airline import CARRIER_NAMES, CARRIERS

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
        "I'd like to reserve flight BA 117 for John Smith",
        "book B A one one seven for John Smith please",
        "can you get me on BA 117 tomorrow",
        "BA 117 to Paris",
        "BA 117, for Oliver Smith",
    ],
)
def test_flight_number_in_the_ways_callers_say_it(said: str) -> None:
    assert flight(said) == "BA 117"


def test_flight_number_other_carriers_and_lengths() -> None:
    assert flight("I wanna book flight AF 22") == "AF 22"
    assert flight("reserve a seat on LH four hundred") == "LH 400"
    assert flight("BA1174") == "BA 1174"
    assert flight("BA one one seven four") == "BA 1174"


@pytest.mark.parametrize(("said", "number"), [
    ("can you put me on the swiss 3 4 1 to zurich", "LX 341"),
    ("aer lingus one six four on monday", "EI 164"),
    ("the easyjet two two seven to nice", "U2 227"),
    ("a seat on e i one two three please", "EI 123"),
    ("ryanair 88 on friday", "FR 88"),
    ("the qatar airways nine oh one", "QR 901"),
])
def test_the_example_airline_reads_the_main_carriers_by_name_and_code(said: str, number: str) -> None:
    """Callers name whichever carrier they fly; the example knows the world's main ones."""
    assert extract.flight_number(CARRIERS, names=CARRIER_NAMES)(said) == number


@pytest.mark.parametrize(("said", "number"), [
    ("the easyjet U two one four one to belfast", "U2 141"),
    ("easyjet u2 141 please", "U2 141"),
    ("virgin V S three to new york", "VS 3"),
    ("emirates e k seven on friday", "EK 7"),
])
def test_a_carriers_name_then_its_own_code_then_the_number(said: str, number: str) -> None:
    """Callers read the code off a booking after naming the carrier; VS and U2 are read only so."""
    assert extract.flight_number(CARRIERS, names=CARRIER_NAMES)(said) == number
    assert extract.flight_number(CARRIERS, names=CARRIER_NAMES)(said.replace("three", "").replace("one four one", "")
                                                                  .replace("141", "").replace("seven", "")) is None


@pytest.mark.parametrize("said", ["book me in at 3 pm", "flying to alaska 2 adults", "we're off to qatar 2 weeks on monday",
                                  "it's ms jones 3 times this week", "a bag of 50 cm by 40"])
def test_carrier_codes_and_names_that_are_ordinary_words_or_places_are_no_flight(said: str) -> None:
    assert extract.flight_number(CARRIERS, names=CARRIER_NAMES)(said) is None


@pytest.mark.parametrize(("said", "number"), [("BA11. Seven for John Smith", "BA 117"), ("BA11 seven", "BA 117"),
                                              ("BA 11. Seven for John Smith", "BA 117"), ("BA11 for John Smith", "BA 11"),
                                              ("ba11 on the fourth", "BA 11"), ("BA117 for two", "BA 117")])
def test_digits_said_after_a_glued_code_go_on_its_number_as_after_a_spaced_one(said: str, number: str) -> None:
    # Whisper writes "B A one one" as "BA11." and a caller who goes on "seven for ..." says BA 117.
    assert flight(said) == number


@pytest.mark.parametrize(("said", "number"), [("BA 88 for two of us", "BA 88"), ("ba 11 for 2 people on friday", "BA 11"),
                                              ("ba one one for seven", "BA 1147"), ("BA 1 oh 7", "BA 107")])
def test_for_after_written_digits_is_a_word_but_among_spoken_ones_may_be_a_four(said: str, number: str) -> None:
    # A recogniser that heard "eight eight four two" writes digits; after "88", "for" is the word.
    assert flight(said) == number


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
        ("I'd like to reserve BA 117 for John Smith", "John Smith"),
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


# -- codes, digits, phone numbers, amounts ------------------------------------------------------


rx = extract.code(["RX"], digits=(5, 7))


@pytest.mark.parametrize("said", ["RX 44719", "rx44719", "R X four four seven one nine", "our x 4 4 7 1 9",
                                  "refill are x four four seven one nine please", "it's r. x. 44719"])
def test_a_prescription_code_as_whisper_writes_it(said: str) -> None:
    assert rx(said) == "RX44719"


@pytest.mark.parametrize("said", ["our pharmacy is great", "four four seven one nine", "rx 12"])
def test_no_code_without_its_letters_and_enough_digits(said: str) -> None:
    assert rx(said) is None


def test_the_span_of_a_code_is_where_the_caller_said_it() -> None:
    found = rx.find("please refill our x 4 4 7 1 9 today")
    assert found is not None and (found.start, found.end) == (2, 9)


def test_digits_and_phone_numbers() -> None:
    assert extract.digits(4, 8)("my member number is four four seven one nine") == "44719"
    phone = extract.phone_number()
    assert phone("call me on oh seven seven double oh nine one two three four five") == "07700912345"
    assert phone("it's +44 7700 900123") == "+447700900123"
    assert phone("plus four four seven seven oh oh nine oh oh one two three") == "+447700900123"
    assert phone("I have two kids") is None


@pytest.mark.parametrize(("said", "value"), [("$20", "20.00 USD"), ("twenty five euros", "25.00 EUR"),
                                             ("it was 12.50 pounds", "12.50 GBP"),
                                             ("twelve dollars fifty", "12.50 USD"), ("a hundred dollars", "100.00 USD")])
def test_amounts(said: str, value: str) -> None:
    assert extract.amount()(said) == value


def test_no_amount_without_a_currency() -> None:
    assert extract.amount()("I want 3 tickets") is None


# -- dates and times -------------------------------------------------------------------------------


def wednesday() -> dt.date:
    return dt.date(2025, 6, 11)  # a Wednesday


@pytest.mark.parametrize(
    ("said", "day"),
    [("tomorrow", "2025-06-12"), ("for pickup tomorrow at 3", "2025-06-12"), ("today please", "2025-06-11"),
     ("the day after tomorrow", "2025-06-13"), ("next tuesday", "2025-06-17"), ("on friday", "2025-06-13"),
     ("this wednesday", "2025-06-18"), ("march 5th", "2026-03-05"), ("the fifth of july", "2025-07-05"),
     ("on the 20th", "2025-06-20"), ("on the third", "2025-07-03"), ("june twenty first", "2025-06-21"),
     # the month said after the day is that month, not this one or the next
     ("the 5th of march", "2026-03-05"), ("the twenty first of september", "2025-09-21"),
     ("for the 2nd of june please", "2026-06-02"), ("the 30th of june", "2025-06-30")],
)
def test_dates_as_callers_say_them(said: str, day: str) -> None:
    assert extract.date(today=wednesday)(said) == day


@pytest.mark.parametrize(
    ("said", "time"),
    [("tomorrow at 3", "15:00"), ("at 10 am", "10:00"), ("3 pm please", "15:00"), ("around 3:30", "15:30"),
     ("at three thirty", "15:30"), ("half past two", "14:30"), ("quarter to five", "16:45"), ("at noon", "12:00"),
     ("at 10 in the morning", "10:00"), ("at 9", "09:00"), ("at 8 in the evening", "20:00")],
)
def test_times_as_callers_say_them(said: str, time: str) -> None:
    assert extract.time_of_day()(said) == time


def test_no_time_in_a_plain_number() -> None:
    assert extract.time_of_day()("I need 3 tickets") is None


# -- yes / no and names that are ordinary words --------------------------------------------------


@pytest.mark.parametrize("said", ["yes", "yeah go ahead", "that's right", "Yep.", "sure, please do", "correct",
                                  "no problem", "okay"])
def test_yes(said: str) -> None:
    assert extract.yes_no()(said) == "yes"


@pytest.mark.parametrize("said", ["no", "no, it's LH 400", "nope", "wait", "don't", "yes, no, wait"])
def test_no(said: str) -> None:
    assert extract.yes_no()(said) == "no"


def test_neither_yes_nor_no() -> None:
    assert extract.yes_no()("how much baggage can I take") is None


@pytest.mark.parametrize("said", ["refill for pickup tomorrow", "a refill for my mother", "it's for collection",
                                  "a flight for the morning", "for delivery on monday"])
def test_ordinary_words_are_not_names(said: str) -> None:
    assert name_after_marker(said) is None


def test_in_sentence_case_a_name_is_capitalised() -> None:
    assert name_after_marker("I'd like a refill for Anna Ruiz, for pickup") == "Anna Ruiz"
    assert name_after_marker("I'd like a seat for Anna tomorrow") == "Anna"
    assert name_after_marker("A seat for Ruiz, for the Monday flight") == "Ruiz"
    assert name_after_marker("A seat on BA 117 for grandma Ruiz") is None  # lower case among capitals


@pytest.mark.parametrize("said", ["no i'm not flying this week", "i'm fine for now", "i'm good thanks",
                                  "i'm running out of tablets", "i'm calling about my order", "i'm ready to go",
                                  "can you sort my repeat, i'm away from the ninth", "i'm off to my sister's on friday",
                                  "i'm housebound so someone else will collect", "i'm definitely still on the friday one",
                                  "i'm probably going to need it moved", "i'm honestly not sure which it was"])
def test_what_a_caller_says_of_themselves_is_not_a_name(said: str) -> None:
    # "I'm not ..." once gave the name "Not", and masking it hid the caller's "not".
    assert name_after_marker(said) is None


def test_a_name_after_im_is_still_a_name() -> None:
    assert name_after_marker("hi i'm rosa diaz and i need a seat") == "Rosa Diaz"
    assert name_after_marker("a seat on the friday one for neil young") == "Neil Young"  # a state word, but after "for"


@pytest.mark.parametrize("said", ["i've had this inhaler for fifteen years", "we've flown with you for a couple of decades",
                                  "been waiting for forty minutes now"])
def test_a_span_of_time_after_for_is_not_a_name(said: str) -> None:
    assert name_after_marker(said) is None


@pytest.mark.parametrize("said", ["two seats to cork for christmas please", "we're flying out friday for easter",
                                  "a flight home for diwali", "the kids need seats for half term",
                                  "i need my repeat sorted for surgery on tuesday"])
def test_an_occasion_or_a_reason_after_for_is_not_a_name(said: str) -> None:
    # "Booking ... for Christmas. Shall I go ahead?" read an occasion back as the passenger.
    assert name_after_marker(said) is None


def test_for_once_is_an_aside_not_a_name() -> None:
    # "Booking ... for Once" read an aside back as the passenger; the name said after it is still found.
    assert name_after_marker("put me on the early one to faro for once") is None
    assert name_after_marker("i'm off on holiday for once, a seat for tariq aziz") == "Tariq Aziz"


def test_a_count_said_after_a_flights_number_is_no_digit_of_it() -> None:
    # "U2 8061" read a seat count on into the number, and the read-back named a flight nobody asked for.
    find = extract.flight_number(["U2", "BA"], names={"easyjet": "U2"}).find
    assert (found := find("easyjet nine oh two, one seat please")) is not None and found.value == "U2 902"
    assert (found := find("ba four four one for three passengers")) is not None and found.value == "BA 441"
    assert (found := find("ba four four one four, thanks")) is not None and found.value == "BA 4414"  # no count: digits


def test_an_airline_called_by_its_name_gives_its_code() -> None:
    find = extract.flight_number(["DL", "BA"], names={"delta": "DL", "british airways": "BA", "british": "BA"}).find
    assert (found := find("could i go on delta three forty to atlanta")) is not None and found.value == "DL 340"
    assert (found := find("british airways two oh nine please")) is not None and found.value == "BA 209"
    assert find("we flew british last year to the delta") is None  # a name counts only before a number
    assert find("the delta one to atlanta") is None  # "one" after a name is a pronoun
