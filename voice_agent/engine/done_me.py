"""More of a thing asked to be made up, as the British say it: "..., could you do us a few more", "could you do her
another". "do" + the one it is for + "some more" / "another" / "a new one" asks for the thing again, a request said
in so many words, so the story before it ("i left my inhaler at work, ...") is no report of its own. Read by
`acts._ASKS_EXPLICITLY`. "can you do me a favour" (no thing more) is left."""

from __future__ import annotations

DONE_ME = (r"| (?:can|could|would|will) you (?:please |just )?do (?:me|us|him|her|them) "
           r"(?:some more|a few more|another(?: one| lot| batch| box)?|a new one|a fresh one|more)\b")
