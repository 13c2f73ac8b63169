"""Protocol-faithful stand-ins for the production speech services, on loopback.

The production pipeline is livekit's Deepgram STT and OpenAI TTS plugins (and an
OpenAI-compatible LLM in fluid mode). No network is reachable here, but both plugins take a
base URL, so `CloudSim` serves the services' wire protocols on 127.0.0.1 with the local models
behind them: Deepgram's live `/v1/listen` WebSocket (Silero VAD + Whisper, interim results,
endpointing, UtteranceEnd), OpenAI's `/v1/audio/speech` (Piper, streamed), its
`/v1/audio/transcriptions` and `/v1/chat/completions`. Latency follows the providers'
published figures (timing.py); faults are injected at the wire (faults.py).

`CloudSim` serves in this process (tests of the protocol); `CloudSimProcess` runs it in a child
process (replays, benchmarks, load tests: its inference is not the worker's);
`providers.cloud_sim_providers` builds the production plugins against either.

This is harness code: the shipped server never imports it.
"""

from .faults import Fault, FaultError, FaultFired, FaultPlan
from .process import CloudSimClient, CloudSimProcess
from .server import CloudSim
from .timing import Latency, ServiceTiming

__all__ = ["CloudSim", "CloudSimClient", "CloudSimProcess", "Fault", "FaultError", "FaultFired",
           "FaultPlan", "Latency", "ServiceTiming"]
