"""What the play board shows around its grid, as plain data keyed by the
ids of ``controls.PLAY``: for each part whether it is hidden, its text,
whether it is disabled, its colour modifier, a field's value, the review's
move list, the analysis graph. The page applies it part by part
(``page.dom.Parts``) and decides nothing itself, so every one of these
rules is tested in CPython.
"""

from engine import cell_name
from engine.outcome import EARLY_DRAW, FULL_BOARD, LINE
from board.settings import URGENT_SECONDS
from board.texts import board_name, text
from board.view import (
    hold_modifier, hold_text, mark_modifier, mark_sign, person_of, player_text, refusal_text,
    result_text, status_modifier, status_text,
)

SEPARATOR = " · "          # between the parts of a line of facts


def score_text(lang, scores):
    """"Red 2 : 1 Blue · Draws 0"."""
    return "%s %d : %d %s%s%s %d" % (
        text(lang, "red"), scores["red"], scores["blue"], text(lang, "blue"), SEPARATOR,
        text(lang, "draws"), scores["draws"])


def level_record_text(s, lang):
    """The visitor's wins, draws and losses against the chosen level."""
    w, d, l = s.record.levels[s.settings.level]
    return text(lang, "level_record", level=text(lang, s.settings.level),
                w=text(lang, "won_n", n=w), d=text(lang, "drawn_n", n=d), l=text(lang, "lost_n", n=l))


def signed(number):
    """"+12", "−7" (a real minus sign) or "±0"."""
    if number > 0:
        return "+%d" % number
    if number < 0:
        return "\u2212%d" % -number
    return "\u00b10"


def play_status(s, lang, held=None):
    """(text, colour modifier) of the status line; ``held`` is a move being
    held, whose effect the line then tells."""
    r = s.round
    game = s.shown_game()
    names = r.names()
    review = s.moment.review
    if s.is_computer_turn() and not s.computer_ready:
        # The worker takes a while to start on a slow phone: said, so the
        # board does not look stuck.
        return (text(lang, "computer_starting", mark=mark_sign(lang, game.turn)),
                status_modifier(game, r.players()))
    modifier = status_modifier(game, r.players())
    if review is not None:
        # In the colour of the one who made the move shown, as review_text names them.
        if not review:
            return review_step(lang, 0, len(r.game.moves)), modifier
        return review_text(game, lang, names), mark_modifier(3 - game.turn, r.players())
    if held is not None and s.accepts_taps() and game.is_legal(held):
        # In the colour of the one it is about: the opponent, who moves next.
        # A cell held while the computer replied may no longer be playable:
        # then the line says whose turn it is, as when nothing is held.
        return hold_text(game, lang, held, names), hold_modifier(game, held, r.players())
    if game.outcome is not None:
        # The result: a banner over the board in the winner's colour (the
        # result card under the board has the score or what it counted).
        modifier += " is-over"
        if game.outcome.termination == LINE:
            return line_win_text(game, lang, names), modifier
    return status_text(game, lang, names), modifier


def review_step(lang, n, total):
    """"Move 3 of 25" (the step row's label), or the start position's."""
    return text(lang, "review_step", n=n, total=total) if n else text(lang, "review_start")


def review_text(game, lang, players):
    """The review's status line after a move (``game`` as it stood then):
    who played where, and where that sent the other player (or how it ended
    the game); the step row under the board says which move it is."""
    fields = {"player": player_text(lang, 3 - game.turn, players),
              "cell": cell_name(game.moves[-1])}
    if game.outcome is not None:
        return text(lang, "review_move_end", result=result_text(game, lang, players), **fields)
    target = game.sent_to()
    where = text(lang, "review_free") if target is None else board_name(lang, target)
    return text(lang, "review_move", where=where, **fields)


def why_not(lang, off, key):
    """A button's ``disabled``: "" while it works, else the text (``key``)
    saying why it does not, shown when it is tapped or focused."""
    return text(lang, key) if off else ""


