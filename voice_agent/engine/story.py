"""Where a caller's story ends and the ask begins: a turn that tells why ("the boiler packed in ...", "my sister
normally books these ...") and then turns to what is wanted now, with words that mark the turn ("long story short",
"anyway, i need ...", "the reason i'm ringing is ...", "..., but i'd like ..."). The story is why, not what is asked:
its past events (a cancellation that happened, a "no" someone said, a question someone put) are no act of the
caller's now, and what follows the turn is read alone. Read by `restarts.repaired`.
"""

from __future__ import annotations

import re

from voice_agent.engine.cancels import OTHER_CANCELLED
from voice_agent.engine.text import words

# The story must be one (five words or more before the turn) and the ask said (three or more after it).
_STORY_WORDS = 5
_ASK_WORDS = 3
# Words of asking that open the ask after the turn.
_ASK = (r"(?:(?:i|we) (?:really |just |only )?(?:want|need|would like|have to|must|was hoping|were hoping|'m hoping|'re hoping)\b"
        r"|(?:i|we)(?:'d| would) (?:really |just )?(?:like|love)\b|(?:i|we)'m after\b|(?:i|we) am after\b"
        r"|(?:can|could|would|will) (?:you|i|we|someone|somebody)\b|please\b|get me\b|put me\b|book me\b"
        r"|what (?:i|we) (?:really |actually )?(?:need|want|'d like|would like|'m after|am after|'re after)\b)")
# A story asks for nothing: where the words before the turn already ask ("i want to book ..., but i need a window seat"),
# what follows adds to that ask and the turn is read whole.
ASKED = re.compile(r"(?:^|[\s,.;!?])" + _ASK, re.IGNORECASE)
# The turn told in so many words, as a clause of its own: "long story short", "to cut a long story short", "long
# story" alone, "anyway", "anyhow", "the reason i'm ringing is", "what i'm ringing about is" (a "so", "but", "well" before it).
_LEAD = r"(?:(?:so|but|and|well|ok|okay|right|oh)[\s,]+)*"
_LONG_STORY = (r"(?:(?:to )?(?:cut|make) (?:a|the) long story short|long story short|(?:it's |its |it is )?a long story|long story)")
_BACK = r"(?:anyway|anyways|anyhow)"
_REASON = (r"(?:the reason (?:i'm|im|i am|we're|we are|i was|we were) (?:ringing|calling|phoning|on the phone)(?: you)?(?: today| now)?"
           r"|(?:what|why) (?:i'm|im|i am|we're|we are) (?:ringing|calling|phoning)(?: you)?(?: about| for)?) (?:is|was)(?: that)?")
_MARKED = re.compile(r"[,.;!?]\s*" + _LEAD + r"(?:" + _LONG_STORY + r"(?:[\s,.;]+" + _LEAD + _BACK + r")?|" + _BACK + r"|" + _REASON + r")"
                     r"[\s,.;:]+(?=" + _LEAD + r"(?:" + _ASK + r"|" + _REASON + r"))", re.IGNORECASE)
# "..., but i'd like a seat on ...", "..., but i need my inhaler ...": a story closed by "but" and the caller's want, in a
# clause of its own; the want is what is asked. Not a "but" within the first clause ("i'd like one but ...").
_BUT_WANT = re.compile(r"[,.;!?]\s*but\s+(?=(?:i|we)(?:'d| would) (?:really )?like\b|(?:i|we) (?:really )?(?:want|need|have to|must)\b)",
                       re.IGNORECASE)

# "the coach got cancelled so we'll have to fly, ...", "the ferry's been called off, so i need ...": another kind of
# thing said cancelled (a way of getting there, or what one goes for), then "so" and the caller's want or need, the
# cancelling the story, however short. What follows "so" is asked. Not "so" with no want of the caller's after it.
_OTHER_CANCELLED_SO = re.compile(OTHER_CANCELLED.pattern + r"(?: [a-z']+){0,6}?[\s,]+so[\s,]+(?="
                                 + _ASK + r"|(?:i|we)(?:'ll| will) (?:have to|need|want)\b)", re.IGNORECASE)


def past_the_story(text: str) -> str:
    """`text` from where the caller turns from a story to the ask (`_MARKED`, `_BUT_WANT`, `_OTHER_CANCELLED_SO`), the
    last such turn; else all of it. The story must come before it (`_STORY_WORDS`), asking for nothing (`ASKED`), and
    the ask after it (`_ASK_WORDS`); after another thing cancelled, only the ask."""
    turns = [m for m in (*_MARKED.finditer(text), *_BUT_WANT.finditer(text))
             if len(words(text[: m.start()])) >= _STORY_WORDS and len(words(text[m.end() :])) >= _ASK_WORDS
             and not ASKED.search(text[: m.start()])]
    turns += [m for m in _OTHER_CANCELLED_SO.finditer(text) if len(words(text[m.end() :])) >= _ASK_WORDS
              and not ASKED.search(text[: m.start()])]
    if not turns:
        return text
    last = max(turns, key=lambda m: m.end())
    return text[last.end() :]
