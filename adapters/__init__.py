"""The edges: LiveKit, speech and LLM providers, stores, HTTP, fixtures, simulated rooms.

Adapters depend on `voice_agent`, never on each other (the CLI is the one place that wires
them together).
"""
