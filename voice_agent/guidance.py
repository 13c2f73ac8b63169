"""What an author writes to steer an agent: guidelines, policies, glossary terms and the
canned responses strict mode speaks."""

from __future__ import annotations

import re
from dataclasses import dataclass

from voice_agent.sounds import Sound
from voice_agent.tools import Tool

_FIELD = re.compile(r"\{([a-zA-Z_][a-zA-Z0-9_]*)\}")


@dataclass(frozen=True)
class Guideline:
    id: str
    condition: str
    action: str
    tools: tuple[Tool, ...] = ()
    examples: tuple[str, ...] = ()  # phrasings a customer might use; the strict matcher's input
    labels: tuple[str, ...] = ()  # added to the session when this guideline matches
    title: str | None = None


@dataclass(frozen=True)
class Term:
    name: str
    description: str
    synonyms: tuple[str, ...] = ()


@dataclass(frozen=True)
class CannedResponse:
    """An author-written line. ``{field}`` placeholders are filled from tool arguments and
    data; a response whose fields cannot all be filled is never chosen."""

    id: str
    template: str
    signals: tuple[str, ...] = ()  # instructions or phrasings this response answers

    @property
    def fields(self) -> tuple[str, ...]:
        return tuple(_FIELD.findall(self.template))

    def fill(self, values: dict[str, str]) -> str | None:
        missing = [f for f in self.fields if not values.get(f)]
        if missing:
            return None
        return _FIELD.sub(lambda m: values[m.group(1)], self.template)

    @property
    def bare_text(self) -> str:
        return _FIELD.sub(lambda m: m.group(1).replace("_", " "), self.template)


@dataclass(frozen=True)
class SpeechSettings:
    """How the agent behaves on the floor. Times in seconds."""

    dead_air_s: float = 3.0  # longest silence with pending work before a progress line is heard
    progress_lead_s: float = 0.5  # start the line this early: detection and synthesis take time
    progress_backoff: float = 1.6  # each further progress line waits this much longer
    progress_max: int = 3  # progress lines per piece of work
    grace_s: float = 0.6  # after the caller stops, only the reply to that turn may start
    turn_wait_s: float = 2.0  # voice: longest wait for a stopped caller's transcript to arrive
    interim_ttl_s: float = 6.0  # an interim line not started by then is stale and dropped
    max_redeliveries: int = 2  # re-speaking a final result after barge-ins
    ordering_wait_s: float = 8.0  # bounded wait for the originating turn's reply
    uninterruptible: frozenset[str] = frozenset()  # item kinds the caller cannot barge into
    progress_on_text: bool = True  # text channels also get "still working" lines
    # Rule 11, continuations: a caller turn that cut the reply to their previous turn within
    # its first `continuation_heard_s` seconds of audio (or before it began), and arrived
    # within `continuation_within_s` of that cut, is the rest of the previous turn when that
    # turn did nothing but ask or read back: the two are read as one. 0 turns the rule off.
    # Measured to when the VAD reports the caller's voice, which lags their first sound by up to
    # 0.7 s on a loaded machine: 1.5 s still means "within the reply's first second" there.
    continuation_heard_s: float = 1.5
    continuation_within_s: float = 10.0


KEYS = "0123456789*#"


@dataclass(frozen=True)
class PhoneSettings:
    """What a phone line adds: the keypad (DTMF), and what the agent does when the caller goes
    silent. Times in seconds."""

    yes_key: str = "1"  # answers a read-back ("press 1 to confirm")
    no_key: str = "2"
    end_key: str = "#"  # ends a key entry ("then the hash key")
    inter_digit_s: float = 3.0  # a key entry without the end key ends after this pause
    max_keys: int = 32
    still_there_after_s: float | None = 20.0  # caller silent this long: "are you still there?"; None: never
    hang_up_after_s: float = 10.0  # and silent this long after that: goodbye, then the call ends
    hold_sound: str = "hold_music"  # what the caller hears while a warm transfer dials

    def __post_init__(self) -> None:
        for name in ("yes_key", "no_key", "end_key"):
            key = getattr(self, name)
            if len(key) != 1 or key not in KEYS:
                raise ValueError(f"{name} must be one key of {KEYS}, not {key!r}")
        if len({self.yes_key, self.no_key, self.end_key}) != 3:
            raise ValueError("yes_key, no_key and end_key must be three different keys")
        if not 0.5 <= self.inter_digit_s <= 30:
            raise ValueError(f"inter_digit_s must be in [0.5, 30] seconds, not {self.inter_digit_s}")
        if self.still_there_after_s is not None and self.still_there_after_s < 1:
            raise ValueError(f"still_there_after_s must be at least 1 second (or None), not {self.still_there_after_s}")
        if self.hang_up_after_s < 1:
            raise ValueError(f"hang_up_after_s must be at least 1 second, not {self.hang_up_after_s}")
        Sound(self.hold_sound)  # a name the voice adapters can play, or an audio file


@dataclass(frozen=True)
class WorkSettings:
    service_timeout_s: float = 45.0  # background work that runs longer has failed
    delivery_timeout_s: float = 30.0  # a result not delivered by then is delivery_failed
    in_turn_timeout_s: float = 60.0  # AI callers: how long a tool may hold the turn
    tool_timeout_s: float = 20.0  # a tool call itself (not its background work)
