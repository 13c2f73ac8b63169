"""The agent asked what it would do in the caller's place: "would you wait till monday, or ...", "would you bother
going in this weather", "would you risk it". "would you" opens a request ("would you book me on ..."), but with a verb
of the caller's own course (waiting, holding off, bothering, risking it, going for one) nothing is asked of the agent:
the caller asks its advice, as "should i wait" does. Read by `yesno.fact_asked` (which `acts.classify` reads first):
the turn is read as the caller's own question, "would you" said as "should i". Not "would you wait for me" nor "would
you hold my seat" (waiting on the caller, a thing held: asked of the agent), nor "would you go ahead and book it"."""

from __future__ import annotations

import re

# "would you wait", "would you honestly hold off", "would you bother", "would you chance it", "would you go for the
# early one": a course the caller may take, asked of the agent as if it stood in the caller's place.
_IN_MY_PLACE = re.compile(r"^\s*(?:(?:um|uh|er|erm|hmm|so|honestly|be honest|well|ok|okay|right)[,.]* )*would you"
                          r" (?:(?:honestly|really|yourself|personally|still) )?"
                          r"(?=(?:wait|hold off|hang on|bother|risk it|chance it|go for|go with|leave it|stick with)\b"
                          r"(?! (?:for|on) (?:me|us|him|her|them)\b))", re.IGNORECASE)


def in_my_place(text: str) -> str:
    """The turn with "would you" of a course the caller may take said as "should i" (`_IN_MY_PLACE`), or ""."""
    found = _IN_MY_PLACE.match(text)
    return f"should i {text[found.end():]}" if found else ""
