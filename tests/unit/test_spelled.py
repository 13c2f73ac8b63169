"""Codes spelled out the way callers spell them on the phone (`voice_agent/engine/spelled.py`, read by the
extractors of `extract.py`): the phonetic alphabet, "b for bravo", "b as in bob", "kay ell em", "x-ray", "oh"
closing the digits. Phrasings of my own: none is in a set of tests/understanding/ nor carries an example of the
bundled agents (checked below). Each test pairs what is read now with near words that must stay words."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.unit.test_understanding import borrowed, understand
from voice_agent.engine import extract
from voice_agent.examples import airline as ex
from voice_agent.examples import pharmacy

FLIGHT = extract.flight_number(ex.CARRIERS, names=ex.CARRIER_NAMES)
RX = extract.code(["RX"], digits=(5, 7))
REFERENCE = extract.booking_code()

NATO_TURN = "could you book me bravo alpha two two nine to lisbon on friday for nadia okoro"
LETTER_NAMES_TURN = "please get me on the kay ell em six six one to oslo monday, it is for lars dahl"
FOR_TURN = "seat on the l for london h for henry four five six to frankfurt, grete olsen"
NOT_A_LETTER_TURN = "i am no alpha male but i would like to talk to a human"
RX_NATO_TURN = "refill romeo x-ray five one one two nine for petra novak please"
RX_FOR_TURN = "can you redo my tablets, r for robert x for xray two double four one six, tom hale"

# Every phrasing of this file, the turns above and the words given to the extractors below (strings of three words
# or more; the docstrings are left out).
PHRASINGS = [node.value for node in ast.walk(ast.parse(Path(__file__).read_text()))
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value.split()) >= 3
             and "\n" not in node.value and not node.value.endswith(".")]


def test_no_phrasing_here_is_in_a_set_or_an_example() -> None:
    assert borrowed(PHRASINGS) == []


def _flight(said: str) -> str | None:
    found = FLIGHT.find(said)
    return found.value if found is not None else None


def test_the_phonetic_alphabet_spells_a_carrier_and_ordinary_words_stay_words() -> None:
    assert _flight("it's bravo alpha two two nine") == "BA 229"
    assert _flight("the echo kilo one nine to dubai") == "EK 19"
    # A carrier the agent does not list, spelled in the alphabet: three or four digits, as letters alone.
    assert _flight("papa kilo three zero one on tuesday") == "PK 301"
    # Words of the alphabet said as words make no flight; nor do "delta" and "el al", carriers by name.
    assert _flight("i'm not some alpha male, book me friday") is None
    assert _flight("two bags of twenty kilo each for oscar") is None
    assert _flight("the hotel in lima on the fourth") is None
    assert _flight("delta four one one please") == "DL 411"
    assert _flight("el al three one five") == "LY 315"


def test_a_letter_and_a_word_for_it_spell_the_letter_and_for_stays_a_word() -> None:
    assert _flight("l for london h for henry four five six") == "LH 456"
    assert _flight("b as in bob a as in apple three three") == "BA 33"
    assert _flight("q for queen f for freddie one double two") == "QF 122"
    assert _flight("b bravo a alpha eight eight") == "BA 88"
    # "for" and "as in" between ordinary words: no letter ("for bob", "as in may"), no flight.
    assert _flight("book for bob on the ninth") is None
    assert _flight("the same as in may, please") is None


def test_carriers_in_the_letters_names_are_read_as_the_carrier_named() -> None:
    # "kay ell em" is KLM (KL), not "el em" (LM) after a stray "kay"; "ell" and "emm" are letters too.
    assert _flight("kay ell em six six one") == "KL 661"
    assert _flight("kay el em two oh four") == "KL 204"
    assert _flight("the kay ell emm nine to amsterdam") == "KL 9"
    # A name of three letters said letter by letter: "sas" as "s a s" or "ess ay ess".
    assert _flight("ess ay ess nine two") == "SK 92"
    assert _flight("put her on the s a s seven one") == "SK 71"


def test_oh_closing_the_digits_is_a_zero_but_oh_no_is_the_callers() -> None:
    assert _flight("bee ay four oh to paris") == "BA 40"
    assert _flight("b a three one oh") == "BA 310"
    assert _flight("b a one one seven oh no sorry") == "BA 117"


def test_a_prescription_number_spelled_on_the_phone() -> None:
    found = RX.find("romeo x-ray five one one two nine")
    assert found is not None and found.value == "RX51129"
    found = RX.find("r for robert x for xray two double four one six")
    assert found is not None and found.value == "RX24416"
    assert RX.find("r as in ronnie") is None
    assert RX.find("it was the same as in march, two two four") is None


def test_a_reference_read_out_letter_by_letter() -> None:
    found = REFERENCE.find("the code's x-ray seven kilo two papa quebec")
    assert found is not None and found.value == "X7K2PQ"
    found = REFERENCE.find("ref m four double t k one, under jo")
    assert found is not None and found.value == "M4TTK1"
    # Too short, too long or no digit: no reference.
    assert REFERENCE.find("a seven day trip to rome") is None
    assert REFERENCE.find("zulu four alpha nine") is None
    assert REFERENCE.find("b for bravo c for charlie d e f g") is None


def test_the_span_covers_the_spelled_words_so_the_matcher_masks_them() -> None:
    found = FLIGHT.find("put me on l for london h for henry four five six please")
    assert found is not None and (found.start, found.end) == (3, 12)
    # Imported here: the reader is new, and the assertion above says what it reads.
    from voice_agent.engine.spelled import respell

    spelled = respell("an alpha male".split())
    assert spelled.tokens == ["an", "a", "male"]  # rewritten, but only an extractor that accepts it reads it


async def test_a_booking_spelled_in_the_alphabet_books_that_flight() -> None:
    understood = await understand(ex.make_agent, NATO_TURN)
    assert understood.slots.get("flight_number") == "BA 229"
    assert understood.decision.guideline is not None and understood.decision.guideline.id == "g1", understood.decision.describe()
    understood = await understand(ex.make_agent, LETTER_NAMES_TURN)
    assert understood.slots.get("flight_number") == "KL 661"
    understood = await understand(ex.make_agent, FOR_TURN)
    assert understood.slots.get("flight_number") == "LH 456"
    # "alpha" said as a word: no flight, and the turn is the request it is.
    understood = await understand(ex.make_agent, NOT_A_LETTER_TURN)
    assert "flight_number" not in understood.slots
    assert understood.decision.guideline is not None and understood.decision.guideline.id == "g3", understood.decision.describe()


async def test_a_refill_spelled_in_the_alphabet_reads_the_prescription_number() -> None:
    for said, number in ((RX_NATO_TURN, "RX51129"), (RX_FOR_TURN, "RX24416")):
        understood = await understand(pharmacy.make_agent, said)
        assert understood.slots.get("rx_number") == number
        assert understood.decision.guideline is not None and understood.decision.guideline.id == "g1", understood.decision.describe()
