"""Russian pages set as a Russian editor sets them (sitebuild/typography.py):
the whole page once it is written, so the boards' texts, the lesson list
(hooks/boards.py) and the frame too."""

import pathlib
import sys

from mkdocs.plugins import event_priority

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:          # MkDocs loads hooks as files, not as a package
    sys.path.insert(0, str(ROOT))

from sitebuild.typography import russian_html  # noqa: E402


@event_priority(-50)
def on_post_page(output, page, config):
    if page.file.src_uri.startswith("ru/"):
        return russian_html(output)
    return output
