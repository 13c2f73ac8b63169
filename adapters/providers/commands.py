"""`voice-agent transcribe FILE.wav` and `voice-agent say TEXT --out FILE.wav`.

Both run the same providers a call would use (the streaming STT behind the VAD, the TTS the
session speaks with), so they double as a quick check that a machine's models work.
Exit codes: 0 done, 2 bad input or configuration (one line on stderr), 1 provider failure.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

from . import KINDS

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def register(subparsers: Any) -> None:
    transcribe = subparsers.add_parser(
        "transcribe",
        help="print the transcript of a WAV file",
        description="Transcribe a WAV file (any rate, mono or stereo) with the speech providers.",
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
    return _run(args, _transcribe(args.file, args.providers))


def _say_command(args: argparse.Namespace) -> int:
    return _run(args, _say(args.text, args.out, args.providers))


def _run(args: argparse.Namespace, work: Any) -> int:
    from livekit.agents import APIError

    from .errors import ProviderError

    try:
        asyncio.run(work)
    except ProviderError as exc:
        print(f"voice-agent {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except APIError as exc:
        print(f"voice-agent {args.command}: provider failed: {exc}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


async def transcribe_file(path: Path, kind: str | None = None) -> list[str]:
    """Final transcripts of a WAV file, one per utterance the providers' VAD/STT found."""
    import numpy as np
    from livekit.agents import stt, utils

    from . import build_providers
    from .audio import frames_from_samples, read_wav

    audio = read_wav(path, sample_rate=16000)  # refuse a bad file before loading models
    providers = build_providers(kind)
    recognizer = providers.stt
    adapter: stt.StreamAdapter | None = None
    if not recognizer.capabilities.streaming:
        if providers.vad is None:
            raise RuntimeError("a non-streaming STT needs a VAD")
        adapter = recognizer = stt.StreamAdapter(stt=recognizer, vad=providers.vad)
    texts: list[str] = []
    try:
        # cloud plugins take their HTTP session from the job context; a CLI has none
        async with utils.http_context.open(), recognizer.stream() as stream:
            # trailing silence lets the VAD close the last utterance as it would on a call
            padded = np.concatenate([audio.samples, np.zeros(audio.sample_rate, np.float32)])
            for frame in frames_from_samples(padded, audio.sample_rate):
                stream.push_frame(frame)
            stream.end_input()
            async for event in stream:
                if event.type == stt.SpeechEventType.FINAL_TRANSCRIPT and event.alternatives:
                    if text := event.alternatives[0].text.strip():
                        texts.append(text)
    finally:
        if adapter is not None:
            await adapter.aclose()
        await providers.aclose()
    return texts


async def _transcribe(path: Path, kind: str | None) -> None:
    for line in await transcribe_file(path, kind):
        print(line)


async def synthesize_to_file(text: str, out: Path, kind: str | None = None) -> float:
    """Write `text` as 16-bit mono WAV at the TTS's rate; returns the audio's seconds."""
    import numpy as np
    from livekit import rtc
    from livekit.agents import utils

    from . import build_providers
    from .audio import samples_from_frame, write_wav
    from .errors import AudioFileError

    if not text.strip():
        raise AudioFileError("nothing to say: the text is empty")
    if not out.parent.exists():
        raise AudioFileError(f"{out}: directory {out.parent} does not exist")
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
        raise AudioFileError(f"{out}: cannot write ({exc})") from exc
    return len(samples) / merged.sample_rate


async def _say(text: str, out: Path, kind: str | None) -> None:
    seconds = await synthesize_to_file(text, out, kind)
    print(f"wrote {out} ({seconds:.1f} s)")
