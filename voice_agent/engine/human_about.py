"""A human named alone opening the turn, then what about: "a person about my blood pressure pills", "an actual human,
regarding the repeat for my dad". With no verb of asking, the human named first is what is asked for, as a human named
alone is, and the words matched end at the human (`human_first`, read by `people.PeopleReader._asked_for`; `ONE_ALONE`
here, the words of one before the person); what follows only says what about, and left to the scores, the pills outweigh
the person and a refill is started. Only a short thing of the caller's or the agent's after "about", "regarding",
"concerning" or "re", closing the turn: "a person about my refill rang me" (a verb after the thing) tells of someone,
and is left.
Also where (`ON_LINE`) or what for the human set apart from the machine is wanted, after it in a longer turn.

Also the one asked for alone with "please" (`alone_asked`, read by `people.PeopleReader._alone`): after it ("the chemist
please, ..."), or before it, opening the clause the person closes ("please the chemist, about my cream, ...")."""

from __future__ import annotations

import re

ONE_ALONE = frozenset("a an one some any real actual proper".split())  # before the person asked for alone

# A word of the thing, not a verb telling what someone did or is ("... rang me", "... is late"); a value masked
# ("[flight number]") counts as a word.
_WORD = (r"(?!(?:rang|rung|rings|called|calls|phoned|said|says|told|tells|is|was|are|were|has|had|have|came|comes|left"
         r"|did|does|sent|gave|took|wants|needs|wanted|needed)\b)[a-z'\[\]]+")
# "about my knee cream", "regarding the order for mum", "re my order": what the human is wanted about, up to four
# words after whose it is.
_ABOUT_WHAT = (r"(?: (?:about|regarding|concerning|re) (?:my|our|his|her|their|the|this|that|me) " + _WORD
               + r"(?: " + _WORD + r"){0,3})?")
_ABOUT = re.compile(_ABOUT_WHAT + r"(?: (?:please|thanks|now))*")


def human_first(tokens: list[str], k: int) -> bool:
    """Whether the human at `k` opens the turn (a word of one or of being real before it, no more) and only what about
    follows (`_ABOUT_WHAT`)."""
    return 0 < k < len(tokens) - 1 and set(tokens[:k]) <= ONE_ALONE and tokens[k] in ("person", "human") and \
        _ABOUT.fullmatch(" " + " ".join(tokens[k + 1 :])) is not None


# A human set apart from the machine in two words opening a longer turn ("one living operator", `people._HUMAN`), then:
# "... on the line please", "... on the phone": where the person asked for is wanted, closing the asking; or
# "... for the refund mess, please", "... for my mum's trip please": what the person is wanted for, in a few words
# closing on "please" (not "a real person for once would be nice": no "please" closes it).
ON_LINE = re.compile(r"(?:on|onto) the (?:line|phone)\b|for (?:[a-z']+ ){1,5}please$")


def alone_asked(tokens: list[str], k: int, opens: int, ends: frozenset[int], kinds: frozenset[str]) -> bool:
    """Whether the person at `k` is asked for alone with "please", in a clause opening at `opens`: "please" after the
    person, only a word of one or of which kind (`kinds`) before it; or "please" opening the clause, the person
    closing it ("please, a real human, ..." asks the same; "please the chemist told me to ..." is left: no close)."""
    words = ONE_ALONE | kinds | {"the"}
    if tokens[k + 1 : k + 2] == ["please"]:
        return set(tokens[opens:k]) <= words
    return tokens[opens : opens + 1] == ["please"] and set(tokens[opens + 1 : k]) <= words and \
        (k in ends or k == len(tokens) - 1) and k > opens
