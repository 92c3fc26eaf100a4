"""The packages split by step (``extract/artifacts``, ``extract/datasets``,
``extract/number_reading``, ``load``): each module imports only modules before it (a cycle would
leave one half-initialised, depending on which is imported first), and a step can be
read knowing only what it imports."""

import ast
import importlib
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

PACKAGES = ["extractor.extract.artifacts", "extractor.extract.datasets", "extractor.extract.number_reading", "extractor.load"]


def _modules(package: str) -> dict[str, Path]:
    root = Path(importlib.import_module(package).__file__).parent
    return {p.stem: p for p in sorted(root.glob("*.py"))}


def _sibling_imports(package: str, path: Path, siblings) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(package + "."):
                out.add(node.module[len(package) + 1 :].split(".")[0])
            elif node.module == package:
                out.update(a.name for a in node.names if a.name in siblings)
        elif isinstance(node, ast.Import):
            out.update(a.name[len(package) + 1 :].split(".")[0] for a in node.names if a.name.startswith(package + "."))
    return out


@pytest.mark.parametrize("package", PACKAGES)
def test_the_steps_of_a_package_import_each_other_without_a_cycle(package):
    mods = _modules(package)
    graph = {name: _sibling_imports(package, path, mods) - {name} for name, path in mods.items()}
    assert all(dep in mods for deps in graph.values() for dep in deps), graph
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as e:  # pragma: no cover - the failure message is the point
        pytest.fail(f"{package}: import cycle {e.args[1]}")
    # only the package's __init__ (the entry point) imports the steps it runs; no step
    # imports it back
    assert order[-1] == "__init__" and not any("__init__" in deps for deps in graph.values()), graph
