"""The turn engine of an agent, built by the live side (the agent itself holds no engine, so
`voice_agent.agent` and `voice_agent.engine` do not import each other)."""

from __future__ import annotations

import asyncio
import weakref

from voice_agent.agent import Agent
from voice_agent.engine.turn import TurnEngine

_engines: weakref.WeakKeyDictionary[Agent, tuple[int, TurnEngine]] = weakref.WeakKeyDictionary()


def engine_for(agent: Agent) -> TurnEngine:
    """The agent's turn engine, rebuilt when its guidance changed (`agent.revision`)."""
    cached = _engines.get(agent)
    if cached is not None and cached[0] == agent.revision:
        return cached[1]
    engine = TurnEngine(agent)
    _engines[agent] = (agent.revision, engine)
    return engine


async def prepare_engine(agent: Agent) -> TurnEngine:
    """Build the agent's turn engine in a worker thread, when the agent is loaded: strict agents
    are checked (a gap in their guidance is a ConfigurationError naming it) and their phrasings
    embedded, while the event loop keeps serving other sessions."""
    revision = agent.revision
    engine = await asyncio.to_thread(TurnEngine, agent)
    _engines[agent] = (revision, engine)
    return engine
