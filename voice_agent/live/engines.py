"""The turn engine of an agent, built by the live side (the agent itself holds no engine, so
`voice_agent.agent` and `voice_agent.engine` do not import each other)."""

from __future__ import annotations

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
