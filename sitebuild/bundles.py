"""Which modules go into which bundle: the one table.

The page starts with ``uttt.js`` (what every board needs: the rules, the
board's view and texts, the page's input and start-up) and its language's
texts; the play board's bundle, the demo and lesson boards' and the
puzzles' come at start on the pages that have them (a page without a play
board neither downloads nor imports the play session); the computer's
comes when a board first needs it, or once the boards in view are live.
The Web Worker loads ``uttt-ai.js``.

``sitebuild.bundle.check_table`` holds this table against the imports: a
bundle's modules must be exactly those its entry imports, directly or not,
that the bundles loaded before it do not carry (the start bundle's entry
imports no module of a feature, and no module is forgotten or carried
twice). A feature's entry module is what ``page.loader.need`` hands over.
"""

from board.texts import LANGUAGES


class Bundle:
    """A bundle: its file, the feature it serves (None: part of the start),
    its entry module and the modules it carries; ``after``: the features
    whose bundles have always run before it where it runs (their modules it
    does not carry)."""

    def __init__(self, name, feature, entry, modules, after=()):
        self.name = name
        self.feature = feature
        self.entry = entry
        self.modules = modules
        self.after = after


START = Bundle("uttt.js", None, "page.boot", (
    "engine", "engine.errors", "engine.game", "engine.levels", "engine.notation", "engine.outcome",
    "engine.tables",
    "board", "board.saved", "board.settings", "board.texts", "board.view",
    "page", "page.boot", "page.dom", "page.input", "page.loader", "page.local_store",
))

PLAY = Bundle("uttt-play.js", "play", "page.play_board", (
    "board.links", "board.steps",
    "board.play", "board.play.analysis", "board.play.messages", "board.play.moment", "board.play.record",
    "board.play.round", "board.play.session", "board.play.view",
    "page.address", "page.alert", "page.play_board",
))

TEACH = Bundle("uttt-teach.js", "teach", "page.teach_boards", (
    "engine.houserules", "engine.puzzles", "engine.solve", "board.demo", "board.lesson",
    "board.progress", "board.puzzle", "board.steps", "board.teach_words", "board.variants",
    "page.teach_boards",
))

PUZZLES = Bundle("uttt-puzzles.js", "puzzles", "page.puzzle_board", (
    "engine.puzzles", "engine.solve", "board.glicko", "board.puzzle", "board.puzzle_progress",
    "board.puzzle_trainer", "board.puzzle_words", "page.address", "page.puzzle_board",
))

COMPUTER = Bundle("uttt-computer.js", "computer", "page.computer", (
    "engine.explain", "engine.verdict", "board.analysis_view", "board.analysis_words",
    "board.kept_analyses", "board.protocol",
    "page.computer", "page.thinker",
), after=("play",))

WORDS = {lang: Bundle("uttt-words-%s.js" % lang, None, "board.words." + lang,
                      ("board.words", "board.words." + lang)) for lang in LANGUAGES}

# The feature bundles a page starts with where it has their boards (the boot
# imports their modules one per task, as the start bundle's).
AT_START = (PLAY, TEACH, PUZZLES)

# Every bundle of the page, the start first (the others may use what it carries).
PAGE = (START, PLAY, TEACH, PUZZLES, COMPUTER) + tuple(WORDS[lang] for lang in LANGUAGES)

WORKER = Bundle("uttt-ai.js", None, "worker.main", (
    "engine", "engine.ai", "engine.analysis", "engine.errors", "engine.evaldata",
    "engine.evaluators", "engine.fastrules", "engine.game", "engine.levels", "engine.neteval",
    "engine.notation", "engine.outcome", "engine.playout", "engine.rng", "engine.tables",
    "engine.verdict",
    "board", "board.protocol", "worker", "worker.main",
))
