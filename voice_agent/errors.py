"""Every error the core raises, in one hierarchy.

    VoiceAgentError
    ├── ConfigurationError        a setting is missing or wrong (names the setting and the fix)
    ├── NoTurnContextError        `.current` used outside a turn or a task created from one
    ├── SessionNotFoundError      no session with that id in the store
    ├── SessionClosedError        the session (or its server) was closed
    │   └── ServerDrainingError   the server is draining (SIGTERM): it takes no new sessions
    ├── SessionOwnedElsewhere     another process holds the session's live side (lease)
    │   └── LeaseLost             this process's lease was taken over: its writes are refused
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


class ServerDrainingError(SessionClosedError):
    """The server is shutting down gracefully: live calls finish, no new session starts."""


class SessionOwnedElsewhere(VoiceAgentError):
    """Another process holds this session's live side; record events for it to act on."""


class LeaseLost(SessionOwnedElsewhere):
    """A write carried a stale lease epoch (another process took the session over), or the
    lease could not be renewed. The store refused the write; the live side that made it stops."""


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
