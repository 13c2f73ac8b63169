"""The Arabic words callers of Egypt and the Gulf mix into their English, and their way of saying a booking settled.
Their words of address ("habibi", "habibti", of a man or of a woman, "my dear"; "akhi", "ukhti", brother and sister;
"ustaz", sir), `ADDRESS`, are read as "mate" is (`address.ADDRESS`: the rules read the sentence without them;
`dialect` lets them close "and the shop's timings, akhi?" as "sir" does), but left in the words matched (read as
"friend", "fine habibti, bye then" would be matched as a goodbye said to the agent). Not "inshallah" (God willing:
"i come tomorrow, inshallah" is told, not asked), nor "shukran" ("la shukran", no thanks, would be read as a thanks
alone). "Fixed" said of a booking is "confirmed" (`fixed`, read by `dialect.standard`).
"""

from __future__ import annotations

ADDRESS = frozenset("habibi habibti habeebi habibty akhi ukhti ustaz ustadh".split())

# "the seat for my driver, it's fixed?", "is it fixed from your end": "fixed" said of "it" or "they", closing the
# turn or before "now / yet / already" or "from your end / side", is "confirmed", as South Asian and Gulf English say a
# booking is settled (not "my phone is fixed now": a thing named, mended; nor "it's fixed to the wall").
_BE_IT = (["it's"], ["its"], ["they're"], ["it", "is"], ["they", "are"], ["is", "it"], ["are", "they"])
_AFTER: tuple[list[str], ...] = ([], ["now"], ["yet"], ["already"], ["from", "your", "side"], ["from", "your", "end"])


def fixed(out: list[str], k: int) -> bool:
    """Whether "fixed" at `out[k]` says a booking settled ("it's fixed?": read as "confirmed")."""
    # ... not the other way of a question ("any room on the price, or is it fixed": not to be moved).
    return out[k] == "fixed" and (out[k - 1 : k] in _BE_IT or out[max(k - 2, 0) : k] in _BE_IT) and \
        out[max(k - 3, 0) : k - 2] != ["or"] and (
        out[k + 1 : k + 2] in _AFTER or out[k + 1 : k + 4] in _AFTER or k + 1 == len(out))
