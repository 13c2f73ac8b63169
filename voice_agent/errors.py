"""Every error the core raises, in one hierarchy.

    VoiceAgentError
    ├── ConfigurationError        a setting is missing or wrong (names the setting and the fix)
    ├── NoTurnContextError        `.current` used outside a turn or a task created from one
    ├── SessionNotFoundError      no session with that id in the store
    ├── SessionClosedError        the session (or its server) was closed
    ├── SessionOwnedElsewhere     another process holds the session's live side (lease)
    ├── InvalidInputError         input rejected before anything was recorded (too large, empty, ...)
    ├── ToolError                 a tool raised; `__cause__` holds the original exception
    │   └── ToolTimeoutError      a tool ran past its timeout
    ├── CompositionError          no reply could be composed (no template fits, LLM failed)
    │   └── LLMError              the LLM answered with an error or an unusable reply
    ├── DeliveryError             a message could not be delivered to the customer
    └── StoreError                the session store failed

Adapters translate vendor exceptions into these at the edge (`raise LLMError(...) from exc`);
messages never carry secrets or request headers.
"""

from __future__ import annotations


class VoiceAgentError(Exception):
    """Base of every error raised by voice_agent."""


class ConfigurationError(VoiceAgentError):
    """A setting is missing or wrong; the message names it and says what to do."""


class NoTurnContextError(VoiceAgentError):
    """Raised by `Agent.current`, `Session.current`, ... when no turn is active."""


class SessionNotFoundError(VoiceAgentError):
    pass


class SessionClosedError(VoiceAgentError):
    pass


class SessionOwnedElsewhere(VoiceAgentError):
    """Another process holds this session's live side; record events for it to act on."""


class InvalidInputError(VoiceAgentError):
    pass


class ToolError(VoiceAgentError):
    pass


class ToolTimeoutError(ToolError):
    pass


class CompositionError(VoiceAgentError):
    pass


class LLMError(CompositionError):
    pass


class DeliveryError(VoiceAgentError):
    pass


class StoreError(VoiceAgentError):
    pass
