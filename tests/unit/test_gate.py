"""The gates put before the rules' slowest patterns (voice_agent/engine/gate.py) find what the patterns found: the
characters a match can begin with are read from the parsed pattern, and every gated pattern of the engine reads the
phrasings of the sets as the pattern it stands for."""

from __future__ import annotations

import importlib
import pkgutil
import random
import re

import pytest

import voice_agent.engine as engine
from tests.understanding.heldout import SETS, load
from voice_agent.engine.gate import GATED, first_characters, gated
from voice_agent.engine.text import words


@pytest.mark.parametrize(("pattern", "chars"), [
    (r"abc", "a"),
    (r"\bno (?:way|chance)", "n"),
    (r"(?:i'm|we're|you) not", "iwy"),
    (r"(?:the |a )?book", "tab"),  # an optional part: its first and what follows
    (r"(?<!\bhope)(?<!\bknow)(^| )you are", " y"),  # look-behinds and "^" take no character
    (r"(?=[a-c])[b-d]x", "bcd"),  # a look-ahead neither
    (r"[0-3']+ left", "0123'"),
    (r"(?:x|y)*z", "xyz"),
])
def test_the_characters_a_match_begins_with_are_read_from_the_pattern(pattern: str, chars: str) -> None:
    assert first_characters(re.compile(pattern)) == set(chars)


@pytest.mark.parametrize("pattern", [
    r"\w+ now",  # a category
    r"[^,.]+\?",  # a negated class
    r".at",  # any character
    r"(?:(a)|b)?\1c",  # a back-reference
    r"(?:now)?",  # a match can be empty
    r"(?i:a)b",  # flags changed inside it
    r"(?:^|x)?y?",
])
def test_what_cannot_be_read_exactly_is_given_back_as_it_was(pattern: str) -> None:
    compiled = re.compile(pattern)
    assert first_characters(compiled) is None
    assert gated(compiled) is compiled


def test_a_wide_gate_is_not_put() -> None:
    compiled = re.compile(r"[a-z0-9'] word")  # 37 characters
    assert gated(compiled) is compiled
    assert gated(compiled, widest=40).pattern.startswith("(?=[")


def _same(one: re.Pattern[str], other: re.Pattern[str], text: str) -> bool:
    found = [(m.span(), m.groups(), m.groupdict()) for m in one.finditer(text)]
    return found == [(m.span(), m.groups(), m.groupdict()) for m in other.finditer(text)] and \
        one.sub(lambda m: "<" + m.group(0) + ">", text) == other.sub(lambda m: "<" + m.group(0) + ">", text) and \
        bool(one.match(text)) == bool(other.match(text))


@pytest.mark.parametrize(("pattern", "flags"), [
    (r"(?<!\bi )(?<!\bwe )\b(?P<verb>know|knew|kelvin) (?:it|that)\b", 0),
    (r"\b(?:k|s)(?:ilo|tore)s?\b", re.IGNORECASE),  # "K" (the Kelvin sign) and "ſ" fold to k and s, gate and all
    (r"(^| )(?:a |an )?(?:ok|okay)(?: then)?$", re.IGNORECASE),
    (r"""(?:no | nah\ )   # a refusal
         (?:thanks|ta)    # its thanks
      """, re.VERBOSE),
])
def test_a_gated_pattern_finds_the_same_matches_groups_and_substitutions(pattern: str, flags: int) -> None:
    plain = re.compile(pattern, flags)
    faster = gated(plain)
    assert faster is not plain
    pieces = ["i ", "we ", "know ", "knew ", "kelvin ", "it", "that", " ", "\u212a", "\u017f", "K", "S", "ilo", "tore",
              "s", "ok", "OKAY", " then", "a ", "an ", "no ", "nah ", "thanks", "ta", ",", "x"]
    rng = random.Random(7)
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 9)))
        assert _same(plain, faster, text), text


def _engine_gates() -> list[tuple[re.Pattern[str], re.Pattern[str]]]:
    for module in pkgutil.iter_modules(engine.__path__):
        importlib.import_module(f"voice_agent.engine.{module.name}")
    return list(GATED)


def test_every_gated_pattern_of_the_engine_reads_the_sets_as_before() -> None:
    """On every other phrasing of thirteen sets across the rounds, as said, in lower case and in the words the rules
    read."""
    gates = _engine_gates()
    assert gates, "the engine gates its slowest patterns"
    texts: list[str] = []
    for path in list(SETS.values())[::28]:
        for phrasing in load(path)[1][::2]:
            texts += [phrasing.text, phrasing.text.lower(), " ".join(words(phrasing.text))]
    texts += [f" {t} " for t in texts[2::3]]  # padded, as some rules read them
    for faster, plain in gates:
        assert faster.pattern != plain.pattern
        unlike = [t for t in texts if not _same(plain, faster, t)]
        assert not unlike, (plain.pattern[:80], unlike[:3])
