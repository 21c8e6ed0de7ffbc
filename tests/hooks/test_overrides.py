"""Theme overrides that copy Material's own templates must not drift from them."""

import pathlib
import re

import material

ROOT = pathlib.Path(__file__).resolve().parents[2]
MATERIAL = pathlib.Path(material.__file__).parent / "templates"
LEADING_COMMENT = re.compile(r"\A\{#-.*?-#\}\n", re.DOTALL)


def without_leading_comment(path):
    return LEADING_COMMENT.sub("", path.read_text(encoding="utf-8"), count=1).strip()


def test_the_search_partial_is_materials_with_a_name_for_its_dialog():
    """overrides/partials/search.html is a copy (Material has no block there);
    after a Material upgrade, copy the new partial and add the name again."""
    theirs = without_leading_comment(MATERIAL / "partials" / "search.html")
    ours = without_leading_comment(ROOT / "overrides" / "partials" / "search.html")
    named = theirs.replace('role="dialog">', 'role="dialog" aria-label="{{ lang.t(\'search\') }}">', 1)
    assert named != theirs
    assert ours == named
