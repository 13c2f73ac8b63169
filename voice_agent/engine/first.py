"""A thing that must come first, said after a no: "no, the doctor wants to see me first", "nah, i need to
check with my wife first". Not yet: the caller refuses for now (acts.py reads it as a negation, only after
a no; "i need to check in first, can you ..." alone is a story before a request).
"""

from __future__ import annotations

import re

# Someone (the caller, or another) must do a thing, "first" closing the clause.
FIRST_NEEDED = re.compile(r"^(?:[a-z']+ ){1,3}(?:wants|needs|has|want|need|have|has got|have got|'s got|'ve got|got) to"
                          r" (?:[a-z']+ ){1,5}first$")
