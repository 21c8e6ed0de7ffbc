"""The board's texts, one module per language (``board.texts`` reads them).

Apart so that a page in the browser loads only its own language's texts: each
language module is a bundle of its own (see sitebuild/bundles.py)."""
