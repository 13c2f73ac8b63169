"""The words that name a price, owned here so that the modules below `naming` (which re-exports them for the
questions it reads) can read them too without an import circle (`unminded` is read by `refusals`, which `naming`
reads through `address`)."""

from __future__ import annotations

PRICE_WORDS = frozenset("cost costs costing price prices priced fee fees charge charges expensive cheap cheaper "
                        "cheapest fare fares free pay paid insurance insured copay covered "
                        # "is there a student discount", "any concessions for pensioners".
                        "discount discounts discounted concession concessions "
                        # "what's the going rate per item": a rate asked is a price.
                        "rate rates "
                        # "is a refill charged the same as a new one", "are you charging for bags": the charge in the
                        # passive or under way, asked with "is" or "are" shortly before it (`attributes`), the same.
                        "charged charging".split())
