"""Which modules go into which bundle: the one table.

The page starts with ``uttt.js`` (what making a play board live runs) and
its language's texts; the demo and lesson boards' bundle comes on the pages
that have them; the computer's comes when a board first needs it, or once
the boards in view are live. The Web Worker loads ``uttt-ai.js``.

``sitebuild.bundle.check_table`` holds this table against the imports: a
bundle's modules must be exactly those its entry imports, directly or not,
that the bundles loaded before it do not carry (the start bundle's entry
imports no module of a feature, and no module is forgotten or carried
twice). A feature's entry module is what ``page.loader.need`` hands over.
"""

from board.texts import LANGUAGES


class Bundle:
    """A bundle: its file, the feature it serves (None: part of the start),
    its entry module and the modules it carries."""

    def __init__(self, name, feature, entry, modules):
        self.name = name
        self.feature = feature
        self.entry = entry
        self.modules = modules


START = Bundle("uttt.js", None, "page.boot", (
    "engine", "engine.errors", "engine.game", "engine.levels", "engine.notation",
    "engine.outcome", "engine.tables",
    "board", "board.links", "board.saved",
    "board.settings", "board.steps", "board.texts", "board.view",
    "board.play", "board.play.analysis", "board.play.messages", "board.play.moment", "board.play.record",
    "board.play.round", "board.play.session", "board.play.view",
    "page", "page.alert", "page.boot", "page.dom", "page.input", "page.loader", "page.local_store",
    "page.play_board",
))

TEACH = Bundle("uttt-teach.js", "teach", "page.teach_boards", (
    "engine.houserules", "engine.puzzles", "engine.solve", "board.demo", "board.lesson",
    "board.progress", "board.puzzle", "board.variants",
    "page.teach_boards",
))

PUZZLES = Bundle("uttt-puzzles.js", "puzzles", "page.puzzle_board", (
    "engine.puzzles", "engine.solve", "board.glicko", "board.puzzle", "board.puzzle_progress",
    "board.puzzle_trainer", "board.puzzle_words", "page.puzzle_board",
))

COMPUTER = Bundle("uttt-computer.js", "computer", "page.computer", (
    "engine.explain", "engine.verdict", "board.analysis_view", "board.analysis_words",
    "board.kept_analyses", "board.protocol",
    "page.computer", "page.thinker",
))

WORDS = {lang: Bundle("uttt-words-%s.js" % lang, None, "board.words." + lang,
                      ("board.words", "board.words." + lang)) for lang in LANGUAGES}

# Every bundle of the page, the start first (the others may use what it carries).
PAGE = (START, TEACH, PUZZLES, COMPUTER) + tuple(WORDS[lang] for lang in LANGUAGES)

WORKER = Bundle("uttt-ai.js", None, "worker.main", (
    "engine", "engine.ai", "engine.analysis", "engine.errors", "engine.evaldata",
    "engine.evaluators", "engine.fastrules", "engine.game", "engine.levels", "engine.neteval",
    "engine.notation", "engine.outcome", "engine.playout", "engine.rng", "engine.tables",
    "engine.verdict",
    "board", "board.protocol", "worker", "worker.main",
))
