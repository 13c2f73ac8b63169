"""Example agents."""

from pathlib import Path

# Learned from both example agents' labelled phrasing sets, the judging ones left out:
# docs/understanding.md "## The learned acting check"; `make acting-check` trains it again.
ACTING_CHECK = Path(__file__).with_name("acting_check.npz")
