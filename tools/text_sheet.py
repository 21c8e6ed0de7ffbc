"""Every board text of a language, filled with every value its fields can
take, one after another: a file a native reader reads from top to bottom to
judge the texts as players meet them, put together at run time (each player
and person, each board, counts such as 0, 1, 2, 5 and 21, each level).

    python tools/text_sheet.py [DIR]    writes DIR/en.txt ... DIR/sw.txt
                                        (default .cache/uttt/texts)

tests/board/test_text_sheet.py writes the same files on every test run.
"""

import pathlib
import random
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from board.analysis_words import TEXTS as ANALYSIS_TEXTS  # noqa: E402
from board.puzzle_words import TEXTS as PUZZLE_TEXTS  # noqa: E402
from board.teach_words import TEXTS as TEACH_TEXTS  # noqa: E402
from board.texts import LANGUAGES, add_texts, board_name, text, words  # noqa: E402
from board.view import (  # noqa: E402
    hold_text, mark_sign, move_announcement, person_of, player_text, status_text,
)
from engine import Game  # noqa: E402
from sitebuild.typography import russian  # noqa: E402
from engine.game import game_at  # noqa: E402

add_texts(ANALYSIS_TEXTS)
add_texts(PUZZLE_TEXTS)
add_texts(TEACH_TEXTS)
X, O = 1, 2
COUNTS = (0, 1, 2, 3, 5, 11, 21, 22)
# Who plays each mark, as the board knows them: two players (Red opens the
# first round, Blue the second), and against the computer either way round.
SETUPS = ({X: "red", O: "blue"}, {X: "blue", O: "red"},
          {X: "you", O: "the_computer"}, {X: "the_computer", O: "you"})
LEVELS = ("beginner", "medium", "expert")
# Texts the board says only of two people on one phone (against the computer
# it has its own: "Your move", "You win!"), and those never said of the
# computer (it neither runs out of time nor resigns).
TWO_PLAYERS_ONLY = {"to_move", "wins", "resigned", "resigns", "side_ask", "linked_side",
                    "send_done", "send_done_linked"}
NOT_OF_THE_COMPUTER = {"time_up", "time_left", "how_resign"}
CELLS = ("e5", "a1", "i9")
# Fields whose values come from elsewhere in the texts or the pages.
LINK_REASONS = ("link_empty", "link_too_long", "link_cell", "link_illegal", "link_after_end")


def note(lang):
    """A note of the language's example games, as a demo shows it."""
    source = (ROOT / "docs" / lang / "examples.md").read_text(encoding="utf-8")
    found = re.findall(r"^at [1-9]\d*: (.+)$", source, re.M)[0]
    return russian(found) if lang == "ru" else found       # as the build sets the page


def who(lang, field, mark, players):
    """The fields that name the player of ``mark``: the name, its genitive,
    the person (for texts worded per person) and the mark."""
    return {field: player_text(lang, mark, players), field + "_of": player_text(lang, mark, players, "_of"),
            "person": person_of(mark, players), "mark": mark_sign(lang, mark)}


