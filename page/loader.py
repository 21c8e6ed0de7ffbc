"""The page's bundles seen from Python (page layer): the start-up
protocol itself is ``page/loader.js``, inlined in every page with a board.

A feature's bundle (the demo and lesson boards, the computer) holds modules
the start does not import; ``need`` loads it, if it has not run yet, and
hands over its entry module (named by the bundle table,
``sitebuild/bundles.py``), imported once its code is there.
"""

from browser import window


def need(feature, then):
    """Call ``then(module)`` with ``feature``'s entry module once its bundle
    has run (at once if it has)."""
    window.__uttt.need(feature, lambda entry: then(__import__(str(entry), None, None, ["*"])))


def soon(step):
    """Run ``step()`` in a task of its own, after the tasks already waiting."""
    window.__uttt.soon(step)


def in_steps(steps, then=None):
    """Run the generator ``steps`` a step per task (``__uttt.soon``), then
    call ``then()``: between two steps the page draws and takes input, so a
    long start never holds a phone's main thread."""
    def step():
        try:
            next(steps)
        except StopIteration:
            if then is not None:
                then()
            return
        soon(step)
    soon(step)


def ready():
    """The boards in view are live: the scripts they did not need may load."""
    window.__uttt.ready()


def early_taps(root):
    """The taps made on the board at ``root`` before it was live: (cell
    name, time stamp) in the order made."""
    return [(str(tap.cell), tap.stamp) for tap in window.__uttt.taps(root)]


def worker_url():
    """The computer's worker script, as the manifest names it."""
    return str(window.URL.new(window.__uttt.worker, window.location.href).href)
