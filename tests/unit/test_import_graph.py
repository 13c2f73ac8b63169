"""The core imports without a circle: no module of voice_agent/ imports (at module level, inside
a function, or for type checking alone) a module that imports it back, directly or through
others. The live side is reached through protocols (voice_agent/live/protocol.py,
voice_agent/runtime.py), so the engine, the Session handle and the Agent need not import it."""

from __future__ import annotations

import ast
from pathlib import Path

import voice_agent

ROOT = Path(voice_agent.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in ROOT.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text())):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            for target in targets:
                if target in modules and target != name and target != "voice_agent":
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    found: list[list[str]] = []
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                found.append([*path[path.index(nxt):], nxt])
            elif nxt not in state:
                visit(nxt)
        path.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    return found


def test_the_core_has_no_import_circle() -> None:
    assert cycles(import_graph()) == []


def test_the_live_side_is_used_through_its_protocol() -> None:
    graph = import_graph()
    for user in ("voice_agent.agent", "voice_agent.session.session", "voice_agent.engine.turn"):
        reached = set()
        todo = [user]
        while todo:
            for nxt in graph[todo.pop()]:
                if nxt not in reached:
                    reached.add(nxt)
                    todo.append(nxt)
        assert "voice_agent.live.session" not in reached, f"{user} reaches the live side's insides"


def test_the_detector_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