def fills(lang, key, names):
    """Each set of field values to render ``key`` with: every value of each
    field in turn, the others at their first value; the names of a text's
    two players (loser and winner, x and o, player and other) together."""
    demo = [player_text(lang, mark, None) for mark in (X, O)]
    boards = [board_name(lang, b) for b in range(9)]
    base = {"cell": "e5", "reply": "f4", "move": "e5", "better": "d4", "target": boards[4],
            "wanted": boards[2], "board": boards[0], "cells": "b9", "n": 3, "count": 3,
            "done": 12, "total": 47, "w": 3, "d": 1, "l": 2, "seconds": 12, "xs": 62, "os": 38,
            "before": 50, "after": 20, "rating": 1216, "change": "+16", "level": text(lang, "medium"),
            "new": text(lang, "expert"), "note": note(lang), "token": "e5",
            "moves": "e5 e6 e8 d6", "threat": text(lang, "threat"), "mark": demo[0],
            "x": 3, "o": demo[1], "id": "k3x9a", "best": 5, "line": "e5 d4 c3 f6 g8",
            "list": "\u2713 k3x9a, \u2717 7bq2m", "theme": "nothing",
            "themes": ", ".join(text(lang, key) for key in ("theme_long", "theme_sacrifice"))}
    base.update(who(lang, "player", X, SETUPS[0]))
    base.update({"loser": base["player"], "winner": player_text(lang, O, SETUPS[0]),
                 "other": player_text(lang, O, SETUPS[0]), "mark": demo[0]})
    if "({mark})" in "".join(_forms(words(lang).get(key, ""))):
        base["mark"] = mark_sign(lang, X)
    base["why"] = text(lang, "link_illegal", n=3, token="e5")
    base["step"] = text(lang, "review_step", n=3, total=47)     # the review's line
    base["where"] = boards[4]
    if key == "house_quick_none":                   # the boards each mark has won
        base.update(x=3, o=2)
    elif key == "eval_line":                        # the players by name alone
        base.update(x=text(lang, SETUPS[0][X]), o=text(lang, SETUPS[0][O]))
    elif key == "graph_legend":
        base.update(x=player_text(lang, X, SETUPS[0]), o=player_text(lang, O, SETUPS[0]))
    if key == "level_record":                        # as play/view.py fills it
        base.update(w=text(lang, "won_n", n=3), d=text(lang, "drawn_n", n=1),
                    l=text(lang, "lost_n", n=2))
    base["result"] = text(lang, "wins", player=player_text(lang, X, SETUPS[0]))
    variations = []
    if names & {"player", "loser", "other", "x"} and key not in ("house_quick_none",):
        pair = {"loser": ("loser", "winner"), "other": ("player", "other"), "x": ("x", "o")}
        first, second = next((pair[n] for n in ("loser", "other", "x") if n in names),
                             ("player", None))
        setups = SETUPS[:2] if key in TWO_PLAYERS_ONLY else SETUPS
        for players in setups + ((None,) if key.startswith("hold_") else ()):
            for mark in (X, O):
                if key in NOT_OF_THE_COMPUTER and players and players[mark] == "the_computer":
                    continue
                if players is None:
                    fields = {first: demo[mark - 1], "mark": "XO"[mark - 1], "person": None}
                else:
                    fields = who(lang, first, mark, players)
                    if key == "player_mark":
                        fields["player"] = player_text(lang, mark, players).split(" (")[0]
                    if second:
                        fields.update({k.replace(first, second, 1): v for k, v in
                                       who(lang, first, 3 - mark, players).items()
                                       if k.startswith(first)})
                    if key.startswith("hold_"):
                        fields["mark"] = "XO"[mark - 1]      # hold_text picks a wording per mark
                variations.append(fields)
                if first == "x":
                    break                                  # x is always X
    elif "mark" in names and "({mark})" not in "".join(_forms(words(lang).get(key, ""))):
        variations = [{"mark": name} for name in demo]
    elif "mark" in names:
        variations = [{"mark": mark_sign(lang, mark)} for mark in (X, O)]
    for name in sorted(names):
        if name in ("n", "count", "done", "total", "w", "d", "l", "seconds", "xs", "x"):
            if name == "x" and key != "house_quick_none":
                continue
            if key == "level_record":
                continue                                 # filled from won_n, drawn_n, lost_n
            # A move, a round, a number of cells or seconds is never 0; a
            # house rule counts 1 to 9 cells, a quick game 2 to 9 boards.
            numbers = [n for n in COUNTS
                       if n or name == "n" and key.endswith("_n") or name not in ("n", "total")]
            if key.startswith("house_"):
                numbers = [n for n in numbers if (2 if key.startswith("house_quick") else 1) <= n <= 9]
            variations += [{name: n} for n in numbers]
        elif name in ("board", "target", "wanted"):
            variations += [{name: b} for b in boards]
        elif name in ("level", "new"):
            variations += [{name: text(lang, level)} for level in LEVELS]
        elif name == "cells":
            variations += [{"cells": "b9", "n": 1}, {"cells": text(lang, "or").join(("b9", "c8")), "n": 2}]
        elif name == "why":
            variations += [{"why": text(lang, reason, n=3, token="zz" if reason == "link_cell" else "e5")}
                           for reason in LINK_REASONS]
        elif name == "threat":
            variations += [{"threat": ""}]
    return [dict(base, **fields) for fields in variations] or [dict(base)]


