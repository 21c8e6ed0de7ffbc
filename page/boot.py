"""Starts the page's boards (page layer; run by uttt-boot.js once the page
is parsed and its start bundles have run).

The boards in view or near it are made live at once, the others when they
come that near: a page with many boards starts as fast as one with one.
Each board starts in steps, each a task of its own (``loader.in_steps``).
"""

from browser import document, window

from engine.tables import CELL_INDEX

from page import loader

NEAR_PX = 400       # a board this close to the viewport starts now; the others when they come this near


def take_over(root, then=None):
    """Make the board at ``root`` live, in steps (``loader.in_steps``), play
    the taps the page kept for it while it was starting (``page/loader.js``),
    then call ``then()``."""
    if root.classList.contains("is-live"):
        return
    mode = root.attrs["data-mode"]
    if mode == "play":
        loader.need("play", lambda play: loader.in_steps(opening(play.PlayBoard, root), then))
    elif mode == "puzzle":
        loader.need("puzzles", lambda puzzles: loader.in_steps(
            opening(puzzles.PuzzleBoard, root), then))
    else:
        loader.need("teach", lambda teach: loader.in_steps(opening(teach.teaching_board, root), then))


def opening(make, root):
    board = make(root)
    yield
    yield from board.opening()
    for cell, stamp in loader.early_taps(root):
        board.tap(CELL_INDEX[cell], stamp)


def on_near(entries, observer):
    for entry in entries:
        if entry.isIntersecting:
            observer.unobserve(entry.target)
            take_over(entry.target)


def start():
    height = window.innerHeight
    near, later = [], []
    for root in document.select(".uttt"):
        box = root.getBoundingClientRect()
        (near if box.bottom > -NEAR_PX and box.top < height + NEAR_PX else later).append(root)
    starting = [len(near)]

    def one_live():
        starting[0] -= 1
        if starting[0] <= 0:
            # For tools/bench_browser.py: when the boards in view started taking input.
            window.performance.mark("uttt-ready")
            loader.ready()
    for root in near:
        take_over(root, one_live)
    if not near:
        one_live()
    if document.select_one(".uttt-lesson, .uttt-lessons") is not None:
        loader.need("teach", lambda teach: loader.soon(lambda: teach.show_progress(document)))
    if later:
        observer = window.IntersectionObserver.new(on_near, {"rootMargin": "%dpx 0px" % NEAR_PX})
        for root in later:
            observer.observe(root)
