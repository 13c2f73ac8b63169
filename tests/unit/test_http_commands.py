"""`voice-agent token` and `voice-agent serve` start-up errors."""

from __future__ import annotations

import jwt
import pytest

from adapters.cli import main
from adapters.http.auth import AUDIENCE, ISSUER

SECRET = "t" * 40


def test_token_mints_a_token_with_the_secret(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("VOICE_AGENT_JWT_SECRET", SECRET)
    assert main(["token", "--role", "operator", "--sub", "alex", "--ttl", "120"]) == 0
    claims = jwt.decode(capsys.readouterr().out.strip(), SECRET, algorithms=["HS256"], audience=AUDIENCE, issuer=ISSUER)
    assert (claims["sub"], claims["role"]) == ("alex", "operator")


def test_token_without_secret_says_which_variable(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("VOICE_AGENT_JWT_SECRET", raising=False)
    assert main(["token", "--role", "operator", "--sub", "alex"]) == 2
    assert "VOICE_AGENT_JWT_SECRET" in capsys.readouterr().err


def test_serve_production_without_secret_fails_at_start(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("VOICE_AGENT_JWT_SECRET", raising=False)
    assert main(["serve", "--policy", "production", "--port", "0"]) == 2
    assert "VOICE_AGENT_JWT_SECRET is not set" in capsys.readouterr().err


def test_serve_with_a_bad_agent_spec_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--agent", "voice_agent.examples.airline:nothing"]) == 2
    assert "is not a voice_agent.Agent" in capsys.readouterr().err
    assert main(["serve", "--agent", "no_colon"]) == 2
    assert "module:attribute" in capsys.readouterr().err


@pytest.mark.parametrize(("args", "words"), [
    (["--sub", ""], "--sub is empty"),
    (["--sub", "two words"], "letters, digits"),
    (["--sub", "x" * 201], "1 to 200"),
    (["--sub", "alex", "--ttl", "100000000000000000000"], "1 to"),
    (["--sub", "alex", "--ttl", "1e20"], "whole number"),
    (["--sub", "alex", "--ttl", "0"], "1 to"),
    (["--sub", "alex", "--ttl", "-5"], "whole number"),
    (["--sub", "alex", "--ttl", "9" * 5000], "1 to"),
])
def test_token_refuses_bad_arguments_in_one_line(args: list[str], words: str, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("VOICE_AGENT_JWT_SECRET", SECRET)
    assert main(["token", "--role", "admin", *args]) == 2
    out = capsys.readouterr()
    assert out.out == ""  # no token
    [line] = out.err.strip().splitlines()
    assert line.startswith("voice-agent token: --") and words in line
