"""`voice-agent explain AGENT "what the caller said"`: why strict mode would do what it does.

Prints the caller's words with slot values masked, the slots found, the speech act, the score
of every guideline and built-in intent, and the decision, as the engine computes them on a
turn (the same as the DEBUG log line and the `understood` status event of each turn). Nothing
is run: no tool is called and no session is created.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

DEFAULT_AGENT = "voice_agent.examples.airline:agent"


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "explain", help="show how strict mode understands a caller's words (scores, slots, decision)",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("agent", help=f"module:attribute of the agent, e.g. {DEFAULT_AGENT}")
    parser.add_argument("text", nargs="+", help="what the caller said (several lines: one explanation each)")
    parser.add_argument("--lexical", action="store_true", help="use the lexical matcher instead of the default")
    parser.set_defaults(func=run_explain)


def run_explain(args: argparse.Namespace) -> int:
    from adapters.http.commands import load_agent
    from voice_agent import ConfigurationError

    try:
        agent = load_agent(args.agent)
        return asyncio.run(_explain(agent, args.text, lexical=args.lexical))
    except ConfigurationError as exc:
        print(f"voice-agent explain: {exc}", file=sys.stderr)
        return 2


async def _explain(agent: Any, texts: list[str], *, lexical: bool) -> int:
    from voice_agent.engine.matcher import LexicalMatcher
    from voice_agent.live.engines import prepare_engine

    if lexical:
        agent = agent.configured(matcher=LexicalMatcher())
    await agent.ensure_setup()
    if agent.composition != "strict":
        agent = agent.configured(composition="strict")
        await agent.ensure_setup()
    dialogue = (await prepare_engine(agent)).dialogue
    for i, text in enumerate(texts):
        if i:
            print()
        understanding = await asyncio.to_thread(dialogue.understander.understand, text)
        print("\n".join(understanding.lines()))
        # what the voice pipeline asks at a pause (the session waiting for nothing)
        whole = await asyncio.to_thread(dialogue.reads_whole, text, None)
        print(f"whole:     {'yes' if whole.whole else 'no, the caller may go on'} -- {whole.reason}")
    return 0
