"""Where the simulated services answer, given the simulator's base URL: one place for the paths
the plugins are pointed at (the simulator itself, its child process, a client of another's)."""

from __future__ import annotations


class SimulatorURLs:
    @property
    def base_url(self) -> str:
        raise NotImplementedError

    @property
    def deepgram_url(self) -> str:
        """livekit.plugins.deepgram.STT(base_url=...): the live-streaming endpoint"""
        return f"{self.base_url}/v1/listen"

    @property
    def openai_url(self) -> str:
        """livekit.plugins.openai.TTS/LLM(base_url=...): the API root"""
        return f"{self.base_url}/v1"
