"""When a pause is the end of the caller's turn: the local audio turn model plus the words.

A fixed silence window is a bad judge of a turn: short enough to answer quickly, it cuts a
caller who hesitates ("I'd like to book... um... BA 117"); long enough not to, every answer
waits for it. Here a pause is judged twice, on what is already at hand when it starts:

- the audio: livekit-local-inference's end-of-turn model (turn-detector-v1-mini, embedded in
  its native module, so it runs offline; ~40-70 ms on one core) gives P(turn ended) for the
  last 1.2 s of audio, prosody included;
- the words: the speculative transcript (adapters.providers.speculative_stt) of everything
  the caller said this turn. A turn whose words end on a filled pause or a word that needs a
  continuation ("for", "the", "and", "um") has not ended, whatever the prosody says;
- their meaning, in the session's state: the agent's own understanding
  (voice_agent/engine/whole.py, asked through `whole_turn_judge`). "I'd like to book." and "How
  much?" are whole sentences, and the model hears them end, but a request whose tool has none
  of the values it needs, or a bare question word, is a caller who goes on;
- what came since the last pause: after a pause whose words went on, a burst of speech no
  longer than a filled pause (`filler_max_s`) is one ("for, er," which Whisper may write
  "for her"), so the turn still goes on.

A turn held on the words or their meaning ends after `max_silence_s`, never later: holding
only ever delays an answer.

`TurnPolicy` says how they combine, and bench/end_of_turn.py is the evidence for its numbers
(docs/latency.md): a first look when the silence starts (`speculate_after_s`) ends the turn
only when the model is confident; a second look with more silence takes the model's own
threshold for English; otherwise the turn ends after `max_silence_s`, which is no sooner than
the previous fixed window ended turns (0.55 s of VAD silence plus ~0.5 s of recognition).
The model's doubt does not hold a turn the agent reads as whole for that long: on telephone-band
audio (`narrow_band`), which the model was not trained on and where it doubts finished sentences,
such a turn ends at the second look; elsewhere after `whole_after_s` (0.8 s).
"""

from __future__ import annotations

import importlib.metadata
import logging
import re
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol

import numpy as np
import numpy.typing as npt

from .errors import ModelIntegrityError, ProviderConfigError

logger = logging.getLogger(__name__)

SAMPLE_RATE = 16000
WINDOW_SAMPLES = 19200  # the model's receptive field: 1.2 s at 16 kHz
# The package whose native module embeds the model; pinned like every other local model, since
# a new build may ship other weights (livekit-agents 1.8.9 depends on this version).
EOT_DISTRIBUTION = "livekit-local-inference"
EOT_VERSION = "0.2.7"


class EndOfTurnModel(Protocol):
    """P(the caller's turn has ended) from the last audio; blocking (run it off the loop)."""

    def prewarm(self) -> None: ...

    def predict(self, pcm: npt.NDArray[np.int16]) -> float:
        """`pcm`: 16 kHz mono int16, at most WINDOW_SAMPLES, ending now (silence included)."""
        ...


class LocalEndOfTurnModel:
    """turn-detector-v1-mini from livekit-local-inference, verified by its package version."""

    def __init__(self) -> None:
        self._model: object | None = None
        self._lock = threading.Lock()

    def prewarm(self) -> None:
        self._load()
        self.predict(np.zeros(WINDOW_SAMPLES, dtype=np.int16))  # the first run is the slow one

    def _load(self) -> object:
        with self._lock:
            if self._model is None:
                try:
                    version = importlib.metadata.version(EOT_DISTRIBUTION)
                except importlib.metadata.PackageNotFoundError:
                    raise ProviderConfigError(
                        f"the end-of-turn model needs {EOT_DISTRIBUTION}=={EOT_VERSION}; run: "
                        f"pip install '{EOT_DISTRIBUTION}=={EOT_VERSION}'") from None
                if version != EOT_VERSION:
                    raise ModelIntegrityError(
                        f"{EOT_DISTRIBUTION} {version} is installed, but the end-of-turn model was "
                        f"measured with {EOT_VERSION}; run: pip install '{EOT_DISTRIBUTION}=={EOT_VERSION}'")
                from livekit.local_inference import EOT, init_eot

                init_eot()  # ~0.2 s and ~108 MB, once per process
                self._model = EOT()
                logger.info("end-of-turn model loaded", extra={"model": "turn-detector-v1-mini"})
            return self._model

    def predict(self, pcm: npt.NDArray[np.int16]) -> float:
        model = self._load()
        return float(model.predict(np.ascontiguousarray(pcm[-WINDOW_SAMPLES:], dtype=np.int16)))  # type: ignore[attr-defined]


