"""Whether calling a thing off would cost the caller, asked with them as the one charged.

"would we be charged if we call it off", "do i have to pay anything to cancel", "will i get a penalty for cancelling":
the price of cancelling asked in the caller's own person (not a fee asked after with no one charged, which cancels.py
reads). The words of cancelling there name no thing to call off; they are read out of the turn before it is read for a
cancel (`cancels._TIME_LEFT_TO`, by which `cancels.cancel_cue` drops them), so the question is a question, and however
near to cancelling the model puts them they undo nothing (`undoing.not_undoing`). "cancel it, i don't care if i'm
charged" (the cancel said first, outright) is left. The rule of cancelling asked after, "what are your
cancellation terms / period / window", and a paper it needs ("do i need a doctor's letter to cancel"), are read with it
(a question, nothing called off).
"""

from __future__ import annotations

# Charged, asked to pay, or given a fee or a penalty, for cancelling, or if one cancels.
_CHARGED = (r"(?:be |get )?(?:charged|billed|penalised|penalized|fined)(?: (?:anything|extra|something|a fee|more))?"
            r"|(?:have to |need to )?pay (?:anything|extra|something|a fee|a penalty|more)"
            r"|(?:get|be given|have) (?:a|any) (?:fee|penalty|charge)")
CHARGED_FOR = (r"\b(?:will|would|do|does|am|are|is|shall) (?:i|we|you|he|she|they|my [a-z]+)"
               r" (?:" + _CHARGED + r") (?:to|for|if (?:i|we|you|he|she|they))"
               r" (?:cancel|cancelling|canceling|call off)\b"
               # "may we cancel it for free should ...", "could we call it off without a fee": whether cancelling costs
               # nothing, asked, the same (not "cancel it, free or not": no asking).
               r"|\b(?:can|could|may) (?:i|we|he|she|they) (?:still )?(?:cancel|call (?:it |this |that )?off)"
               r"(?: (?:it|this|that|them))? (?:for free\b|free of charge\b"
               r"|without (?:a |any )?(?:fee|charge|penalty|paying)\b"
               # ... "free" masked (a word the agent's values hold) leaves "for" before "if / when" or the end.
               r"|for(?= (?:if|when|in case|should|once|as long as|before|until|till|up to)\b| ?$))"
               # "what is the cancellation period for economy": the rule of cancelling (its window, period or
               # terms), asked after; nothing called off ("cancellation window closed, cancel it" is left).
               r"|\b(?:what's|whats|what is|what are) (?:the|your) cancell?ation (?:window|period|deadline|cut off"
               r"|terms|policy)\b(?! (?:is|has|was) (?:closed|passed|over|gone|up)\b)"
               # "do i need a sick note to cancel", "would we need some proof for cancelling": a paper cancelling asks
               # for, asked after; nothing called off.
               r"|\b(?:do|does|would|will) (?:i|we|you|he|she|they|one) (?:need|require|have to (?:show|send|provide))"
               r" (?:a|an|any|some) (?:[a-z']+ ){0,2}(?:note|letter|proof|certificate|evidence|paperwork|form)"
               r" (?:to|for|if (?:i|we|you|he|she|they)) (?:cancel|cancelling|canceling|call off)\b")
