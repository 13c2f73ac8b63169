"""Coming in person: "in person" after a verb of coming or calling in ("i'd rather pop down in person", "we will come
in person on monday") tells how the caller will come, not whom they want to reach, and is read as "in personally"
(`came_in_person`, read by `dialect.standard`, one word for one). Left as a person, "person" (folded to "human" where an
agent's terms say so) is taken for one asked for after the story, and a question of the hours hands over to an agent.
Only a verb of coming right before, or with one word of where between ("come in", "pop down", "come there"); "speak to
someone in person" and "the pharmacist in person, please" still ask for the person."""

from __future__ import annotations

# The verbs of coming or calling in at a place, in their forms.
_COMING = frozenset(
    "come comes coming came go goes going went pop popping drop dropping visit visiting stop stopping walk walking"
    " turn turning show showing swing nip call".split())
# One word of where or which way between the verb and "in person": "come in ...", "pop down ...", "go there ...".
_WHERE = frozenset("in by down over round around along up there here back".split())


def came_in_person(out: list[str], k: int) -> bool:
    """Whether "in" at `k` opens "in person" after a verb of coming (`_COMING`), right before it or one word of where
    (`_WHERE`) between."""
    if out[k : k + 2] != ["in", "person"] or k == 0:
        return False
    verb = k - 2 if out[k - 1] in _WHERE and k > 1 else k - 1
    return out[verb] in _COMING