_executor_lock = threading.Lock()
_executor: ThreadPoolExecutor | None = None


def eot_executor() -> ThreadPoolExecutor:
    """The one thread that runs the end-of-turn model in this process (beside Whisper's)."""
    global _executor
    with _executor_lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="end-of-turn")
        return _executor


# Words after which an English sentence goes on: filled pauses, articles, prepositions,
# conjunctions, possessives. A transcript ending on one of them is a caller mid-sentence.
_GOES_ON = frozenset("""
    um umm uh uhm er erm hmm mm a an the and or but so because if than that to for of with in
    on at from by about into my your our their its like
""".split())
_UNFINISHED_MARKS = (",", "-", "...", "…", ":")


def sounds_unfinished(text: str) -> bool:
    """Whether a transcript stops mid-sentence ("I'd like to book a", "Is the booking for?",
    "for, um,"). A recogniser punctuates fragments as sentences, so the last word counts, not
    the mark after it; a turn that is one such word ("And?") is a whole question."""
    t = text.strip()
    words = re.findall(r"[a-z']+", t.lower())
    if len(words) < 2:
        return False
    return t.endswith(_UNFINISHED_MARKS) or words[-1] in _GOES_ON


# The end-of-turn model hears wide-band audio; on a telephone line (300-3400 Hz) it is unsure
# of finished sentences: at the second look, P(end) 0.11-0.20 on four of the seven
# telephone-band fixture ends, where 24 of the 26 wide-band ends score 0.46-0.86
# (bench/end_of_turn.py). Wide-band speech carries 15-32 dB less energy above 4 kHz than in all
# (the noisy fixtures included); telephone-band speech 54-58 dB less.
NARROW_BAND_DB = -45.0
_NARROW_ABOVE_HZ = 4000.0


def narrow_band(pcm: npt.NDArray[np.int16], rate: int) -> bool:
    """Whether this audio (mono int16 at `rate`) is telephone band: nothing above 4 kHz but
    noise. Judged frame by frame over the voiced frames (the median), so that the clicks of a
    phone line's lost packets, broadband but brief, do not make it wide. Audio too quiet to tell
    is not."""
    if rate <= 2 * _NARROW_ABOVE_HZ:
        return True
    size = max(256, int(0.032 * rate))
    n = pcm.size // size
    if n == 0:
        return False
    frames = pcm[: n * size].astype(np.float64).reshape(n, size)
    frames -= frames.mean(axis=1, keepdims=True)
    power = np.abs(np.fft.rfft(frames * np.hanning(size), axis=1)) ** 2
    freqs = np.fft.rfftfreq(size, 1.0 / rate)
    total = power[:, freqs > 100.0].sum(axis=1)
    # voiced: within 20 dB of the loudest frame, and above about -60 dBFS
    voiced = (total >= 0.01 * total.max()) & (total > size**2 * 33.0**2 / 8)
    if not voiced.any():
        return False
    high = power[voiced][:, freqs >= _NARROW_ABOVE_HZ].sum(axis=1)
    ratio_db = 10 * np.log10(high / total[voiced] + 1e-12)
    return bool(np.median(ratio_db) < NARROW_BAND_DB)


WholeTurnJudge = Callable[[str], Awaitable[bool | None]]
"""Whether the caller's words so far read as a whole turn, in the session's state (None: no
opinion, e.g. an agent that is not in strict mode). The session's bridge provides it."""

whole_turn_judge: ContextVar[WholeTurnJudge | None] = ContextVar("whole_turn_judge", default=None)
"""The judge for the recogniser streams opened in this context. The bridge sets it in the task
that runs its agent's recogniser node, so the stream a shared recogniser opens for a session
asks that session, and no other; streams opened elsewhere (no bridge) decide without it."""


