"""The `cloud-sim` provider set: the production plugins, configured by the production code
(`adapters.providers.cloud.build_cloud_providers`), pointed at a simulated cloud on loopback.

    providers = await cloud_sim_providers()                 # its own CloudSim, in this process
    providers = await cloud_sim_providers(process=True)     # the CloudSim in a child process
    providers = await cloud_sim_providers(sim)              # a CloudSim the caller runs
    providers.owned[0]                                      # the simulator (closed with the set)

Only the keys (dummies) and the base URLs differ from `VOICE_AGENT_PROVIDERS=cloud`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from adapters.providers import Providers
from adapters.providers.cloud import CloudConfig, build_cloud_providers

from .process import CloudSimClient, CloudSimProcess
from .server import CloudSim
from .timing import ServiceTiming

KIND = "cloud-sim"
SIM_KEY = "sim-key"  # the simulator checks that a key is sent, not which


def sim_config(sim: CloudSim | CloudSimProcess | CloudSimClient, **overrides: Any) -> CloudConfig:
    """Production's configuration, with the simulator's addresses and dummy keys."""
    config = CloudConfig(openai_key=SIM_KEY, deepgram_key=SIM_KEY, openai_base_url=sim.openai_url,
                         deepgram_url=sim.deepgram_url)
    return replace(config, **overrides)


async def cloud_sim_providers(
    sim: CloudSim | CloudSimProcess | CloudSimClient | None = None,
    *,
    process: bool = False,
    timing: ServiceTiming | None = None,
    vad_options: Any = None,
    load_vad: Any = None,
    **overrides: Any,
) -> Providers:
    """A `cloud-sim` set. Without `sim`, a simulator is started (in this process, or in a child
    with `process=True`) and owned by the set: `providers.aclose()` stops it."""
    owned = sim is None
    if sim is None:
        sim = await (CloudSimProcess(timing=timing) if process else CloudSim(timing=timing)).start()
        if isinstance(sim, CloudSim):
            import asyncio

            await asyncio.to_thread(sim.prewarm)
    try:
        providers = build_cloud_providers(sim_config(sim, **overrides), vad_options=vad_options,
                                          load_vad=load_vad)
    except BaseException:
        if owned:
            await sim.aclose()
        raise
    providers.kind = KIND
    # The worker gives its AgentSession no LLM (replies come from the engine, whose LLM is
    # `engine_llm`); a session given one would run livekit's preemptive generation against the
    # chat endpoint on every final transcript. The replay gives the session what the set has.
    if providers.llm is not None:
        await providers.llm.aclose()
        providers.llm = None
    if owned:
        providers.owned.append(sim)
    # the replay reads the simulator's log after each call (faults, timings); a client of a
    # simulator shared by many rooms (a load test) has no log of its own to read
    providers.sim = None if isinstance(sim, CloudSimClient) else sim  # type: ignore[attr-defined]
    return providers


def simulator_of(providers: Any) -> CloudSim | CloudSimProcess | None:
    """The simulator a `cloud-sim` set talks to (None for other sets)."""
    return getattr(providers, "sim", None)
