# Two commands on a fresh machine:  `make demo`  and  `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: demo test install clean

$(BIN)/extractor: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	touch $(BIN)/extractor

install: $(BIN)/extractor

# The main job: ingest the bundled examples into a local SQLite file and print a summary.
demo: install
	$(BIN)/extractor ingest examples --db sqlite:///papers.db
	$(BIN)/extractor stats --db sqlite:///papers.db

# The tests, SQLite and PostgreSQL (a throwaway cluster the tests start themselves).
test: install
	scripts/ensure-postgres.sh
	$(BIN)/python -m pytest $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) papers.db papers.db-wal papers.db-shm papers.db.lock
