"""The Puzzles page's board as pure state: the puzzle set, the player's
progress, the puzzle on the board, the theme chosen, a notice; what each
event changes, and the view of every part (``trainer_view``). The page
(``page/puzzle_board.py``) only carries events in and applies the view,
saves ``saved_text()`` and sets ``link()`` as the address's fragment.
"""

from engine import cell_name

from board.puzzle import REPLYING, SHOWN, SOLVED, SOLVING, WRONG, PuzzleRun, choose_next, daily_puzzle, \
    find_puzzle, line_text
from board.puzzle_progress import PuzzleProgress, dump_puzzle_progress, load_puzzle_progress, \
    valid_puzzle_id
from board import puzzle_words
from board.saved import StorageError
from board.texts import add_texts, text
from board.view import player_text

add_texts(puzzle_words.TEXTS)

HISTORY_SHOWN = 10


# What the page's markup holds of the puzzle board's parts as a new
# player's first view shows them (sitebuild/html.py draws them so).
DRAWN = ("hidden", "text", "mod")


def first_visit(puzzles, themes):
    """The trainer as a new player's first visit opens it (nothing saved,
    no link): the view the build draws, and the page keeps as drawn."""
    trainer = Trainer(puzzles, themes, 0)
    trainer.open(None, "")
    return trainer


def parse_fragment(fragment):
    """("puzzle", id), ("theme", code), ("daily", None) or (None, None) for
    no fragment; ("bad", fragment) for one this page cannot read."""
    fragment = fragment[1:] if fragment.startswith("#") else fragment
    if not fragment:
        return None, None
    if fragment == "daily":
        return "daily", None
    key, sep, value = fragment.partition("=")
    if sep and key in ("puzzle", "theme") and value:
        return key, value
    return "bad", fragment


class Trainer:
    """The puzzle board's state. ``puzzles``: the set's Entries
    (``puzzle.catalogue``); ``day``: days since 1970 (UTC), for the daily
    puzzle."""

    def __init__(self, puzzles, themes, day):
        self.puzzles = puzzles
        self.themes = themes            # the theme codes, in the order the page lists them
        self.day = day
        self.progress = PuzzleProgress()
        self.run = None
        self.theme = None
        self.daily = False              # the puzzle on the board is the day's
        self.notice = None              # (text key, fields) shown until the next puzzle
        self.change = None              # the rating's change from the last rated try
        self.counted = False            # the puzzle on the board has been rated

    # -- opening ---------------------------------------------------------------

    def open(self, saved, fragment):
        """Start: the saved progress (None: nothing saved), read strictly; a
        damaged value is dropped with a notice. Then the puzzle the address
        names, or the next one. Returns whether the saved value must be
        written again (it was dropped)."""
        dropped = False
        if saved is not None:
            try:
                self.progress = load_puzzle_progress(saved)
            except StorageError:
                dropped = True
        self.follow(fragment)
        if dropped:
            self.notice = ("puzzle_storage_dropped", {})
        return dropped

    def follow(self, fragment):
        """Open what a fragment names (a link, or the page's own theme list)."""
        kind, value = parse_fragment(fragment)
        self.notice = None
        if kind == "puzzle":
            found = find_puzzle(self.puzzles, value) if valid_puzzle_id(value) else None
            if found is not None:
                self.start(found)
                return
            self.notice = ("puzzle_not_found", {"id": value[:12]})
        elif kind == "theme":
            if value in self.themes:
                self.theme = value
            else:
                self.notice = ("puzzle_theme_not_found", {"theme": value[:24]})
        elif kind == "daily":
            self.start(daily_puzzle(self.puzzles, self.day), daily=True)
            return
        elif kind == "bad":
            self.notice = ("puzzle_link_bad", {})
        notice = self.notice
        self.next()
        self.notice = notice

    def start(self, entry, daily=False):
        self.run = PuzzleRun(entry.puzzle())
        self.daily = daily
        self.counted = self.progress.result(entry.id) is not None
        self.change = None
        self.notice = None

    # -- events ----------------------------------------------------------------

    def next(self):
        current = self.run.puzzle.id if self.run is not None else None
        self.start(choose_next(self.puzzles, self.progress, self.theme, current))

    def choose_theme(self, theme):
        self.theme = theme if theme in self.themes else None
        self.next()

    def tap(self, move):
        """A tap on the board: judged; a right last move or a wrong try
        rates the puzzle's first try. Returns True, False or None as
        ``PuzzleRun.try_move``."""
        verdict = self.run.try_move(move)
        if self.run.state in (SOLVED, WRONG):
            self.rate(self.run.state == SOLVED and not self.run.failed)
        return verdict

    def reply(self):
        return self.run.reply()

    def act(self, action):
        """A button: retry, show, next, daily."""
        if action == "retry":
            if self.run.state == WRONG:
                self.run.retry()
            else:
                self.run.restart()
        elif action == "show":
            self.run.show()
            self.rate(False)
        elif action == "next":
            self.next()
        elif action == "daily":
            self.start(daily_puzzle(self.puzzles, self.day), daily=True)

    def rate(self, solved):
        if self.counted:
            return
        self.counted = True
        puzzle = self.run.puzzle
        self.change = self.progress.record(puzzle.id, puzzle.rating, solved)

    # -- what the page keeps ---------------------------------------------------

    def saved_text(self):
        return dump_puzzle_progress(self.progress)

    def link(self):
        return "#puzzle=" + self.run.puzzle.id


