"""The package as it is deployed: a wheel installed into a new virtualenv, run from a temp
folder; ``python -m extractor``; an import that costs nothing; Make targets that work on a
fresh clone.  (CI also installs the wheel with its dependencies: scripts/wheel-check.sh.)"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES, ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    res = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        capture_output=True, text=True, timeout=600,
    )
    assert res.returncode == 0, res.stderr[-3000:]
    (built,) = out.glob("extractor-*.whl")
    return built


def test_the_wheel_holds_every_module_the_migrations_views_and_queries(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {f"extractor/{p.relative_to(ROOT / 'extractor').as_posix()}"
                for p in (ROOT / "extractor").rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    expected |= {f"extractor/migrations/{p.relative_to(ROOT / 'migrations').as_posix()}"
                 for p in (ROOT / "migrations").rglob("*") if p.suffix in (".py", ".mako")
                 and "__pycache__" not in p.parts}
    expected |= {f"extractor/sql/{p.relative_to(ROOT / 'sql').as_posix()}"
                 for p in (ROOT / "sql").rglob("*") if p.suffix in (".sql", ".py")}
    assert "extractor/migrations/versions/0001_ingestion.py" in expected  # the sets are not empty
    assert "extractor/sql/queries/top_speedups.sql" in expected
    assert sorted(expected - names) == []


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A new virtualenv with only the wheel installed in it.

    Its dependencies (SQLAlchemy, spaCy, ...) are those of the test environment, reached
    through a ``.pth`` line, so the test needs no network; a ``.pth`` line adds a folder
    to ``sys.path`` without running the ``.pth`` files in it, so the checkout's editable
    install is not reachable: extractor, its migrations and SQL come from the wheel only.
    CI installs the wheel with its dependencies from the registry (scripts/wheel-check.sh).
    """
    venv = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    purelib = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                  capture_output=True, text=True, check=True).stdout.strip())
    deps = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (purelib / "zz_test_dependencies.pth").write_text("\n".join(sorted(deps)) + "\n")
    res = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index", "-q", str(wheel)],
        capture_output=True, text=True, timeout=600,
    )
    assert res.returncode == 0, res.stderr[-3000:]
    return venv


def run(venv: Path, *args, cwd: Path):
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "EXTRACTOR_DB")}
    return subprocess.run([str(venv / "bin" / args[0]), *args[1:]], capture_output=True, text=True, cwd=cwd,
                          env=env, timeout=600)


def test_the_installed_wheel_runs_ingest_stats_report_and_browse_from_a_temp_folder(installed, tmp_path):
    shutil.copytree(EXAMPLES, tmp_path / "inbox")
    where = run(installed, "python", "-c", "import extractor, extractor.resources as r; "
                "print(extractor.__file__); print(r.migrations_dir()); print(r.queries_dir())", cwd=tmp_path)
    assert where.returncode == 0, where.stderr
    assert all(line.startswith(str(installed)) for line in where.stdout.split()), where.stdout

    res = run(installed, "extractor", "ingest", "inbox", "--db", "sqlite:///papers.db", "--json", cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    assert '"papers_new": 11' in res.stdout
    res = run(installed, "extractor", "stats", "--db", "sqlite:///papers.db", cwd=tmp_path)
    assert res.returncode == 0 and "sightings" in res.stdout, res.stderr
    res = run(installed, "extractor", "report", "--db", "sqlite:///papers.db", "--out", "report.html", cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    assert (tmp_path / "report.html").stat().st_size > 100_000  # plotly.js inlined
    res = run(installed, "extractor", "browse-metadata", "--db", "sqlite:///papers.db", cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    queries = len(list((ROOT / "sql" / "queries").glob("*.sql")))
    assert f"{queries} canned queries" in res.stdout
    res = run(installed, "python", "-m", "extractor", "--version", cwd=tmp_path)
    # the release plus the rules fingerprint, the same as the checkout's: every rule and
    # data file the fingerprint covers is in the wheel, unchanged
    from extractor.version import extractor_version

    assert res.returncode == 0 and res.stdout.strip() == f"extractor {extractor_version()}"
    assert res.stdout.strip().startswith("extractor 0.1.0+")


def test_python_dash_m_extractor_is_the_command_line(tmp_path):
    res = subprocess.run([sys.executable, "-m", "extractor", "stats", "--db", f"sqlite:///{tmp_path / 'none.db'}"],
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 3 and "no database at" in res.stderr


def test_importing_extractor_loads_nothing_heavy():
    """The command line forks its workers before SQLAlchemy or spaCy are imported; a
    facade that imported them eagerly would undo that."""
    code = ("import sys, extractor; heavy = sorted({m.split('.')[0] for m in sys.modules} & "
            "{'sqlalchemy', 'spacy', 'numpy', 'alembic', 'tqdm', 'regex', 'ijson'}); print(heavy)")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert res.stdout.strip() == "[]", res.stdout


def test_make_dashboards_works_on_a_fresh_clone(tmp_path):
    """The target's default inputs are in the repository (it once pointed outside it)."""
    clone = tmp_path / "clone"
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for name in files:
        if (ROOT / name).is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, clone / name)
    venv = Path(sys.prefix)
    # this environment stands for the one `make` would create (-o: do not rebuild it)
    res = subprocess.run(
        ["make", "-o", f"{venv}/bin/extractor", "-o", f"{venv}/.browse-extras", "dashboards", f"VENV={venv}"],
        cwd=clone, capture_output=True, text=True, timeout=900,
        env={k: v for k, v in os.environ.items() if k != "EXTRACTOR_DB"},
    )
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    assert (clone / "papers.db").exists() and (clone / "report.html").exists() and (clone / "metadata.json").exists()
    assert "11 new" in res.stdout