def play_refusal(s, move, lang):
    """Why a tap on ``move`` is not taken now, in a line, or None while a
    question is open (its buttons say what to do)."""
    mo = s.moment
    if mo.review is not None:
        return text(lang, "refused_review")
    if mo.confirming or mo.pending is not None or mo.side_question is not None:
        return None
    if s.is_computer_turn() and not s.round.is_over():
        return text(lang, "refused_wait")
    return refusal_text(s.round.game, move, lang)


def stand_in_note(s, lang):
    """"Time's up: the computer played e5 for Red (X).", or "" when no move
    was played for a person whose time ran out since a person last moved."""
    r = s.round
    if r.stand_in is None:
        return ""
    move, mark = r.stand_in
    return text(lang, "time_up", cell=cell_name(move), player=player_text(lang, mark, r.names()),
                person=person_of(mark, r.names()))


def clock_text(s, lang):
    """The timer line under the board while the turn timer is on (None when
    it is off): the note of a move played for a person whose time ran out
    (the running clock is in the player's strip)."""
    if s.settings.timer == 0 or s.linked is not None:
        return None
    return stand_in_note(s, lang)


def strip_parts(s, lang):
    """The two players' strips: {part: props}. Each has its person's colour,
    the mark, the name, the score (two players), the rating or the level
    (the computer), and while its turn is timed the seconds left, urgent in
    the last URGENT_SECONDS. The one to move stands out, after the game the
    winner, with a badge saying so. A review hides them: its moves and its
    analysis need the room, and the status line says whose move it was."""
    r = s.round
    game = s.shown_game()
    names, players = r.names(), r.players()
    outcome = game.outcome
    left = s.time_left()
    out = {"players": {"hidden": s.moment.review is not None}}
    for mark, key in ((1, "x"), (2, "o")):
        box = "strip-" + key
        person = names[mark]
        if r.linked:
            score = ""
        elif person == "you":
            score = text(lang, "rating_now", rating=s.record.rating)
        elif person == "the_computer":
            score = text(lang, r.level)
        else:
            score = text(lang, "strip_wins", n=s.record.scores[person])
        won = outcome is not None and outcome.winner == mark
        state = "is-turn" if outcome is None and game.turn == mark else "is-winner" if won else ""
        out[box] = {"mod": "is-" + players[mark] + (" " + state if state else "")}
        out[box + "-mark"] = {"text": mark_sign(lang, mark)}
        out[box + "-name"] = {"text": text(lang, person)}
        out[box + "-score"] = {"text": score, "hidden": not score}
        timed = left is not None and game.turn == mark
        clock = {"hidden": not timed}
        if timed:
            seconds = (int(left) + 999) // 1000
            clock.update(text="%d:%02d" % (seconds // 60, seconds % 60),
                         mod="is-urgent" if seconds <= URGENT_SECONDS else "",
                         attrs={"aria-label": text(
                             lang, "time_left", seconds=seconds,
                             player=player_text(lang, mark, names),
                             player_of=player_text(lang, mark, names, "_of"), person=person)})
        out[box + "-clock"] = clock
        out[box + "-badge"] = {"text": text(lang, "winner"), "hidden": not won}
    return out


def line_win_text(game, lang, names):
    """Who won and how (the status line, and the review's last line)."""
    return status_text(game, lang, names) + " " + text(lang, "how_line")


def result_card(s, lang):
    """How the game ended (the review's last line) and the result card's
    line under the board: the round and the score (two players), the rating
    and record (the computer), or that a game from a link counts where it
    started. The status line over the board says who won."""
    r = s.round
    outcome = r.game.outcome
    names = r.names()
    how = outcome.termination
    if how == EARLY_DRAW:
        detail = text(lang, "how_early")
    elif how == FULL_BOARD:
        detail = text(lang, "how_full")
    else:
        loser = 3 - outcome.winner
        detail = line_win_text(r.game, lang, names) if how == LINE else \
            text(lang, "how_resign", loser=player_text(lang, loser, names),
                 person=person_of(loser, names))
    if r.linked:
        score = text(lang, "linked_result")
    elif r.mode == "computer" and r.unrated:
        score = text(lang, "not_rated") + SEPARATOR + level_record_text(s, lang)
    elif r.mode == "computer":
        score = text(lang, "rating_line", rating=s.record.rating, change=signed(s.record.change)) \
            + SEPARATOR + level_record_text(s, lang)
    else:
        score = text(lang, "round", n=s.record.round) + SEPARATOR + score_text(lang, s.record.scores)
    return detail, score


def move_list(s, lang, bad):
    """The review's moves, each (what its button shows, what it says, its
    marks): "1. e5" in its player's colour, said "1. Red e5"; a move the computer played for
    a person whose time ran out, and a mistake found by the analysis
    (``bad``: {ply: better move}) with the better move, said in full to
    screen readers and marked on the button by a sign (board.css), so a
    row stays one line on a phone."""
    r = s.round
    names, players = r.names(), r.players()
    out = []
    mark = 1                     # X moves first in every round
    for n, move in enumerate(r.game.moves, 1):
        shown = "%d. %s" % (n, cell_name(move))
        said = "%d. %s %s" % (n, text(lang, names[mark]), cell_name(move))
        marks = ["is-" + players[mark]]
        if n - 1 in r.stand_ins:
            said += " " + text(lang, "stand_in_mark")
            marks.append("is-stand-in")
        if n - 1 in bad:
            said += " " + text(lang, "mistake", cell=cell_name(bad[n - 1]))
            marks.append("is-mistake")
        out.append((shown, said, " ".join(marks)))
        mark = 3 - mark
    return out


def linked_text(s, lang):
    """What the banner over a game from a link says."""
    out = text(lang, "linked")
    side = s.linked.side
    if side is not None:
        out += " " + text(lang, "linked_side", player=player_text(lang, side, s.linked.names()))
    return out


def side_ask_text(s, lang):
    """"This device plays Red (X) in this game: move for Blue (O) too?"."""
    r = s.round
    return text(lang, "side_ask", player=player_text(lang, r.side, r.names()),
                other=player_text(lang, 3 - r.side, r.names()))


def notice_text(notice, lang):
    """A notice (see ``moment.Notices``) in the page's language."""
    if notice[0] == "link_bad":
        error = notice[1]
        why = text(lang, "link_" + error.kind, n=error.number, token=error.token)
        return text(lang, "link_bad", why=why)
    return text(lang, notice[0])


SHARED_TEXTS = {"link": "link_copied", "moves": "record_copied"}


def shared_text(s, lang):
    """What the line under the share buttons says after sharing."""
    how, sharing, _, _ = s.notices.shared
    if how == "shared":
        return text(lang, "shared")
    if how in ("declined", "failed"):
        return text(lang, "copy_these" if sharing == "moves" else "copy_this")
    if sharing == "send" and not s.round.is_over():
        r = s.round
        return text(lang, "send_done_linked" if r.linked else "send_done",
                    player=player_text(lang, r.game.turn, r.names()))
    return text(lang, SHARED_TEXTS.get(sharing, "link_copied"))


def confirm_texts(s, lang):
    """The resign question and its buttons: against the computer yes or no,
    with two players who resigns (or cancel: not "No" to "who?")."""
    if s.round.mode == "computer":
        return {"confirm-text": text(lang, "resign_computer"), "resign-red": text(lang, "yes"),
                "resign-no": text(lang, "no")}
    out = {"confirm-text": text(lang, "resign_who"), "resign-no": text(lang, "cancel")}
    for person in ("red", "blue"):
        out["resign-" + person] = text(lang, "resigns", player=text(lang, person))
    return out


def ask_text(s, lang):
    """The question before a mode or level change that abandons the round."""
    new_level = s.moment.pending[1]
    if not s.forfeits():
        return text(lang, "ask_new_game")
    if new_level != s.settings.level:
        return text(lang, "ask_level", new=text(lang, new_level), level=text(lang, s.settings.level))
    return text(lang, "ask_forfeit", level=text(lang, s.settings.level))


# What the page's markup holds of a play board's parts as a first visit's
# view shows them (sitebuild/html.py draws them so): such a board does not
# write them again as it starts.
DRAWN = ("hidden", "text", "mod", "checked", "value")


def play_view(s, lang, held=None, analysis_view=None):
    """Everything around the grid: ``parts`` {control id: {property:
    value}} (properties: hidden, text, disabled, mod, value, checked,
    items with current, points with marker, attrs, flags; "root" is the
    board itself), ``status`` ((text, modifier) of the status line) and
    ``suggested`` (the cell the analysis or a hint suggests, for the grid)
    and ``expected`` (the expected line to number on the grid).
    ``analysis_view``: ``board.analysis_view``, once the computer's bundle
    has brought it (until then an analysis asked for says it is starting)."""
    r = s.round
    mo = s.moment
    notices = s.notices
    over = r.is_over()
    reviewing = mo.review is not None
    # More, or New game, open as a sheet over the page
    more = notices.sheet == "more"
    picking = notices.sheet == "opponent" and not reviewing and not r.linked
    sheet = picking or more and not reviewing
    computer = r.mode == "computer"
    asking = mo.pending is not None
    confirming = mo.confirming and not over
    analysed = reviewing and r.analysis is not None
    advising = computer and not over and (mo.hint is not None or mo.hint_asked)
    total = len(r.game.moves)
    clock = clock_text(s, lang)
    parts = strip_parts(s, lang)

    def part(control, **props):
        parts.setdefault(control, {}).update(props)

    for control, shown in (
            ("notice", notices.notice is not None), ("linked", r.linked),
            ("clock", clock is not None), ("result", over and not reviewing),
            ("controls", not reviewing), ("advice", advising),
            ("leave", reviewing), ("review-title", reviewing),
            ("unrated-note", computer and not reviewing and (r.unrated or not over)),
            ("side-ask", mo.side_question is not None), ("confirm", confirming), ("ask", asking),
            ("reviewing", reviewing), ("extras", more or reviewing),
            ("scrim", sheet), ("sheet-close", sheet),
            ("shared", notices.shared is not None),
            ("importing", notices.importing), ("head", not r.linked and not reviewing),
            ("options", not reviewing), ("opponent", not r.linked and not reviewing),
            ("new-game", picking), ("new-close", picking),
            ("score", not computer), ("record", computer),
            ("alternate", not computer), ("alert", s.settings.timer > 0),
            ("resign-blue", not computer), ("undo", not over),
            ("review", over), ("resign", not over), ("again", over and not r.linked),
            ("hint", computer and not over),
            # Offered in a game from a link, and in one's own game in "More".
            ("send", not computer and total > r.floor and r.linked),
            # (after the last move too: the friend is sent the end of the game)
            ("send-more", not computer and total > r.floor and not r.linked and not reviewing),
            ("analyse", reviewing and not analysed), ("analysis", analysed),
            ("seek", not analysed)):
        part(control, hidden=not shown)
    record = level_record_text(s, lang)
    if computer and r.unrated:
        record += SEPARATOR + text(lang, "not_rated")
    part("round", text=text(lang, "round", n=s.record.round))
    part("score", text="%s %d" % (text(lang, "draws"), s.record.scores["draws"]))
    part("record", text=record)
    # Against the computer, said before the first undo or hint, in a line
    # under the main actions: they make the round unrated (then the line
    # says it is; each button's whole name for screen readers).
    unrates = computer and not r.unrated
    part("unrated-note", text=text(lang, "unrated_note" if unrates else "not_rated"))
    part("undo", disabled=why_not(lang, not s.can_undo(), "no_undo" if total == 0 else
                                  "no_undo_link" if r.linked else "no_undo_opening"),
         attrs={"aria-label": text(lang, "undo_unrated") if unrates else None})
    part("resign", disabled=why_not(lang, not s.can_resign(), "no_resign"))
    part("more", attrs={"aria-expanded": "true" if more else "false"})
    part("share", disabled=why_not(lang, total == 0, "no_share"))
    part("copy", disabled=why_not(lang, total == 0, "no_share"))
    part("hint", disabled=why_not(lang, not s.accepts_taps() or advising,
                                  "hint_given" if advising else "refused_wait"),
         attrs={"aria-label": text(lang, "hint_unrated")})
    if notices.notice is not None:
        part("notice-text", text=notice_text(notices.notice, lang))
    if clock is not None:
        part("clock", text=clock)
    if confirming:
        for control, value in confirm_texts(s, lang).items():
            part(control, text=value)
    if asking:
        part("ask-text", text=ask_text(s, lang))
    if r.linked:
        part("linked-text", text=linked_text(s, lang))
    if mo.side_question is not None:
        part("side-ask-text", text=side_ask_text(s, lang))
    if advising:
        part("advice", text=text(lang, "hint_thinking") if mo.hint is None else
             text(lang, "hint_is", cell=cell_name(mo.hint)))
    if notices.shared is not None:
        part("shared-text", text=shared_text(s, lang))
        part("shared-link", value=notices.shared[2])
    if not notices.importing:
        part("import-text", value="")
    evaluation = suggested = None
    expected = ()
    bad = {}
    if analysed and analysis_view is None:
        part("analysis-text", text=text(lang, "analysing", done=0, total=len(r.analysis.verdicts)))
    elif analysed:
        bad = analysis_view.game_mistakes(r.game, r.analysis)
        shown, evaluation, suggested, expected = analysis_view.analysis_parts(s, lang, bad)
        for control, props in shown.items():
            part(control, **props)
    elif advising and mo.hint is not None:
        suggested = mo.hint
    detail = None
    if over:
        detail, score = result_card(s, lang)
        part("result-score", text=score)
        part("result", mod=status_modifier(r.game, r.players()))
    if reviewing:
        part("step", text=review_step(lang, mo.review, total))
        for control, end, key in (("first", 0, "at_start"), ("back", 0, "at_start"),
                                  ("forward", total, "at_end"), ("last", total, "at_end")):
            part(control, disabled=why_not(lang, mo.review == end, key))
        part("moves", items=move_list(s, lang, bad), current=mo.review)
        part("moves-end", text=detail)
        part("seek", attrs={"max": str(total)}, value=str(mo.review))
    # Whom one plays, on the chip under the actions: "Two players", or
    # "Against the computer · Expert"; in New game, that choice on.
    two = s.settings.mode == "two"
    part("opponent", mod="is-" + s.settings.mode,
         text=text(lang, "two_players") if two else
         text(lang, "computer") + SEPARATOR + text(lang, s.settings.level),
         attrs={"aria-expanded": "true" if picking else "false"})
    part("pick-two", value="two" if two else "")
    part("pick-level", value="" if two else s.settings.level)
    part("timer", value=str(s.settings.timer))
    part("alternate", checked=s.settings.alternate)
    part("alert", checked=s.settings.alert)
    part("root", attrs={"data-x": r.players()[1], "data-eval": evaluation,
                        "data-best": cell_name(suggested) if suggested is not None else None,
                        "data-line": " ".join(cell_name(c) for c in expected) or None,
                        "data-locked": "" if s.now < mo.locked_until else None},
         flags={"is-thinking": s.is_computer_turn(), "is-reviewing": reviewing,
                "is-sheet-open": sheet})
    return {"parts": parts, "status": play_status(s, lang, held), "suggested": suggested,
            "expected": expected}