def _forms(value):
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return []
    return [form for key, sub in value.items() if key != "by" for form in _forms(sub)]


def field_names(value):
    return {name[:1].lower() + name[1:] for form in _forms(value)
            for name in re.findall(r"{(\w+)}", form)} - {"player_of"} | (
        {"player"} if any("{player_of}" in form for form in _forms(value)) else set())


def sheet(lang):
    """The language's sheet: each key, then each of its renderings, once."""
    table = dict(words(lang))
    table.update(ANALYSIS_TEXTS[lang])
    table.update(PUZZLE_TEXTS[lang])
    table.update(TEACH_TEXTS[lang])
    out = ["Board texts in %s, as the board fills them in. Each key, then what it" % lang,
           "reads for each value its fields take.", ""]
    for key, value in table.items():
        if isinstance(value, list):
            out.append("%s:" % key)
            out += ["    " + item for item in value]
            continue
        if key.endswith(("_of", "_in_text")) or not isinstance(value, (str, dict)):
            continue
        names = field_names(value)
        seen = []
        for fields in fills(lang, key, names):
            if isinstance(value, dict) and "by" not in value and "*" not in value:
                rendered = [text(lang, key, mark=mark) for mark in ("X", "O")]
            else:
                rendered = [text(lang, key, **fields)]
            for line in rendered:
                if key.startswith("hold_"):            # as hold_text writes it
                    line = line[:2] + line[2:3].upper() + line[3:]
                if line not in seen:
                    seen.append(line)
        out.append("%s:" % key)
        out += ["    " + line for line in seen]
    out += ["", "Composed by the board: the status line, what a held cell would do and what a",
            "screen reader hears after the last move, from the start to each ending, for each",
            "pair of players.", ""]
    for title, game in positions():
        out.append(title + ":")
        shown = []
        for players in SETUPS + (None,):
            if title == "a resignation" and players and "the_computer" == players[game.turn]:
                continue                                   # the computer never resigns
            lines = [status_text(game, lang, players)]
            if game.outcome is None and not (players and players[game.turn] == "the_computer"):
                lines.append(hold_text(game, lang, game.legal_moves()[0], players))
            if game.moves:
                lines.append(move_announcement(game, lang, players))
            shown += [line for line in lines if line not in shown]
        out += ["    " + line for line in shown]
    return "\n".join(out) + "\n"


def positions():
    """(title, game): the start, a move that sends, a free choice, and each
    way a game ends, found by seeded random play."""
    found = [("the start", Game())]
    ends = {}
    for seed in range(400):
        chance, game = random.Random(seed), Game()
        while game.outcome is None:
            if game.moves and game.is_free_choice() and "free choice" not in dict(found):
                found.append(("free choice", game_at(game, len(game.moves))))
            if len(game.moves) == 1 and len(found) < 3:
                found.append(("after one move", game_at(game, 1)))
            game.push(chance.choice(game.legal_moves()))
        ends.setdefault(game.outcome.termination, game)
    found += [("the end (%s)" % name, ends[name]) for name in sorted(ends)]
    resigned = game_at(ends[sorted(ends)[0]], 6)
    resigned.resign()
    return found + [("a resignation", resigned)]


def write_sheets(directory):
    directory = pathlib.Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        (directory / (lang + ".txt")).write_text(sheet(lang), encoding="utf-8")
    return directory


if __name__ == "__main__":
    print(write_sheets(sys.argv[1] if len(sys.argv) > 1 else ROOT / ".cache" / "uttt" / "texts"))
