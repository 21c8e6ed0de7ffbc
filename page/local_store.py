"""A value kept in localStorage (browser layer), or only in memory when the
browser refuses storage."""

from browser import window


class Store:
    """One saved value (a play board's game, the lessons solved) in
    localStorage, or only in memory when the browser refuses storage
    (privacy modes throw on any access, a full quota on writing): then
    ``working`` turns False and the page goes on without it."""

    def __init__(self, key):
        self.key = key
        self.working = True

    def read(self):
        try:
            value = window.localStorage.getItem(self.key)
        except Exception:
            self.working = False
            return None
        return value if isinstance(value, str) else None    # JavaScript's null: nothing saved

    def write(self, value):
        """Keep ``value``; None: keep nothing (the key is removed)."""
        if value is None:
            self.remove()
            return
        try:
            window.localStorage.setItem(self.key, value)
        except Exception:
            self.working = False

    def remove(self):
        try:
            window.localStorage.removeItem(self.key)
        except Exception:
            self.working = False
