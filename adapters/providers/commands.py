"""`voice-agent transcribe FILE.wav` and `voice-agent say TEXT --out FILE.wav`.

Both run the same providers a call would use (the streaming STT behind the VAD, the TTS the
session speaks with), so they double as a quick check that a machine's models work.
Exit codes: 0 done, 2 bad input or configuration (one line on stderr), 1 provider failure.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import KINDS

if TYPE_CHECKING:
    from livekit import rtc
    from livekit.agents import stt
    from livekit.agents import vad as agents_vad

    from adapters.audio.wav import WavInfo

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def register(subparsers: Any) -> None:
    transcribe = subparsers.add_parser(
        "transcribe",
        help="print the transcript of a WAV file",
        description=("Transcribe a WAV file (8-48 kHz, mono or stereo, PCM, float, A-law or mu-law) "
                     "with the speech providers."),
    )
    transcribe.add_argument("file", type=Path, metavar="FILE.wav")
    _add_providers_option(transcribe)
    transcribe.set_defaults(func=_transcribe_command)

    say = subparsers.add_parser(
        "say",
        help="speak a text into a 16-bit WAV file",
        description="Synthesize speech with the speech providers and write it as 16-bit WAV.",
    )
    say.add_argument("text")
    say.add_argument("--out", type=Path, required=True, metavar="FILE.wav")
    _add_providers_option(say)
    say.set_defaults(func=_say_command)


def _add_providers_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--providers",
        choices=KINDS,
        default=None,
        help="speech providers (default: $VOICE_AGENT_PROVIDERS, else local)",
    )


def _transcribe_command(args: argparse.Namespace) -> int:
    from adapters.audio.errors import AudioFileError
    from adapters.audio.wav import STRICT, inspect_wav

    try:
        inspect_wav(args.file, STRICT)  # a bad file is refused before livekit or a model loads
    except AudioFileError as exc:
        return _usage_error(args, exc)
    return _run(args, _transcribe(args.file, args.providers))


def _say_command(args: argparse.Namespace) -> int:
    return _run(args, _say(args.text, args.out, args.providers))


def _run(args: argparse.Namespace, work: Any) -> int:
    from livekit.agents import APIError

    from adapters.audio.errors import AudioFileError

    from .errors import ProviderError

    try:
        asyncio.run(work)
    except (ProviderError, AudioFileError) as exc:
        return _usage_error(args, exc)
    except APIError as exc:
        print(f"voice-agent {args.command}: provider failed: {exc}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def _usage_error(args: argparse.Namespace, exc: Exception) -> int:
    print(f"voice-agent {args.command}: error: {exc}", file=sys.stderr)
    return EXIT_USAGE


RATE = 16000
# Seconds of audio read ahead of the VAD. A file can be read far faster than it is recognised,
# and livekit's stream adapter queues without bound; pacing the reader keeps a long file in
# bounded memory (a few blocks, plus the utterance being recognised).
AHEAD_S = 2.0


async def transcribe_file(path: Path, kind: str | None = None) -> list[str]:
    """Final transcripts of a WAV file, one per utterance the providers' VAD/STT found.

    The header is checked (`adapters.audio.wav.STRICT`) before any model loads, and samples are
    read one block at a time, so a hostile or very long file costs neither time nor memory.
    """
    from livekit.agents import utils

    from adapters.audio.wav import STRICT, inspect_wav

    from . import build_providers

    info = await asyncio.to_thread(inspect_wav, path, STRICT)
    providers = build_providers(kind)
    try:
        # cloud plugins take their HTTP session from the job context; a CLI has none
        async with utils.http_context.open():
            if providers.stt.capabilities.streaming:
                return await _transcribe_streaming(info, providers.stt)
            if providers.vad is None:
                raise RuntimeError("a non-streaming STT needs a VAD")
            return await _transcribe_segments(info, providers.stt, providers.vad)
    finally:
        await providers.aclose()


async def _blocks(info: WavInfo) -> AsyncIterator[list[rtc.AudioFrame]]:
    """The file as 20 ms frames at 16 kHz, one block (~1 s) at a time, read off the event loop;
    then a second of silence, which lets the VAD close the last utterance as it would on a call."""
    import numpy as np

    from adapters.audio.frames import frames_from_samples
    from adapters.audio.wav import iter_wav

    blocks = iter_wav(info, RATE)
    try:
        while (block := await asyncio.to_thread(next, blocks, None)) is not None:
            yield frames_from_samples(block, RATE)
    finally:
        blocks.close()
    yield frames_from_samples(np.zeros(RATE, np.float32), RATE)


async def _transcribe_streaming(info: WavInfo, recognizer: stt.STT[Any]) -> list[str]:
    from livekit.agents import stt, utils

    texts: list[str] = []
    async with recognizer.stream() as stream:

        async def feed() -> None:
            try:
                async for frames in _blocks(info):
                    for frame in frames:
                        stream.push_frame(frame)
                    await asyncio.sleep(0)  # a streaming STT consumes as it goes
            finally:
                stream.end_input()

        feeder = asyncio.create_task(feed(), name="transcribe.feed")
        try:
            async for event in stream:
                if event.type == stt.SpeechEventType.FINAL_TRANSCRIPT and event.alternatives:
                    if text := event.alternatives[0].text.strip():
                        texts.append(text)
            await feeder
        finally:
            await utils.aio.cancel_and_wait(feeder)
    return texts


async def _transcribe_segments(
    info: WavInfo, recognizer: stt.STT[Any], vad: agents_vad.VAD
) -> list[str]:
    """What livekit's StreamAdapter does (VAD segments, each recognised whole), with the reader
    paced by the VAD's progress so the queue between them stays short."""
    from livekit.agents import utils
    from livekit.agents import vad as agents_vad

    texts: list[str] = []
    pushed = processed = 0
    progress = asyncio.Event()
    vad_stream = vad.stream()

    async def feed() -> None:
        nonlocal pushed
        try:
            async for frames in _blocks(info):
                for frame in frames:
                    vad_stream.push_frame(frame)
                    pushed += frame.samples_per_channel
                while pushed - processed > AHEAD_S * RATE:
                    progress.clear()
                    try:
                        await asyncio.wait_for(progress.wait(), 10.0)
                    except TimeoutError:
                        break  # a VAD that reports no progress: read on rather than hang
        finally:
            vad_stream.end_input()

    feeder = asyncio.create_task(feed(), name="transcribe.feed")
    try:
        async for event in vad_stream:
            if event.type == agents_vad.VADEventType.INFERENCE_DONE:
                processed = event.samples_index
                progress.set()
            elif event.type == agents_vad.VADEventType.END_OF_SPEECH and event.frames:
                result = await recognizer.recognize(buffer=utils.merge_frames(event.frames))
                if result.alternatives and (text := result.alternatives[0].text.strip()):
                    texts.append(text)
        await feeder
    finally:
        await utils.aio.cancel_and_wait(feeder)
        await vad_stream.aclose()
    return texts


