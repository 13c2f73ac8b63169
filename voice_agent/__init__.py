"""voice_agent: a session turn engine for real-time voice agents.

    import voice_agent as va

    @va.tool
    async def book_flight(flight_number: str, passenger_name: str) -> va.ToolResult: ...
"""

from voice_agent.agent import Agent
from voice_agent.clock import Clock, ManualClock, SystemClock
from voice_agent.context import current_work_id
from voice_agent.customer import Customer
from voice_agent.engine import extract
from voice_agent.engine.embedding import EmbeddingMatcher
from voice_agent.engine.matcher import LexicalMatcher
from voice_agent.errors import (
    CompositionError,
    ConfigurationError,
    DeliveryError,
    InvalidInputError,
    LeaseLost,
    LLMError,
    NoTurnContextError,
    ServerDrainingError,
    SessionClosedError,
    SessionNotFoundError,
    SessionOwnedElsewhere,
    StoreError,
    ToolError,
    ToolTimeoutError,
    VoiceAgentError,
)
from voice_agent.guidance import (
    CannedResponse,
    Guideline,
    PhoneSettings,
    SpeechSettings,
    Term,
    WorkSettings,
)
from voice_agent.ids import ToolId
from voice_agent.ports import FollowUp, FollowUpChannel, IntentMatcher, IntentTarget, Lease
from voice_agent.server import Server
from voice_agent.session.events import Event, EventKind, EventSource
from voice_agent.session.records import SessionFilter, SessionMode, SessionRecord
from voice_agent.session.session import Session
from voice_agent.session.store import InMemoryStore, Store
from voice_agent.sounds import Sound
from voice_agent.speech.items import ItemKind, Outcome, SpeechChannel, SpeechItem, TextChannel
from voice_agent.telephony import Telephony, TransferOutcome, TransferResult, TransferTarget
from voice_agent.tools import Tool, ToolResult, tool
from voice_agent.work.entries import WorkEntry, WorkState, operation_key

__all__ = [
    "Agent",
    "CannedResponse",
    "Clock",
    "CompositionError",
    "ConfigurationError",
    "Customer",
    "DeliveryError",
    "EmbeddingMatcher",
    "Event",
    "EventKind",
    "EventSource",
    "FollowUp",
    "FollowUpChannel",
    "Guideline",
    "InMemoryStore",
    "IntentMatcher",
    "IntentTarget",
    "InvalidInputError",
    "ItemKind",
    "LLMError",
    "Lease",
    "LeaseLost",
    "LexicalMatcher",
    "ManualClock",
    "NoTurnContextError",
    "Outcome",
    "PhoneSettings",
    "Server",
    "ServerDrainingError",
    "Session",
    "SessionClosedError",
    "SessionFilter",
    "SessionMode",
    "SessionNotFoundError",
    "SessionOwnedElsewhere",
    "SessionRecord",
    "Sound",
    "SpeechChannel",
    "SpeechItem",
    "SpeechSettings",
    "Store",
    "StoreError",
    "SystemClock",
    "Telephony",
    "Term",
    "TextChannel",
    "Tool",
    "ToolError",
    "ToolId",
    "ToolResult",
    "ToolTimeoutError",
    "TransferOutcome",
    "TransferResult",
    "TransferTarget",
    "VoiceAgentError",
    "WorkEntry",
    "WorkSettings",
    "WorkState",
    "current_work_id",
    "extract",
    "operation_key",
    "tool",
]
