"""Example agents."""

from pathlib import Path

# Learned from both example agents' labelled phrasing sets, the judging ones left out:
# docs/understanding.md "## The learned acting check"; `make acting-check` trains it again.
ACTING_CHECK = Path(__file__).with_name("acting_check.npz")
# Each agent's own, learned from its sections of the same sets: "## The learned resolver";
# `make resolvers` trains them again (`make learned`: the check and both resolvers).
AIRLINE_RESOLVER = Path(__file__).with_name("airline_resolver.npz")
PHARMACY_RESOLVER = Path(__file__).with_name("pharmacy_resolver.npz")
