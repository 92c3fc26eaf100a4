# Two commands on a fresh machine:  `make demo`  and  `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

# What `make dashboards` ingests: the bundled examples, so it works from a fresh clone.
DATA   ?= examples

.PHONY: demo test install install-test dashboards bench catalog-tokens wheel clean

# The runtime only (what `make demo` and a job host need); the test extras come on top.
$(BIN)/extractor: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e .
	touch $(BIN)/extractor

$(VENV)/.test-extras: $(BIN)/extractor
	$(BIN)/pip install -q -e '.[test]'
	touch $(VENV)/.test-extras

# Datasette, to browse what `make dashboards` wrote.
$(VENV)/.browse-extras: $(BIN)/extractor
	$(BIN)/pip install -q -e '.[browse]'
	touch $(VENV)/.browse-extras

install: $(BIN)/extractor

install-test: $(VENV)/.test-extras

# The main job: ingest the bundled examples into a local SQLite file and print a summary.
demo: install
	$(BIN)/extractor ingest examples --db sqlite:///papers.db
	$(BIN)/extractor stats --db sqlite:///papers.db

# The tests, SQLite and PostgreSQL (a throwaway cluster the tests start themselves).
test: install-test
	scripts/ensure-postgres.sh
	scripts/ensure-chromium.sh
	$(BIN)/python -m pytest $(PYTEST_ARGS)

# Dashboards: ingest DATA into ./papers.db, write report.html and Datasette's metadata.json
# and datasette.yaml; then `.venv/bin/datasette papers.db --metadata metadata.json` to browse
# (Datasette 1.0: add `-c datasette.yaml`).
dashboards: install $(VENV)/.browse-extras
	$(BIN)/extractor ingest $(DATA) --db sqlite:///papers.db
	$(BIN)/extractor report --db sqlite:///papers.db --out report.html
	$(BIN)/extractor browse-metadata --db sqlite:///papers.db --out metadata.json

# The wheel a job host installs (migrations, views and example queries inside it).
wheel: install
	$(BIN)/pip wheel --no-deps -q -w dist .

# Throughput of every stage at 10k/100k/1M papers on SQLite and PostgreSQL, --workers 1
# and 2, printed with the figures against the targets (docs/performance.md); about an hour.
bench: install-test
	$(BIN)/python bench/ingest.py --sizes 10k,100k,1m --dbs sqlite,postgresql --workers 1,2

# After editing extractor/data/datasets.csv or upgrading spaCy: the catalog chunks' tokens
# that pattern building reads instead of running the tokenizer (a test fails while stale).
catalog-tokens: install
	$(BIN)/python -c "from extractor.components.dataset_matcher import write_shipped_tokens as w; print(w())"

clean:
	rm -rf $(VENV) dist papers.db papers.db-wal papers.db-shm papers.db.lock report.html metadata.json datasette.yaml
