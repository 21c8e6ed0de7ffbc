"""The layers of ARCHITECTURE.md, held by the imports: every arrow points
down (hooks -> sitebuild -> page/worker -> board -> engine), only the page
and the worker touch the browser, and the play board's page side stays a
thin layer that carries the session out."""

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
BROWSER = {"browser", "javascript"}
# What each package's modules may import from the project and the browser.
MAY_IMPORT = {
    "board": {"engine", "board"},
    "page": {"engine", "board", "page"} | BROWSER,
    "worker": {"engine", "board", "worker"} | BROWSER,
    "sitebuild": {"engine", "board", "sitebuild"},
    "hooks": {"engine", "board", "sitebuild"},
}
PROJECT = {"engine", "board", "page", "worker", "sitebuild", "hooks"} | BROWSER


def imported(path, root=ROOT):
    """The top-level names of the modules ``path`` imports (relative ones as
    its own package)."""
    package = path.relative_to(root).parts[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name.split(".")[0], node.lineno
        elif isinstance(node, ast.ImportFrom):
            yield (package if node.level else node.module.split(".")[0]), node.lineno


@pytest.mark.parametrize("package", sorted(MAY_IMPORT))
def test_every_import_points_down(package):
    wrong = ["%s:%d imports %s" % (path.relative_to(ROOT), line, name)
             for path in sorted((ROOT / package).rglob("*.py"))
             for name, line in imported(path)
             if name in PROJECT and name not in MAY_IMPORT[package]]
    assert wrong == []


def test_the_check_sees_an_arrow_pointing_up(tmp_path):
    bad = tmp_path / "board" / "x.py"
    bad.parent.mkdir()
    bad.write_text("from page import boot\nfrom . import view\nimport browser\n")
    assert list(imported(bad, tmp_path)) == [("page", 1), ("board", 2), ("browser", 3)]


def test_the_play_boards_page_layer_stays_thin():
    """It turns DOM events into the session's events and carries out effects."""
    lines = (ROOT / "page" / "play_board.py").read_text(encoding="utf-8").count("\n")
    assert lines <= 250, lines
