"""The deployment files cannot be run here (no Docker engine, no LiveKit server), so they are
linted against the code they deploy: every command parses with the real CLI, every setting the
files pass is one the code reads, and the services agree with each other on keys, ports and
credentials."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
import yaml

from adapters.cli import build_parser

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    return dict(yaml.safe_load((DEPLOY / "compose.yaml").read_text()))


def _ours(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {name: svc for name, svc in compose["services"].items() if svc.get("image") == "voice-agent"}


def _code_text() -> str:
    return "\n".join(p.read_text() for d in ("voice_agent", "adapters") for p in (ROOT / d).rglob("*.py"))


def test_every_voice_agent_command_parses_with_the_real_cli(compose: dict[str, Any]) -> None:
    services = _ours(compose)
    assert {"worker", "api", "migrate"} <= set(services)
    parser = build_parser()
    for name, svc in services.items():
        args = parser.parse_args(svc["command"])
        assert getattr(args, "func", None) is not None, f"{name}: {svc['command']} is not a command"


def test_the_settings_passed_are_settings_the_code_reads(compose: dict[str, Any]) -> None:
    code = _code_text()
    for name, svc in _ours(compose).items():
        for var in svc.get("environment", {}):
            if var.startswith("VOICE_AGENT_"):  # LIVEKIT_* are livekit-agents' own
                assert f'"{var}"' in code or f"'{var}'" in code, f"{name} sets {var}, which no code reads"


def test_workers_and_api_agree_on_the_store_and_it_matches_postgres(compose: dict[str, Any]) -> None:
    pg = compose["services"]["postgres"]["environment"]
    urls = set()
    for svc in _ours(compose).values():
        env = svc.get("environment", {})
        if "VOICE_AGENT_STORE" in env:
            urls.add(env["VOICE_AGENT_STORE"])
        cmd = svc["command"]
        if "--store" in cmd:
            urls.add(cmd[cmd.index("--store") + 1])
    assert len(urls) == 1, urls
    url = urlparse(urls.pop())
    assert url.scheme == "postgresql" and url.hostname == "postgres"
    assert (url.username, url.password, url.path.lstrip("/")) == (
        pg["POSTGRES_USER"], pg["POSTGRES_PASSWORD"], pg["POSTGRES_DB"])


def test_the_worker_holds_a_key_the_livekit_server_accepts(compose: dict[str, Any]) -> None:
    livekit = yaml.safe_load((DEPLOY / "livekit.yaml").read_text())
    env = compose["services"]["worker"]["environment"]
    assert livekit["keys"].get(env["LIVEKIT_API_KEY"]) == env["LIVEKIT_API_SECRET"]
    url = urlparse(env["LIVEKIT_URL"])
    assert url.hostname == "livekit" and url.port == livekit["port"]
    assert f"{livekit['port']}:{livekit['port']}" in compose["services"]["livekit"]["ports"]


def test_dependencies_name_real_services(compose: dict[str, Any]) -> None:
    for name, svc in compose["services"].items():
        for dep in svc.get("depends_on", {}):
            assert dep in compose["services"], f"{name} depends on unknown service {dep}"


def test_prometheus_scrapes_the_port_the_processes_serve_metrics_on(compose: dict[str, Any]) -> None:
    prom = yaml.safe_load((DEPLOY / "prometheus.yaml").read_text())
    services = _ours(compose)
    for job in prom["scrape_configs"]:
        for sd in job["dns_sd_configs"]:
            for target in sd["names"]:
                assert target in services, f"prometheus scrapes {target}, not a voice-agent service"
                port = services[target]["environment"]["VOICE_AGENT_METRICS_PORT"]
                assert int(port) == sd["port"]


def test_the_dockerfile_copies_what_exists_and_installs_extras_that_exist() -> None:
    text = (DEPLOY / "Dockerfile").read_text()
    for line in text.splitlines():
        if line.startswith("COPY "):
            for src in line.split()[1:-1]:
                assert (ROOT / src).exists(), f"Dockerfile copies {src}, which is not in the repository"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    [extras] = re.findall(r"pip install '\.\[([a-z,]+)\]'", text)
    assert set(extras.split(",")) <= set(project["optional-dependencies"])
    assert 'ENTRYPOINT ["voice-agent"]' in text and "voice-agent" in project["scripts"]


def _livekit_metric_names() -> set[str]:
    import prometheus_client.metrics as pm
    from livekit.agents.telemetry import metrics as lk

    names: set[str] = set()
    for obj in vars(lk).values():
        if isinstance(obj, pm.MetricWrapperBase):
            base = obj._name  # type: ignore[attr-defined]
            kind = obj._type  # type: ignore[attr-defined]
            names |= {base + "_total"} if kind == "counter" else {base}
            if kind == "histogram":
                names |= {base + "_bucket", base + "_sum", base + "_count"}
    return names


def test_the_dashboard_queries_only_metrics_and_labels_the_processes_export() -> None:
    import json

    from adapters.observability.metrics import METRICS, exported_names

    dashboard = json.loads((DEPLOY / "grafana" / "voice-agent.json").read_text())
    exprs = [t["expr"] for panel in dashboard["panels"] for t in panel["targets"]]
    known = exported_names() | _livekit_metric_names()
    labels = {label for _, _, names, _ in METRICS.values() for label in names} | {"le", "instance", "job"}
    queried = set()
    for expr in exprs:
        for name in re.findall(r"\b((?:voice_agent|lk_agents)_\w+)", expr):
            assert name in known, f"the dashboard queries {name}, which no process exports: {expr}"
            queried.add(name)
        for group in re.findall(r"by \(([^)]*)\)", expr):
            for label in (x.strip() for x in group.split(",")):
                assert label in labels, f"the dashboard groups by {label!r}, which no metric has: {expr}"
    # Every metric of the issue is on the dashboard.
    for name in ("turns", "turn_latency", "first_interim_latency", "dead_air", "overlaps", "barge_ins",
                 "pending_work", "delivery_failures", "provider_errors", "live_sessions", "store_latency"):
        assert any(q.startswith(f"voice_agent_{name}") for q in queried), f"{name} is not on the dashboard"


def test_grafana_is_provisioned_from_files_that_exist(compose: dict[str, Any]) -> None:
    grafana = compose["services"]["grafana"]
    for volume in grafana["volumes"]:
        source = volume.split(":", 1)[0]
        assert (DEPLOY / source).exists(), f"grafana mounts {source}, which is not in deploy/"
    datasource = yaml.safe_load((DEPLOY / "grafana/provisioning/datasources/prometheus.yaml").read_text())
    prometheus = compose["services"]["prometheus"]["ports"][0].split(":")[-1]
    assert datasource["datasources"][0]["url"] == f"http://prometheus:{prometheus}"
