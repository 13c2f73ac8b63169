"""The Portuguese words callers from Brazil and Portuguese-speaking Africa open or close their English with, as the
caller's language writes them: its no ("não, leave it"), its no with its thanks ("não, obrigada", a refusal as "no
thanks" is), its please ("por favor") and its verbs of calling off ("cancela", "desmarca", and "desmark" said half in
English), read as the English words. Only the spellings with the tilde are read for the no: "nao" is also a name. Not
the thanks alone ("obrigado"), for the reason `central.py` gives, nor "sim" (yes, and a phone's card). Read by
`misheard.meant`, as `central.py`'s sayings are, in the words as the caller wrote them.

The caller's own words for the agent's things, in Portuguese or made English from it, read as the English: "horário"
and "horary" (the hours), "bagagem" (baggage), "reclamação" and "reclamation" (a complaint: in a call, never the
land won back), "funcionário / funcionária" (one of the staff) and "localizador", "locator" (the booking's
reference); "só" (just: "só to check ...") and "pois" (so, well) opening what follows; "the usual of" someone ("o de
sempre da ...": the usual for them).
"""

from __future__ import annotations

_THANKS = ("obrigado", "obrigada", "brigado", "brigada")
HEARD = {"não": "no", "por favor": "please",
         **dict.fromkeys(("cancela", "cancelar", "desmarca", "desmarcar", "desmark"), "cancel"),
         **{f"não{comma} {thanks}": "no thanks" for thanks in _THANKS for comma in ("", ",")},
         **dict.fromkeys(("horário", "horario", "horary", "horários", "horarios"), "hours"), "bagagem": "baggage",
         **dict.fromkeys(("reclamação", "reclamacao", "reclamation"), "complaint"),
         **dict.fromkeys(("funcionário", "funcionária", "funcionario", "funcionaria"), "staff member"),
         **dict.fromkeys(("localizador", "locator"), "booking reference"),
         "só": "just", "pois": "so", "the usual of": "the usual for"}
