"""Each page's text set once it is written (so the boards' texts, the lesson
list of hooks/boards.py and the frame too): the marks it names drawn as the
boards draw them (sitebuild/marks.py); hyphenated words kept whole, and
Russian pages as a Russian editor sets them (sitebuild/typography.py)."""

import pathlib
import sys

from mkdocs.plugins import event_priority

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:          # MkDocs loads hooks as files, not as a package
    sys.path.insert(0, str(ROOT))

from sitebuild.marks import drawn_marks  # noqa: E402
from sitebuild.typography import russian_html, unbroken_html  # noqa: E402


@event_priority(-50)
def on_post_page(output, page, config):
    output = unbroken_html(drawn_marks(output))
    if page.file.src_uri.startswith("ru/"):
        return russian_html(output)
    return output
