"""The words of Central Asia and Mongolia callers mix into their English, one word for one: Russian, spoken across
the region ("operatora, pozhaluysta", "the apteka"), and Mongolian ("ugui, leave it", "bayarlalaa"): "please", "no",
"thanks", "yes", the pharmacy and the operator. Only words that mean nothing else in a call are listed (not "da" nor
"net", English words too). The Kazakh and Uzbek thanks ("rakhmet", "rahmat", also a name) are left out. Read by
`dialect.standard`, as `swahili.py` and `southern.py` are.
"""

from __future__ import annotations

WORDS = {"pozhaluysta": "please", "pozhaluista": "please", "pozhalujsta": "please", "pozhalsta": "please",
         "ugui": "no", "ugei": "no", "spasibo": "thanks", "bayarlalaa": "thanks", "bayarlaa": "thanks",
         "tiim": "yes", "apteka": "pharmacy", "apteke": "pharmacy", "operatora": "operator"}
