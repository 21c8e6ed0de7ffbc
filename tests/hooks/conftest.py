"""The hooks are loaded by MkDocs from hooks/, not as a package: put that
folder on the path so the tests import them the same way."""

import pathlib
import sys

HOOKS = pathlib.Path(__file__).resolve().parents[2] / "hooks"
if str(HOOKS) not in sys.path:
    sys.path.insert(0, str(HOOKS))
