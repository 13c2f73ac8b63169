"""Checks made when a strict agent is loaded, so that a gap in its guidance fails at start-up
with the rule named, not as "didn't catch that" after a tool has already run.

- every instruction a tool can return (the ``{"content": ...}`` rules and progress lines in its
  source, and a data string it returns) and every guideline action has a canned response that
  can say it;
- every ``{field}`` of a canned response is something a tool provides (a parameter, a key of
  the data it returns) or a value the engine fills itself;
- a tool's read-back template (`confirm="..."`) only uses the tool's parameters.

Tool rules are read from the tool's source code (string and f-string literals), which is what
can be known before the tool runs; a rule built some other way is not seen here.
"""

from __future__ import annotations

import ast
import inspect
import logging
import textwrap
from collections.abc import Iterator
from typing import TYPE_CHECKING

from voice_agent.engine.parsing import parsed
from voice_agent.engine.strict import StrictComposer
from voice_agent.errors import ConfigurationError
from voice_agent.guidance import CannedResponse
from voice_agent.tools import Tool

if TYPE_CHECKING:
    from voice_agent.agent import Agent

logger = logging.getLogger("voice_agent.engine")

ENGINE_VALUES = frozenset({"capabilities", "options"})  # filled by the engine's own lines
_FALLBACKS = frozenset({"builtin.no_match", "builtin.no_match_offer", "builtin.tool_error"})


def check_agent(agent: Agent, composer: StrictComposer) -> None:
    problems: list[str] = []
    tools = list(dict.fromkeys(t for g in agent.guidelines for t in g.tools))
    provided = set(ENGINE_VALUES)
    for tool in tools:
        provided |= {p.name for p in tool.parameters}
        provided |= set(_data_keys(tool))
    for tool in tools:
        for rule in _rules(tool):
            fill = {f: "x" for f in provided | set(CannedResponse("", rule).fields)}
            chosen = composer.choose(rule, fill)
            if chosen is None or chosen.id in _FALLBACKS:
                problems.append(f"tool {tool.name}: no canned response can say its rule {rule!r}; "
                                "add one with agent.create_canned_response(template, signals=[...])")
        if isinstance(tool.confirm, str):
            unknown = sorted(set(CannedResponse("", tool.confirm).fields) - {p.name for p in tool.parameters})
            if unknown:
                problems.append(f"tool {tool.name}: its read-back {tool.confirm!r} uses {unknown}, which are not "
                                f"its parameters ({', '.join(p.name for p in tool.parameters)})")
    for g in agent.guidelines:
        if not g.tools:
            chosen = composer.choose(g.action, {f: "x" for f in provided})
            if chosen is None or chosen.id in _FALLBACKS:
                problems.append(f"guideline {g.id} ({g.condition!r}): no canned response can say its action "
                                f"{g.action!r}")
    for response in agent.canned_responses:
        unknown = sorted(set(response.fields) - provided)
        if unknown:
            problems.append(f"canned response {response.template!r} uses {unknown}, which no tool provides")
    if problems:
        raise ConfigurationError(f"agent {agent.name!r} cannot run in strict mode:\n- " + "\n- ".join(problems))


def _parse(source: str) -> ast.AST:
    return parsed(lambda: ast.parse(source), "a tool's source")


def _tree(tool: Tool) -> ast.AST | None:
    try:
        return _parse(textwrap.dedent(inspect.getsource(tool.fn)))
    except (OSError, TypeError, SyntaxError):
        logger.debug("no source for tool %s; its rules are not checked at load", tool.name)
        return None
    except SystemError:
        logger.warning("the source of tool %s could not be parsed (CPython's parser raced another "
                       "thread); its rules are not checked at load", tool.name, exc_info=True)
        return None


def _text(node: ast.expr) -> str | None:
    """A string or f-string literal, with each formatted value shown as {name}."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts: list[str] = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
            elif isinstance(value, ast.FormattedValue):
                parts.append("{" + ast.unparse(value.value).split(".")[-1] + "}")
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _text(node.left), _text(node.right)
        return left + right if left is not None and right is not None else None
    return None


def _rules(tool: Tool) -> Iterator[str]:
    tree = _tree(tool)
    if tree is None:
        return
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == "content":
                    text = _text(value)
                    if text is not None:
                        yield text
                    elif isinstance(value, ast.Name):
                        names.add(value.id)
        elif isinstance(node, ast.keyword) and node.arg == "data":
            text = _text(node.value)
            if text is not None:
                yield text
    for node in ast.walk(tree):  # instruction = "..." then {"content": instruction}
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id in names for t in node.targets):
            text = _text(node.value)
            if text is not None:
                yield text


def _data_keys(tool: Tool) -> Iterator[str]:
    tree = _tree(tool)
    if tree is None:
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg in ("data", "arguments") and isinstance(node.value, ast.Dict):
            for key in node.value.keys:
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    yield key.value
