"""A wish for a season or a day said to the people at the other end, the whole turn: "merry christmas to you all",
"happy new year to everyone down at the surgery", "a very happy easter to the lot of you", a thanks before it,
Thanksgiving's "gobble gobble". Read by `remarks.is_remark`: the wish is a remark, as small talk is, and never acts;
the people it is said to ("everyone at the shop") are greeted, never asked for. Not a wish with an ask after it
("happy new year, can i book ..."), nor "happy to" or "happy with" (the caller pleased, no wish)."""

from __future__ import annotations

import re

_WISH = r"(?:(?:a|and a|and) )?(?:very |really )?(?:happy|merry|blessed|joyous|peaceful)"
# What is wished: a season or a day in up to three words ("christmas", "new year", "boxing day"), never what the caller
# is pleased with or about.
_SEASON = r" (?!(?:to|with|for|about|that|if|enough|now|then)\b)(?:[a-z']+ ){0,2}?[a-z']+"
_TWO_WISHES = r"(?: (?:and|&) (?:a )?(?:happy|merry|blessed|peaceful)" + _SEASON + ")?"
# Thanksgiving's "gobble gobble" (the turkey's call; a word said twice reaches here once) is its wish, no season after.
_GOBBLE = r"gobble(?: gobble)*"
# A thanks before the wish ("much obliged, merry christmas to you all"): still only kind words.
_THANKED = r"(?:(?:many |much )?(?:thanks|thank you|obliged|cheers|ta)(?: (?:so much|again|a lot|a bunch))? )?"
# Whom: the agent and its people, a place of them after ("... at the chemist", "... there").
_WHOM = (r"(?:you|you all|all of you|the (?:lot|both|all) of you|y'all|everyone|everybody|all"
         r"|(?:the |your )?(?:whole )?(?:team|staff|crew|gang))")
_THERE = (r"(?: (?:there|down there|over there"
          r"|(?:down |up |over )?(?:at|in|behind) (?:the |your )?[a-z']+(?: [a-z']+)?))?")
_TO_YOU = r"(?: (?:to|from (?:me|us) to) " + _WHOM + _THERE + ")?"
_CLOSING = r"(?: (?:love|mate|pet|all|everyone|folks|thanks|cheers|ta))* ?$"
SEASONS_WISH = re.compile(r"^(?:(?:oh|well|and|just) )*" + _THANKED + r"(?:" + _WISH + _SEASON + _TWO_WISHES
                          + "|" + _GOBBLE + ")" + _TO_YOU + _CLOSING)
