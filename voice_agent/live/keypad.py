"""Keys a phone caller presses (DTMF), as caller input.

Rules, in order:

1. A key press is the caller taking the floor: it stops what the agent is saying (the voice
   channel interrupts an interruptible line; the speech queue sees a barge-in and says a final
   answer again after this turn) and stops a sound.
2. Keys make one *key entry*, which ends at the end key (`PhoneSettings.end_key`, "#"), at
   `max_keys`, or after `inter_digit_s` without a key; while the agent waits for a yes or a no
   (a read-back), the first key is the whole entry. The entry is one caller turn: its text
   is the keys as digits (the end key left out), and the message carries the keys themselves
   (`data["keys"]`), which the engine reads for a confirmation ("press 1") or a slot
   (a tool's `keypad=` extractor).
3. Keys and speech in one answer: words that arrive while a key entry is open join it (said
   first, keys after); a key entry that ends while the caller's words are still on their way
   (speaking, or a transcript expected) waits for them, up to `SpeechSettings.turn_wait_s`.
   And when the agent has asked for something that can be typed and the caller says only part
   of it ("it's R X"), the words wait up to `inter_digit_s` for keys to complete them.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Protocol

from voice_agent.agent import Agent
from voice_agent.clock import Clock
from voice_agent.clock import timeout as clock_timeout
from voice_agent.engine.turn import TurnEngine
from voice_agent.errors import SessionClosedError
from voice_agent.guidance import KEYS
from voice_agent.session.events import Event
from voice_agent.speech.floor import Floor
from voice_agent.tasks import TaskOwner

logger = logging.getLogger("voice_agent.live.keypad")


class KeypadHost(Protocol):
    """What the keypad needs of the live side (LiveSession is one)."""

    agent: Agent
    clock: Clock
    floor: Floor
    owner: TaskOwner
    dialogue: Any

    @property
    def engine(self) -> TurnEngine: ...

    async def customer_message(self, text: str, *, data: dict[str, Any] | None = None) -> Event: ...

    def emit(self, what: str, **data: Any) -> None: ...


class Keypad:
    def __init__(self, live: KeypadHost) -> None:
        self._live = live
        self._keys = ""
        self._words: list[str] = []  # what the caller said that joins this entry
        self._last_key_at: float | None = None
        self._timer: asyncio.Task[None] | None = None
        self._waiting_words: asyncio.Future[None] | None = None  # an entry waits for speech
        self._waiting_keys: asyncio.Future[None] | None = None  # words wait for keys

    @property
    def open(self) -> bool:
        """A key entry is being typed (or waits for the words that go with it)."""
        return bool(self._keys) or self._waiting_words is not None

    def press(self, key: str) -> None:
        """One key from the phone line (rules 1, 2). Unknown keys are logged and ignored."""
        key = key.strip()
        if len(key) != 1 or key not in KEYS:
            logger.warning("ignoring a key that is not on a phone keypad: %r", key)
            return
        live, phone = self._live, self._live.agent.phone
        live.floor.key_pressed(expect_turn_s=phone.inter_digit_s)
        live.emit("key_pressed", key=key)
        self._last_key_at = live.clock.now()
        if self._waiting_keys is not None and not self._waiting_keys.done():
            self._waiting_keys.set_result(None)  # the words that waited go with these keys
        if key == phone.end_key:
            self._end_entry(ended_by=key)
            return
        self._keys += key
        one_key = len(self._keys) == 1 and not self._words and live.agent.composition == "strict" \
            and live.engine.dialogue.wants_one_key(live.dialogue)
        if one_key or len(self._keys) >= phone.max_keys:
            self._end_entry(ended_by="")
            return
        if self._timer is None or self._timer.done():
            self._timer = live.owner.spawn(self._end_after_pause(), "keypad-pause")

    async def said(self, text: str) -> None:
        """What the caller said (a voice channel's turn), through the keypad (rule 3)."""
        if self.open:
            self._words.append(text)
            if self._waiting_words is not None and not self._waiting_words.done():
                self._waiting_words.set_result(None)
            return
        live = self._live
        if live.agent.composition == "strict" and live.engine.dialogue.wants_keys(live.dialogue, text):
            self._words.append(text)
            self._waiting_keys = asyncio.get_running_loop().create_future()
            live.owner.spawn(self._words_wait_for_keys(self._waiting_keys), "keypad-words")
            return
        await live.customer_message(text)

    async def _words_wait_for_keys(self, keys_came: asyncio.Future[None]) -> None:
        try:
            async with clock_timeout(self._live.clock, self._live.agent.phone.inter_digit_s):
                await keys_came
            return  # keys came: their entry takes the words when it ends
        except TimeoutError:
            pass
        finally:
            if self._waiting_keys is keys_came:
                self._waiting_keys = None
        if not self.open and self._words:
            words, self._words = " ".join(self._words), []
            await self._say(words)

    def _end_entry(self, ended_by: str) -> None:
        keys, self._keys = self._keys, ""
        if not keys and not self._words:
            return  # a lone end key says nothing
        self._live.owner.spawn(self._post(keys + ended_by), "keypad-entry")

    async def _end_after_pause(self) -> None:
        """Ends each entry `inter_digit_s` after its last key (one timer, never cancelled: an
        entry the end key closed simply leaves it nothing to do)."""
        live = self._live
        while self._keys and self._last_key_at is not None:
            left = self._last_key_at + live.agent.phone.inter_digit_s - live.clock.now()
            if left <= 0:
                self._end_entry(ended_by="")
                return
            await live.clock.sleep(left)

    async def _post(self, keys: str) -> None:
        live = self._live
        if self._words_on_their_way():
            self._waiting_words = asyncio.get_running_loop().create_future()
            try:
                async with clock_timeout(live.clock, live.agent.speech.turn_wait_s):
                    await self._waiting_words
            except TimeoutError:
                pass
            finally:
                self._waiting_words = None
        words, self._words = self._words, []
        digits = keys.rstrip(live.agent.phone.end_key)
        text = " ".join([*words, " ".join(digits)]).strip() or keys  # one token per key: "4 4 7 1 9"
        await self._say(text, {"keys": keys, "input": "speech+keys" if words else "keys"})

    async def _say(self, text: str, data: dict[str, Any] | None = None) -> None:
        """A turn posted from the keypad's own task: a session that closed meanwhile (the call
        ended) takes no more input, which is no failure of the live side."""
        try:
            await self._live.customer_message(text, data=data)
        except SessionClosedError:
            logger.info("caller input after the session closed was not taken")

    def _words_on_their_way(self) -> bool:
        floor = self._live.floor
        if floor.caller_speaking:
            return True
        stopped, expected = floor.caller_stopped_at, floor.turn_expected_until
        # A transcript is expected after the caller's voice stopped (not after a key press).
        return (stopped is not None and expected is not None and expected > self._live.clock.now()
                and (self._last_key_at is None or stopped > self._last_key_at))