async def _transcribe(path: Path, kind: str | None) -> None:
    for line in await transcribe_file(path, kind):
        print(line)


async def synthesize_to_file(text: str, out: Path, kind: str | None = None) -> float:
    """Write `text` as 16-bit mono WAV at the TTS's rate; returns the audio's seconds."""
    import numpy as np
    from livekit import rtc
    from livekit.agents import utils

    from adapters.audio.errors import AudioFileError
    from adapters.audio.frames import samples_from_frame
    from adapters.audio.wav import write_wav

    from . import build_providers

    if not text.strip():
        raise AudioFileError(out, "nothing to say: the text is empty", "give the text to speak")
    if not out.parent.is_dir():
        raise AudioFileError(out, f"directory {out.parent} does not exist", "create it first")
    providers = build_providers(kind)
    try:
        async with utils.http_context.open(), providers.tts.synthesize(text) as stream:
            frames = [ev.frame async for ev in stream]
    finally:
        await providers.aclose()
    merged = rtc.combine_audio_frames(frames)
    samples = samples_from_frame(merged) if frames else np.zeros(0, np.float32)
    try:
        write_wav(out, samples, merged.sample_rate)
    except (OSError, RuntimeError) as exc:
        raise AudioFileError(out, f"cannot write ({exc})", "check the directory's permissions") from exc
    return len(samples) / merged.sample_rate


async def _say(text: str, out: Path, kind: str | None) -> None:
    seconds = await synthesize_to_file(text, out, kind)
    print(f"wrote {out} ({seconds:.1f} s)")
