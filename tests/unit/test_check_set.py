"""scripts/check_set.py, the vetting of a fresh phrasing set (docs/fresh_sets.md), on small sets
written here in blind17.yaml's shape with phrasings no set can hold ("zqx caller phrasing ...")."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("check_set", ROOT / "scripts" / "check_set.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["check_set"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


check_set = _script()
MODEL = check_set.read(check_set.MODEL)


def fresh(tag: str = "") -> dict[str, dict[str, Any]]:
    """A set shaped like blind17.yaml, every phrasing invented and unique."""
    data: dict[str, dict[str, Any]] = {}
    for section, agent in MODEL.agents.items():
        data[section] = {"agent": agent}
        for k, key in enumerate(MODEL.keys()[section]):
            count = MODEL.counts()[section, key]
            data[section][key] = [f"zqx{tag} caller phrasing number {n} for key{k} zqx {section}" for n in range(1, count + 1)]
    return data


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], *sets: dict[str, Any] | str) -> tuple[int, str, str]:
    paths = []
    for n, content in enumerate(sets, 1):
        path = tmp_path / f"blind{900 + n}.yaml"
        path.write_text(content if isinstance(content, str) else yaml.safe_dump(content, sort_keys=False))
        paths.append(str(path))
    code = check_set.main(paths)
    out, err = capsys.readouterr()
    return code, out, err


def first_long(key: str, section: str = "airline") -> str:
    """blind17's first phrasing of three words or more under a key."""
    return next(str(e.value) for e in MODEL.entries if (e.section, e.key) == (section, key) and len(str(e.value).split()) >= 4)


def test_a_set_of_new_phrasings_in_blind17s_shape_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, capsys, fresh()) == (0, "OK\n", "")


def test_a_line_copied_from_an_existing_set_fails_naming_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = fresh()
    copied = first_long("book_flight")
    data["airline"]["book_flight"][2] = copied.upper() + "!!"  # case and punctuation do not hide it
    code, out, _ = run(tmp_path, capsys, data)
    assert code == 1
    assert out.splitlines() == [f"blind901.yaml: airline/book_flight #3: equal to {check_set.SEEN}: {copied.upper() + '!!'!r}",
                                "1 problem(s)"]


def test_a_phrasing_holding_an_existing_string_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = fresh()
    held = first_long("info")
    data["airline"]["info"][0] = f"zqx hello so {held}, zqx cheers"
    inside = " ".join(first_long("check_booking_status").split()[1:-1])  # its middle words, 3 or more
    data["pharmacy"]["info"][1] = inside
    code, out, _ = run(tmp_path, capsys, data)
    assert code == 1
    lines = out.splitlines()
    assert lines[0].startswith(f"blind901.yaml: airline/info #1: contains {check_set.SEEN} of 3+ words: ")
    assert lines[1] == f"blind901.yaml: pharmacy/info #2: is contained in {check_set.SEEN} of 3+ words: {inside!r}"
    assert lines[-1] == "2 problem(s)"
    assert held not in out.replace(f"zqx hello so {held}, zqx cheers", "")  # only the new file's lines are shown


def test_a_phrasing_holding_a_short_guideline_example_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two words the airline gives a guideline as an example, inside a caller's longer turn, judge the matcher on its
    own example (blind224 held one when written, though no string of three words matched); a one-word example
    ("operator") inside a turn is an ordinary word and passes."""
    example = next(e for e in check_set.held_examples() if len(e.split()) == 2)
    data = fresh()
    data["airline"]["not:negation"][0] = f"zqx no i was not asking about the {example} at all zqx"
    data["airline"]["transfer_to_human"][0] = "zqx an operator if you have one zqx"
    code, out, _ = run(tmp_path, capsys, data)
    assert code == 1
    assert out.splitlines() == [
        "blind901.yaml: airline/not:negation #1: holds an example the agents give a guideline: say that part in other "
        f"words: 'zqx no i was not asking about the {example} at all zqx'",
        "1 problem(s)"]


def test_a_wrong_count_fails_naming_the_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = fresh()
    want = len(data["pharmacy"]["not:question"])
    data["pharmacy"]["not:question"].pop()
    data["airline"]["agent"] = "voice_agent.examples.pharmacy:make_agent"
    code, out, _ = run(tmp_path, capsys, data)
    assert code == 1
    assert f"blind901.yaml: pharmacy/not:question: {want - 1} phrasing(s), blind17.yaml has {want}" in out
    assert "blind901.yaml: airline/agent: 'voice_agent.examples.pharmacy:make_agent', blind17.yaml has" in out
    assert out.splitlines()[-1] == "2 problem(s)"


def test_a_duplicate_and_a_phrasing_that_is_not_text_fail(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = fresh()
    data["pharmacy"]["info"][3] = data["pharmacy"]["info"][0].upper() + "?"
    data["airline"]["not:negation"][0] = False  # an unquoted `no`
    data["airline"]["not:small_talk"][0] = " ... "
    code, out, _ = run(tmp_path, capsys, data)
    assert code == 1
    assert "blind901.yaml: pharmacy/info #4: duplicate of pharmacy/info #1 in this file" in out
    assert "blind901.yaml: airline/not:negation #1: not text" in out
    assert "blind901.yaml: airline/not:small_talk #1: empty" in out
    assert out.splitlines()[-1] == "3 problem(s)"


def test_files_given_together_are_checked_against_each_other(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    one, two = fresh("a"), fresh("b")
    assert run(tmp_path, capsys, one, two) == (0, "OK\n", "")
    two["airline"]["info"][0] = one["pharmacy"]["info"][0]
    code, out, _ = run(tmp_path, capsys, one, two)
    assert code == 1
    assert "blind901.yaml: pharmacy/info #1: equal to" in out and "blind902.yaml: airline/info #1: equal to" in out


@pytest.mark.parametrize(("content", "says"), [
    ("airline: [unclosed\n  - : :\n", "not valid YAML at line 2"),
    ("- just\n- a list\n", "not a phrasing set"),
    ("airline:\n  book_flight:\n    - hello there\n", "section 'airline' has no `agent:` line"),
    ("airline:\n  agent: x:y\n  info: hello\n", "airline/info is not a list of phrasings"),
])
def test_a_file_that_is_no_set_gets_a_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, says: str,
) -> None:
    code, out, err = run(tmp_path, capsys, content)
    assert (code, out) == (2, "")
    assert err.startswith("error: ") and says in err and len(err.strip().splitlines()) == 1


def test_a_missing_file_gets_a_one_line_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert check_set.main([str(tmp_path / "nowhere.yaml")]) == 2
    assert "nowhere.yaml: no such file" in capsys.readouterr().err


def test_a_set_of_the_repository_is_checked_against_every_other(capsys: pytest.CaptureFixture[str]) -> None:
    assert check_set.main([str(check_set.SETS["blind151"])]) == 0
    assert capsys.readouterr().out == "OK\n"