@dataclass(frozen=True)
class TurnPolicy:
    """How long a pause must be, and what the model and the words must say, to end a turn."""

    speculate_after_s: float = 0.2
    """silence that starts recognition and the first look (the VAD's end-of-speech window; the
    turn model needs at least 0.2 s of it)"""
    confident: float = 0.5
    """P(end) that ends the turn at the first look"""
    recheck_after_s: float = 0.45
    """silence at the second look"""
    likely: float = 0.36
    """P(end) that ends the turn at the second look (the model's own threshold for English)"""
    max_silence_s: float = 1.1
    """a pause this long ends the turn whatever the model and the words say"""
    semantic: bool = True
    """ask the session whether the words read as a whole turn (`whole_turn_judge`)"""
    filler_max_s: float = 0.35
    """speech no longer than this, after a pause whose words went on, is a filled pause (the
    fixtures' "um", "uh", "er" last 0.14-0.26 s; "and", "hello" 0.29-0.32 s; 0: off)"""
    narrow_band_reading: bool = True
    """on telephone-band audio, where the model is unsure of finished sentences, a turn the
    agent's reading calls whole ends at the second look whatever P(end) says"""
    whole_after_s: float | None = 0.8
    """silence after which a turn the agent's reading calls whole ends whatever P(end) says (a
    third look, no sooner than the second; None, or not under `max_silence_s`: off). The model
    is unsure of some finished turns ("And?": 0.06-0.14); a caller who pauses mid-sentence
    pauses 0.5-0.8 s in the hesitant fixtures, where the words, the reading or the filled-pause
    rule hold the turn anyway. 0.8 s is `patient()`'s one look."""

    @classmethod
    def patient(cls) -> TurnPolicy:
        """One look, after 0.8 s of silence: a caller's pause shorter than that is never taken
        for the end of the turn, whatever the model says (slower: ~1 s to an answer)."""
        return cls(speculate_after_s=0.2, confident=2.0, recheck_after_s=0.8, likely=0.36,
                   max_silence_s=1.1)

    @classmethod
    def words_only(cls) -> TurnPolicy:
        """The policy before the meaning was asked: the model and the last word alone."""
        return cls(semantic=False, filler_max_s=0.0, narrow_band_reading=False, whole_after_s=None)

    def __post_init__(self) -> None:
        if not 0.2 <= self.speculate_after_s <= self.recheck_after_s <= self.max_silence_s:
            raise ValueError("TurnPolicy needs 0.2 <= speculate_after_s <= recheck_after_s <= max_silence_s")
        if not 0.0 <= self.filler_max_s < self.max_silence_s:
            raise ValueError("TurnPolicy needs 0 <= filler_max_s < max_silence_s")

    def goes_on(self, text: str, *, whole: bool | None = None, filled_pause: bool = False) -> str | None:
        """Why the caller's turn goes on whatever the model says, or None. `whole`: the
        session's reading of the words (None: not asked); `filled_pause`: the speech since the
        previous pause, which went on, was no longer than `filler_max_s`."""
        if sounds_unfinished(text):
            return "words"
        if whole is False:
            return "meaning"
        if filled_pause:
            return "filled pause"
        return None

    def ends_turn(self, look: int, probability: float | None, text: str, *, whole: bool | None = None,
                  filled_pause: bool = False, narrow: bool = False) -> bool:
        """The decision at look 1 (`speculate_after_s` of silence), 2 (`recheck_after_s`) or 3
        (`whole_after_s`: the reading alone). `probability` None: the model gave nothing (it
        failed); the words alone decide at the second look. `narrow`: the caller's audio is
        telephone band (`narrow_band`)."""
        if self.goes_on(text, whole=whole, filled_pause=filled_pause) is not None:
            return False
        if look >= 3:
            return whole is True and self.whole_after_s is not None
        if probability is None or (narrow and whole is True and self.narrow_band_reading):
            return look >= 2
        return probability >= (self.confident if look == 1 else self.likely)
