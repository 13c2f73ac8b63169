"""Every `voice-agent` command explains itself in `--help`."""

from __future__ import annotations

import argparse

import pytest

from adapters.cli import build_parser


def subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(sub.choices)


@pytest.mark.parametrize("name", sorted(subcommands()))
def test_command_help_has_a_description(name: str) -> None:
    description = subcommands()[name].description or ""
    assert len(description.split()) >= 8, f"`voice-agent {name} --help` says too little: {description!r}"
