"""Those of the agent's named as a lady, a man or a guy, as Southern Africa's callers (and many others) say them: "one
of your ladies at the desk", "your guys in reservations" (the agent's own, many: "people"), and "the pharmacist lady",
"the counter man" (one of the agent's people by trade, then which: "person"), "the gent in a white coat" (the one
who wears it: "pharmacist"), "the lady who handles the medicines" (the one whose work they are: "pharmacist"; "the woman
in charge of the pills", the same), "the qualified one" (the one trained among them: "pharmacist") and "the one with a
degree" (the same, by their papers). Not "my ladies", "the ladies' room", nor "a lady" after any other word. Read by
`dialect.standard`.
"""

from __future__ import annotations

# "your ladies", "your guys", "your okes" (South Africa's fellows): the agent's people.
_MANY = frozenset("ladies gents guys girls chaps blokes okes ous fellas fellows".split())
# "the pharmacist lady", "the chemist guy", "the desk man": the trade first, then the one.
_ONE = frozenset("lady man guy woman oke ou chap bloke fella fellow gent".split())
_COATED = (["the", "white", "coat"], ["a", "white", "coat"])
_TRADES = frozenset("pharmacist chemist dispensary counter desk till agent reservations booking bookings".split())
# "the lady who handles the medicines", "the man that sorts the prescriptions": the one whose work the medicines are.
_DOES = frozenset("does do deals handles sorts makes mixes gives hands".split())
_TRAINED = frozenset("qualified trained registered".split())
_PAPERS = frozenset("degree degrees diploma qualification qualifications licence license".split())
_MEDICINES = frozenset("medicines medicine medication medications prescriptions drugs pills tablets meds".split())


def ladies(out: list[str]) -> list[str]:
    """`out` with the agent's people named as ladies or men read as people, one named so after a trade as a person,
    and one in a white coat as the pharmacist."""
    read = list(out)
    for k, t in enumerate(out):
        if k and t in _MANY and out[k - 1] == "your":
            read[k] = "people"
        elif k and t in _ONE and out[k - 1] in _TRADES:
            read[k] = "person"
        # "the fella in a white coat", "a lady in the white coat": one dressed as the pharmacist is (not "white van").
        elif t in _ONE and out[k + 1 : k + 2] == ["in"] and out[k + 2 : k + 5] in _COATED:
            read[k] = "pharmacist"
        # ... one whose work the medicines are, "the" before them (not "the lady who does the flowers").
        elif t in _ONE and out[k + 1 : k + 2] in (["who"], ["that"]) and out[k + 2 : k + 3] != [] \
                and out[k + 2] in _DOES and _MEDICINES.intersection(out[k + 3 : k + 6]) and "the" in out[k + 3 : k + 5]:
            read[k] = "pharmacist"
        # "the qualified one, quickly": the one trained among them, asked for by what sets them apart (not "the cheaper
        # one").
        elif t == "one" and k > 1 and out[k - 1] in _TRAINED and out[k - 2] in ("the", "your"):
            read[k] = "pharmacist"
        # "the one with a degree", "your one with a diploma in pharmacy": set apart by the papers they hold, the same
        # (not "the one with a window seat").
        elif t == "one" and k and out[k - 1] in ("the", "your") and out[k + 1 : k + 2] == ["with"] \
                and _PAPERS.intersection(out[k + 2 : k + 5]):
            read[k] = "pharmacist"
        # "the woman in charge of the pills", "the bloke in charge of meds": the one whose charge they are (not "the
        # chap in charge of the tills").
        elif t in _ONE | {"one", "person"} and out[k + 1 : k + 4] == ["in", "charge", "of"] \
                and _MEDICINES.intersection(out[k + 4 : k + 6]):
            read[k] = "pharmacist"
    return read
