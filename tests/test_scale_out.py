"""The documented scale-out example (a process pool as the map step) stores what ingest stores."""

import subprocess
import sys

from extractor.db.engine import open_engine
from extractor.pipeline import ingest
from tests.conftest import EXAMPLES, ROOT
from tests.test_workers import content


def test_pool_map_step_matches_ingest(tmp_path):
    direct, pooled = (f"sqlite:///{tmp_path / n}.db" for n in ("direct", "pooled"))
    engine = open_engine(direct)
    ingest(engine, [str(EXAMPLES)])
    engine.dispose()
    res = subprocess.run([sys.executable, str(ROOT / "scripts" / "scale_out.py"), str(EXAMPLES), "--db", pooled],
                         capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    assert content(direct) == content(pooled)
