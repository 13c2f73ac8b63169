"""The subject said twice, a name for someone then "he / she / they", as Italian, Greek, Spanish and many other callers'
English says it: "my nonna she has the tickets", "our son he has the ticket": the pronoun goes, so the clause reads as
"my nonna has ...". Only someone of the caller's ("my / our" and a word of kin or company, a word before it or not), the
pronoun straight after, then a verb of being, having or doing; not after a verb or a word the one named is the object of
("tell our daughter she is booked", "for our nan she is too old"). Read by `dialect.standard`.
"""

from __future__ import annotations

_KIN = frozenset("""mother mum mom mam mama mamma father dad papa grandmother grandfather grandma grandpa granny nan
                    nana nonna nonno yiayia papou wife husband son daughter brother sister uncle aunt auntie cousin baby
                    boy girl kids children parents grandson granddaughter friend neighbour neighbor boss""".split())
_PRONOUNS = frozenset("he she they".split())
_VERBS = frozenset("is are was were has have had can will would does do did needs takes flies goes".split())
# Words after which the one named is an object, not a subject: "tell our daughter she ...", "for our nan she ...".
_GOVERNING = frozenset("""for to with about of ask asked tell told call called see saw help let make made give gave
                          that said says think know hope because if when since and""".split())


def said_twice(out: list[str]) -> list[str]:
    """`out` without the pronoun said after someone of the caller's as the subject of the same verb."""
    for k, word in enumerate(out):
        if word not in ("my", "our") or (k and out[k - 1] in _GOVERNING):
            continue
        for kin in (k + 1, k + 2):
            if kin + 2 < len(out) and out[kin] in _KIN and out[kin + 1] in _PRONOUNS and out[kin + 2] in _VERBS:
                return [*out[: kin + 1], *out[kin + 2 :]]
    return out
