"""The Somali words callers from Somalia, Djibouti and Ethiopia's east mix into their English, one word for one: the
relatives they speak for ("my hooyo's tablets", mother; "aabo", father; "ayeeyo", grandmother; "abti", uncle on the
mother's side; "eedo", aunt on the father's), and the words of address "walaal" (brother or sister) and "abaayo"
(sister), read as "friend", which `address.unaddressed` reads past. "maya" (no) only opening the turn, before a word
of address or a word no name goes before (`opened_no`): it is a name too ("maya's nebuliser", "maya smith"). Not "haa"
(yes, and a laugh). Read by `dialect.standard`, as `swahili.py` is.
"""

from __future__ import annotations

from collections.abc import Sequence

_KIN = {"hooyo": "mum", "aabo": "dad", "ayeeyo": "grandma", "abti": "uncle", "eedo": "aunt"}
# The relatives, and whose ("my hooyo's inhaler"), and the two words of address.
WORDS = {**_KIN, **{k + "'s": v + "'s" for k, v in _KIN.items()}, "walaal": "friend", "abaayo": "friend"}
# "maya walaal, ...", "maya, whether it went through ...", "maya i don't want it": after the no, a word of address or
# a word that opens what is said (not "maya smith, ..." nor "maya needs her inhaler": a name).
_AFTER_NO = frozenset("walaal abaayo i we this that it whether thanks thank nothing not no never".split())


def opened_no(tokens: Sequence[str]) -> bool:
    """Whether the turn opens with the Somali no, "maya", alone or before a word that no name goes before."""
    return bool(tokens) and tokens[0] == "maya" and (len(tokens) == 1 or tokens[1] in _AFTER_NO)
