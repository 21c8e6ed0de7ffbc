"""What the play board shows around its grid, as plain data: the status
line, the round and score, the result card, which controls are there and
which are disabled, the settings' values and the turn clock.

Pure, like ``view``: ``app`` applies the dict ``play_panel`` returns and
decides nothing itself, so every one of these rules is tested in CPython.
"""

from engine import cell_name

from .texts import text
from .view import player_text, result_text, status_modifier, status_text


def score_text(lang, scores):
    """"Red 2 : 1 Blue · Draws 0"."""
    return "%s %d : %d %s · %s %d" % (
        text(lang, "red"), scores["red"], scores["blue"], text(lang, "blue"),
        text(lang, "draws"), scores["draws"])


def record_text(ctl, lang):
    """The visitor's record against the chosen level, and their rating."""
    w, d, l = ctl.records[ctl.level]
    return text(lang, "record_line", level=text(lang, ctl.level), w=w, d=d, l=l,
                rating=ctl.rating)


def play_status(ctl, lang):
    """(text, colour modifier) of the status line."""
    game = ctl.shown_game()
    players = ctl.players()
    if ctl.review is not None:
        if ctl.review == 0:
            return text(lang, "review_start"), status_modifier(game, players)
        return (text(lang, "review_step", n=ctl.review, total=len(ctl.game.moves)),
                status_modifier(game, players))
    status = status_text(game, lang, players)
    if ctl.is_computer_turn():
        status += " " + text(lang, "thinking")
    if ctl.stand_in is not None:
        status = stand_in_note(ctl, lang) + " " + status
    return status, status_modifier(game, players)


def stand_in_note(ctl, lang):
    """"Time's up: the computer played e5 for Red (X).", or "" when the last
    move was not played for a person whose time ran out."""
    if ctl.stand_in is None:
        return ""
    mover = 3 - ctl.game.turn
    return text(lang, "time_up", cell=cell_name(ctl.stand_in),
                player=player_text(lang, mover, ctl.players()))


def clock_text(ctl, lang, now_ms):
    """The turn clock ("Red (X): 12 s left"), or None when the turn is not timed."""
    left = ctl.time_left(now_ms)
    if left is None:
        return None
    seconds = (int(left) + 999) // 1000
    return text(lang, "time_left", seconds=seconds,
                player=player_text(lang, ctl.game.turn, ctl.players()))


def play_panel(ctl, lang):
    """Everything around the grid: ``shown`` {selector: bool}, ``texts``
    {selector: text}, ``disabled`` {action: bool}, ``result_class``,
    ``settings`` {name: value}, ``x`` (who plays X) and ``thinking``."""
    over = ctl.is_over()
    reviewing = ctl.review is not None
    computer = ctl.mode == "computer"
    shown = {
        ".uttt-score": not computer,
        ".uttt-record": computer,
        ".uttt-level": computer,
        ".uttt-alternate": not computer,
        ".uttt-result": over and not reviewing,
        ".uttt-confirm": ctl.confirming and not over,
        ".uttt-controls": not reviewing,
        ".uttt-review": reviewing,
        '[data-action="undo"]': not over,
        '[data-action="review"]': over,
        '[data-action="resign"]': not over,
        '[data-action="again"]': over,
    }
    texts = {
        ".uttt-round": text(lang, "round", n=ctl.round),
        ".uttt-score": score_text(lang, ctl.scores),
        ".uttt-record": record_text(ctl, lang),
    }
    panel = {
        "shown": shown,
        "texts": texts,
        "disabled": {"undo": not ctl.can_undo(), "resign": not ctl.can_resign()},
        "result_class": "uttt-result",
        "settings": {"mode": ctl.mode, "level": ctl.level, "timer": str(ctl.timer),
                     "alternate": ctl.alternate},
        "x": ctl.players()[1],
        "thinking": ctl.is_computer_turn(),
    }
    if over:
        texts[".uttt-result"] = result_text(ctl.game, lang, ctl.players()) + " " + (
            record_text(ctl, lang) if computer else score_text(lang, ctl.scores))
        panel["result_class"] = "uttt-result " + status_modifier(ctl.game, ctl.players())
    if reviewing:
        texts[".uttt-step"] = play_status(ctl, lang)[0]
    return panel
