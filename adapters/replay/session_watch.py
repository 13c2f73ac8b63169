"""Copies an AgentSession's events onto a replayed call's clock (see `SessionWatcher`)."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import Any

from livekit.agents import AgentSession, llm
from livekit.agents.metrics import STTMetrics
from livekit.agents.voice.events import (
    CloseEvent,
    ConversationItemAddedEvent,
    ErrorEvent,
    FunctionToolsExecutedEvent,
    SpeechCreatedEvent,
    UserInputTranscribedEvent,
)
from livekit.agents.voice.speech_handle import SpeechHandle

from .audio_io import CallClock
from .recording import CallRecording


class SessionWatcher:
    """Copies session events onto the call clock: STT finals, tool calls, errors, and the text
    of each played item (from its speech handle once done)."""

    def __init__(
        self,
        session: AgentSession,
        recording: CallRecording,
        clock: CallClock,
        problems: list[str],
        *,
        errors_expected: bool = False,
    ) -> None:
        self._session = session
        self._recording = recording
        self._clock = clock
        self._problems = problems
        self._errors_expected = errors_expected
        self._handles: dict[str, SpeechHandle] = {}
        self._assistant_texts: list[str] = []
        self._handlers: list[tuple[str, Callable[[Any], None]]] = [
            ("user_input_transcribed", self._on_transcript),
            ("speech_created", self._on_speech),
            ("conversation_item_added", self._on_item),
            ("function_tools_executed", self._on_tools),
            ("error", self._on_error),
            ("close", self._on_close),
        ]
        for name, handler in self._handlers:
            session.on(name, handler)  # type: ignore[arg-type]
        # the recogniser's own metrics (the session's metrics_collected event is deprecated)
        self._stt = session.stt
        if self._stt is not None:
            self._stt.on("metrics_collected", self._on_metrics)

    def detach(self) -> None:
        for name, handler in self._handlers:
            with contextlib.suppress(Exception):
                self._session.off(name, handler)  # type: ignore[arg-type]
        if self._stt is not None:
            self._stt.off("metrics_collected", self._on_metrics)

    def _on_metrics(self, m: Any) -> None:
        if isinstance(m, STTMetrics) and not m.streamed:
            # `timestamp` is when the recognition finished (wall clock): back-date the mark
            ago = max(0.0, time.time() - m.timestamp)
            self._recording.mark(self._clock.now() - ago, "transcript_ready",
                                 recognise_s=round(m.duration, 3), audio_s=round(m.audio_duration, 3))

    def _on_transcript(self, ev: UserInputTranscribedEvent) -> None:
        if ev.is_final and ev.transcript.strip():
            self._recording.transcripts.append((self._clock.now(), ev.transcript))

    def _on_speech(self, ev: SpeechCreatedEvent) -> None:
        self._handles[ev.speech_handle.id] = ev.speech_handle
        self._recording.mark(self._clock.now(), "speech_created", source=ev.source)

    def _on_item(self, ev: ConversationItemAddedEvent) -> None:
        item = ev.item
        if isinstance(item, llm.ChatMessage) and item.role == "assistant":
            self._assistant_texts.append(item.text_content or "")

    def _on_tools(self, ev: FunctionToolsExecutedEvent) -> None:
        for call in ev.function_calls:
            self._recording.mark(self._clock.now(), "tool_call", tool=call.name)

    def _on_error(self, ev: ErrorEvent) -> None:
        recoverable = bool(getattr(ev.error, "recoverable", True))
        message = str(getattr(ev.error, "error", ev.error))
        self._recording.mark(self._clock.now(), "error", message=message, recoverable=recoverable)
        if not recoverable and not self._errors_expected:
            self._problems.append(f"session error ({type(ev.source).__name__}): {message}")

    def _on_close(self, ev: CloseEvent) -> None:
        if ev.error is not None:
            self._problems.append(f"session closed with an error: {ev.error}")

    def fill_texts(self) -> None:
        """Give each played item the text its speech said (joined per speech handle)."""
        for item in self._recording.agent_items:
            handle = self._handles.get(item.item_id or "")
            if handle is None or item.text:
                continue
            texts = [
                c.text_content or ""
                for c in handle.chat_items
                if isinstance(c, llm.ChatMessage) and c.role == "assistant"
            ]
            item.text = " ".join(t for t in texts if t)
        # items played outside any known speech: fall back to assistant messages in order
        leftovers = iter(
            t for t in self._assistant_texts
            if t not in {i.text for i in self._recording.agent_items}
        )
        for item in self._recording.agent_items:
            if not item.text and item.item_id not in self._handles:
                item.text = next(leftovers, "")
