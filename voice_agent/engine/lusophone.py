"""The Portuguese words callers from Brazil and Portuguese-speaking Africa open or close their English with, as the
caller's language writes them: its no ("não, leave it"), its no with its thanks ("não, obrigada", a refusal as "no
thanks" is), its please ("por favor") and its verbs of calling off ("cancela", "desmarca", and "desmark" said half in
English), read as the English words. Only the spellings with the tilde are read for the no: "nao" is also a name. Not
the thanks alone ("obrigado"), for the reason `central.py` gives, nor "sim" (yes, and a phone's card). Read by
`misheard.meant`, as `central.py`'s sayings are, in the words as the caller wrote them.
"""

from __future__ import annotations

_THANKS = ("obrigado", "obrigada", "brigado", "brigada")
HEARD = {"não": "no", "por favor": "please",
         **dict.fromkeys(("cancela", "cancelar", "desmarca", "desmarcar", "desmark"), "cancel"),
         **{f"não{comma} {thanks}": "no thanks" for thanks in _THANKS for comma in ("", ",")}}