def feedback(trainer, lang):
    """(text, modifier) of the line under the board: what the last tap did."""
    run = trainer.run
    defender = player_text(lang, 3 - run.solver, None)
    if run.state == WRONG:
        move, reply = run.tried
        fields = {"cell": cell_name(move), "mark": defender}
        if reply is None:
            return text(lang, "puzzle_wrong_last", **fields), "is-wrong"
        fields["reply"] = cell_name(reply)
        key = "puzzle_wrong_save" if run.puzzle.kind == "save" else "puzzle_wrong_win"
        return text(lang, key, **fields), "is-wrong"
    if run.state == SOLVED:
        if run.puzzle.kind == "save":
            said = text(lang, "puzzle_saved", cell=cell_name(run.game.moves[-1]), mark=defender)
        else:
            said = text(lang, "puzzle_solved")
        if run.failed or trainer.change is None:
            said += " " + text(lang, "puzzle_unrated")
        return said, "is-right"
    if run.state == SHOWN:
        return text(lang, "puzzle_shown", line=line_text(run.start, run.puzzle.line, lang)), \
            "is-shown"
    if run.state == REPLYING:
        return text(lang, "puzzle_right", mark=defender), "is-right"
    if run.last_reply is not None:
        return text(lang, "puzzle_defended", mark=defender, reply=cell_name(run.last_reply),
                    n=run.left), ""
    return "", ""


def task_text(run, lang):
    solver = player_text(lang, run.solver, None)
    if run.puzzle.kind == "save":
        return text(lang, "puzzle_task_save", mark=solver)
    return text(lang, "puzzle_task_win", mark=solver, n=run.puzzle.n)


def theme_names(lang, themes):
    return ", ".join(text(lang, "theme_" + code.replace("-", "_")) for code in themes)


def trainer_view(trainer, lang):
    """{part: {property: value}} of every part of the puzzle board."""
    run = trainer.run
    progress = trainer.progress
    said, mod = feedback(trainer, lang)
    rating = text(lang, "puzzle_rating", rating=progress.shown_rating()) + (
        "?" if progress.provisional() else "")
    if trainer.change is not None:
        rating += " (%+d)" % int(trainer.change + (0.5 if trainer.change >= 0 else -0.5))
    about = text(lang, "daily_puzzle") + " · " if trainer.daily else ""
    # The themes name the idea: said once the puzzle is over, as lichess does.
    about += text(lang, "puzzle_about" if run.finished() else "puzzle_about_now",
                  id=run.puzzle.id, rating=run.puzzle.rating,
                  themes=theme_names(lang, run.puzzle.themes))
    notice = trainer.notice
    return {
        "puzzle-task": {"text": task_text(run, lang), "mod": "is-" + ("x" if run.solver == 1 else "o")},
        "puzzle-feedback": {"text": said, "mod": mod, "hidden": not said},
        "puzzle-controls": {"hidden": False},
        "puzzle-player": {"hidden": False},
        "puzzle-choose": {"hidden": False},
        "puzzle-retry": {"disabled": run.state == SOLVING and not run.game.moves},
        "puzzle-show": {"disabled": run.finished()},
        "puzzle-next": {"mod": "is-next" if run.finished() else ""},
        "puzzle-about": {"text": about, "hidden": False},
        "puzzle-rating": {"text": rating},
        "puzzle-streak": {"text": text(lang, "puzzle_streak", n=progress.streak,
                                       best=progress.best)},
        "puzzle-history": {"hidden": not progress.played},
        "puzzle-theme": {"value": trainer.theme or ""},
        "puzzle-notice": {"text": text(lang, notice[0], **notice[1]) if notice else "",
                          "hidden": notice is None},
    }


def history(trainer):
    """The last puzzles played, newest first: [(id, solved at the first try)]."""
    return trainer.progress.played[-HISTORY_SHOWN:][::-1]


def status(trainer, lang):
    """The line over the board when the position there is not a question
    to the player: a wrong try shown, or the puzzle over with the game
    going on; None: the board's own (whose move and where, or who won)."""
    run = trainer.run
    if run.state == WRONG:
        return text(lang, "puzzle_status_wrong" if run.tried[1] is not None else
                    "puzzle_status_miss")
    if run.finished() and run.game.outcome is None:
        return text(lang, "puzzle_status_done")
    return None


def refusal_hint(trainer, lang):
    """Why the board takes no tap now (the defence is coming, or the
    puzzle is over), or None."""
    state = trainer.run.state
    if state == WRONG:
        return text(lang, "puzzle_after_wrong")
    if state in (SOLVED, SHOWN):
        return text(lang, "puzzle_over")
    return None
