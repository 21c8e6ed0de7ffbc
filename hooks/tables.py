"""Every table of the text labelled for a phone (sitebuild/tables.py); a
table it cannot label fails the build, naming the page."""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:          # MkDocs loads hooks as files, not as a package
    sys.path.insert(0, str(ROOT))

from sitebuild.tables import TableError, labelled  # noqa: E402


def on_page_content(html, page, config, files):
    try:
        return labelled(html)
    except TableError as error:
        raise TableError("%s: %s" % (page.file.src_uri, error)) from None
