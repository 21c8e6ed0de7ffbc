"""The engine must run unchanged under Brython: no imports from outside itself."""

import ast
import pathlib

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "engine"
# The command line runs only in CPython and may use the standard library.
CPYTHON_ONLY = {"cli.py", "__main__.py", "match.py"}


def _imports(path):
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, 0
        elif isinstance(node, ast.ImportFrom):
            yield node.module or "", node.level


def test_browser_modules_import_only_the_package():
    modules = sorted(p for p in ENGINE.glob("*.py") if p.name not in CPYTHON_ONLY)
    assert len(modules) >= 8
    outside = [(p.name, name) for p in modules for name, level in _imports(p) if level == 0]
    assert outside == []


def test_scan_would_catch_an_absolute_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import random\nfrom .tables import X\n")
    assert [(n, lvl) for n, lvl in _imports(bad)] == [("random", 0), ("tables", 1)]
