"""Someone's thing asked after as "there" to be collected: "is dad's inhaler there to pick up", "are my tablets there
for collection". Asked of a thing someone owns, "there" with the collecting after it is whether it is ready: "there"
read "ready", one word for one. Not of a person ("is my husband there to pick me up", "is the pharmacist there to
pick up the phone": no owner's thing, or not picked up itself). Read by `dialect.standard`."""

from __future__ import annotations

_OWNERS = frozenset("my our his her their".split())
_ANOTHER = (["the"], ["a"], ["an"], ["my"], ["your"], ["his"], ["her"], ["our"], ["their"])
_COLLECTING = (["to", "pick", "up"], ["to", "collect"], ["for", "collection"], ["to", "be", "collected"])


def there_to_collect(out: list[str], k: int) -> bool:
    """Whether `out[k]` is the "there" of someone's thing asked after as there to be collected."""
    if out[k] != "there" or not 2 <= k <= 6 or out[0] not in ("is", "are"):
        return False
    owned = any(t in _OWNERS or (t.endswith("'s") and t not in ("it's", "that's", "there's")) for t in out[1 : k - 1])
    said = next((c for c in _COLLECTING if out[k + 1 : k + 1 + len(c)] == c), None)
    # ... the thing itself picked up, nothing after it ("to pick up the phone": another thing).
    return owned and said is not None and out[k + 1 + len(said) : k + 2 + len(said)] not in _ANOTHER
