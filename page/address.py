"""The page's address as the boards read it (page layer): its fragment,
which names a shared game (``#game=``) or a puzzle (``#puzzle=``)."""

from browser import window


def fragment():
    """The page's fragment, decoded ("" when there is none)."""
    raw = str(window.location.hash)
    try:
        return str(window.decodeURIComponent(raw))
    except Exception:                       # a malformed %-escape: read it as it is
        return raw
