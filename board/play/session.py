"""The play board's session: every rule of play in one pure object.

The page turns what happens (a tap, a button, the worker's reply, a clock
tick, another tab's write, a link opened, the saved game read) into the
events of ``messages`` and hands them to ``Session.handle``, which changes
the session's state and returns the effects the page is to carry out (save
this text, ask the computer for this Thought, share this link, move the
focus, wake me in 250 ms). What the board shows is ``view.play_view`` of
the session. Nothing here touches the browser, so all of it runs and is
tested in CPython.

The state is made of small parts, each made anew in one place: the
``settings`` and the ``record`` (saved), the ``own`` Round (the visitor's
game, saved) and the ``linked`` one (a game from a link, shown in its
place), the ``moment`` of the round on view (its questions and previews)
and the page's ``notices``. Results are counted only where a move or a
resignation decides the game, so a reload can never count one twice.
"""

from engine import format_record
from engine.game import game_at
from engine.levels import QUICK_ITERATIONS

from board.links import LinkError, SideMemory, fragment_record, link_moves, parse_shared
from board.saved import MAX_SEED, StorageError, dump_state, load_state
from board.settings import (
    HINT_LEVEL, LEVEL_NAMES, LOCK_MS, STAND_IN_LEVEL, TIMER_CHOICES, URGENT_SECONDS, Settings,
)
from board.steps import STEP_KEYS, step_target
from board.view import move_announcement, status_text

from board.play import messages as m
from board.play.analysis import Analysis, graph_ply
from board.play.moment import Moment, Notices
from board.play.record import Record
from board.play.round import Round
from board.play.view import side_ask_text, stand_in_note

CLOCK_MS = 250          # how often a running turn clock is redrawn


class Session:
    """One play board's state and the rules that change it."""

    def __init__(self, lang):
        self.lang = lang
        self.settings = Settings()
        self.record = Record()
        self.own = Round()
        self.linked = None
        self.moment = Moment()
        self.notices = Notices()
        self.sides = SideMemory()
        self.kept_text = None           # the kept analyses as stored, until read
        self.kept = None                # their reader, once their bundle is here (AnalysisReady)
        self.computer_ready = False
        self.asked = None               # the Thought the computer was last asked for
        self.waking = False             # a Wake is due
        self.warned = 0                 # the deadline whose last seconds were warned of
        self.effects = []
        self.wall = 0
        self.now = 0.0

    # -- the one way in -----------------------------------------------------------

    def handle(self, event, wall=0, now=0.0):
        """Take ``event`` at ``wall`` (Date.now(), ms) and ``now`` (the page's
        clock, ms: performance.now()); the list of effects to carry out."""
        self.effects = []
        self.wall = wall
        self.now = now
        HANDLERS[type(event)](self, event)
        self._settle()
        return self.effects

    def emit(self, effect):
        self.effects.append(effect)

    def _settle(self):
        """What follows from any change: the turn clock starts, the computer
        is asked for what is wanted now, a wake is set for what is timed."""
        if self._start_clock():
            self._save()
        left = self.time_left()
        if left is not None and 0 < left <= 1000 * URGENT_SECONDS and self.warned != self.own.deadline:
            self.warned = self.own.deadline         # once a turn, where the visitor allowed it
            if self.settings.alert:
                self.emit(m.Warn())
        shared = self.notices.shared
        if shared is not None and shared[3] != self._shown_key():
            self.notices.shared = None          # about a game no longer on view
        wanted = self.wanted_thought()
        if wanted != self.asked:
            self.asked = wanted
            self.emit(m.Think(wanted))
        if not self.waking:
            delays = []
            if left is not None:                 # the turn's clock, read above
                delays.append(CLOCK_MS)
            if self.now < self.moment.locked_until:
                delays.append(self.moment.locked_until - self.now)
            if delays:
                self.waking = True
                self.emit(m.Wake(min(delays)))

    # -- what is on view -----------------------------------------------------------

    @property
    def round(self):
        """The round on view: the game from a link, else the visitor's own."""
        return self.linked if self.linked is not None else self.own

    def shown_game(self):
        """The game the board shows: the reviewed ply (a copy) or the game."""
        review = self.moment.review
        game = self.round.game
        return game if review is None else game_at(game, review)

    def _shown_key(self):
        return (self.round, format_record(self.round.game))

    def is_computer_turn(self):
        r = self.round
        return not r.is_over() and self.moment.review is None and r.game.turn == r.computer_mark()

    def accepts_taps(self):
        """Whether a person may place a mark now (the lock aside): not while
        reviewing, nor while a question is open."""
        mo = self.moment
        return (mo.review is None and not self.round.is_over() and not self.is_computer_turn()
                and not mo.confirming and mo.pending is None and mo.side_question is None)

    def can_undo(self):
        r = self.round
        return (not r.is_over() and self.moment.review is None
                and len(r.game.moves) > r.opening_moves())

    def can_resign(self):
        """Either person may resign at any time once the round has a move
        (against the computer: the visitor, even while it thinks)."""
        return not self.round.is_over() and self.moment.review is None and len(self.round.game.moves) > 0

    def forfeits(self):
        """Whether leaving the round now counts as a loss: against the
        computer, once it is under way (no dodging a loss by switching)."""
        return self.own.mode == "computer" and self.own.has_started()

    def takes_key(self, key):
        """Whether ``key`` steps through the review now (the page then keeps
        it from scrolling the page)."""
        return self.moment.review is not None and key in STEP_KEYS

    # -- the turn clock and the computer -------------------------------------------

    def timed_turn(self):
        """Whether the running turn is timed: the timer is on, a person is to
        move in the visitor's own game."""
        return (self.linked is None and self.settings.timer > 0 and not self.own.is_over()
                and self.moment.review is None and not self.is_computer_turn())

    def _start_clock(self):
        if self.timed_turn() and self.own.deadline == 0:
            self.own.deadline = self.wall + 1000 * self.settings.timer
            return True
        return False

    def time_left(self):
        """Milliseconds left in the running turn (None when it is not timed)."""
        if not self.timed_turn() or self.own.deadline == 0:
            return None
        return max(0, self.own.deadline - self.wall)

    def wanted_thought(self):
        """The Thought the computer should be working on now, or None."""
        r = self.round
        record = format_record(r.game)
        seed = r.seed + len(r.game.moves)
        if self.is_computer_turn():
            return m.Thought(record, r.level, seed, "move")
        if self.time_left() == 0:
            return m.Thought(record, STAND_IN_LEVEL, seed, "timeout")
        if self.moment.hint_asked and self.accepts_taps():
            # A quick look first, then the deep one: an answer at once.
            ply = len(r.game.moves)
            return m.Thought(record, HINT_LEVEL, 0, "hint", (ply,),
                             QUICK_ITERATIONS if self.moment.hint is None else 0)
        analysis = r.analysis
        review = self.moment.review
        if analysis is None or review is None or analysis.done():
            return None
        # The quick look at every position, then the deep one; each pass
        # from the position on view, which is judged first.
        deep = analysis.known() == len(analysis.verdicts)
        plies = analysis.waiting(deep, review)
        return m.Thought(analysis.record, HINT_LEVEL, 0, "analyse", plies,
                         0 if deep else QUICK_ITERATIONS, review if plies[0] == review else None)

    # -- saving --------------------------------------------------------------------

    def dump(self):
        """The visitor's own game, settings and record as saved text."""
        s, rec, own = self.settings, self.record, self.own
        state = {"round": rec.round, "starter": own.starter, "red": rec.scores["red"],
                 "blue": rec.scores["blue"], "draws": rec.scores["draws"],
                 "alternate": s.alternate, "mode": s.mode, "level": s.level,
                 "rating": rec.rating, "timer": s.timer, "alert": s.alert, "deadline": own.deadline,
                 "change": rec.change, "hinted": own.unrated, "standins": own.stand_ins,
                 "seed": own.seed,
                 "record": own.game}
        for name in LEVEL_NAMES:
            state[name] = rec.levels[name]
        return dump_state(state)

    def _load(self, text):
        """Restore a saved own game; raises StorageError and changes nothing
        if it is bad. A turn deadline already past, or further away than the
        timer's length (a clock that jumped, a hand-edited value), starts the
        turn afresh."""
        state = load_state(text)
        settings = Settings()
        settings.mode, settings.level = state["mode"], state["level"]
        settings.alternate, settings.timer = state["alternate"], state["timer"]
        settings.alert = state["alert"]
        record = Record()
        record.round = state["round"]
        record.scores = {"red": state["red"], "blue": state["blue"], "draws": state["draws"]}
        record.levels = {name: list(state[name]) for name in LEVEL_NAMES}
        record.rating, record.change = state["rating"], state["change"]
        own = Round(settings.mode, settings.level, state["starter"], state["record"],
                    seed=state["seed"])
        own.unrated = state["hinted"]
        own.stand_ins = state["standins"]
        if self.wall < state["deadline"] <= self.wall + 1000 * settings.timer:
            own.deadline = state["deadline"]
        self.settings, self.record, self.own = settings, record, own
        self._recall_side(own)
        if self.linked is None:
            self.moment = Moment()

    def _save(self):
        """Keep the round on view: the own game in storage; a game from a link
        in the address (and the side this device plays in it)."""
        r = self.round
        if r.linked:
            self.emit(m.SetLink(link_moves(r.game)))
            if r.side is not None:
                self._remember_side(r.game, r.side)
        else:
            self.emit(m.Save(self.dump()))

    def _remember_side(self, game, mark):
        self.sides.remember(game, mark)
        self.emit(m.SaveSides(self.sides.dump()))

    def _recall_side(self, r):
        """The side this device plays in ``r``'s game, if it sent it by link."""
        if r.mode == "two" and r.game.moves:
            r.side = self.sides.side_for(r.game)

    def _announce_status(self):
        self.emit(m.Announce(status_text(self.round.game, self.lang, self.round.names())))

    # -- rounds --------------------------------------------------------------------

    def drawn_seed(self):
        """A new round's seed for the computer, from the clock: each round
        its own, so the computer does not answer a record the same way in
        every round (kept with the round, which replays the same)."""
        return int(self.wall) % MAX_SEED

    def round_starter(self):
        """Who starts the visitor's current round by the settings: in odd
        rounds Red; in even ones Blue, against the computer or if starts alternate."""
        if self.record.round % 2 == 0 and (self.settings.mode == "computer"
                                           or self.settings.alternate):
            return "blue"
        return "red"

    def _new_round(self, counted=True):
        """A new own round by the settings (the next one when ``counted``)."""
        if counted:
            self.record.next_round()
        self.own = Round(self.settings.mode, self.settings.level, self.round_starter(),
                         seed=self.drawn_seed())
        self.moment = Moment()

    def _count_result(self):
        r = self.round
        outcome = r.game.outcome
        if outcome is None or r.linked:
            return
        if r.mode == "two":
            self.record.count_players(None if outcome.winner is None
                                      else r.players()[outcome.winner])
        elif outcome.winner is None:
            self._rate(0.5)
        else:
            self._rate(0.0 if outcome.winner == r.computer_mark() else 1.0)

    def _rate(self, score):
        """A game against the own round's level; not rated once a hint or an
        undo was used."""
        if self.own.unrated:
            self.record.change = 0
        else:
            self.record.count_level(self.own.level, score)

    def _push(self, move):
        self.round.push(move)
        self.moment.moved()
        self._count_result()

    def _person_moves(self, move):
        r = self.round
        if r.linked and r.side is None:
            r.side = r.game.turn
        self._push(move)
        r.stand_in = None

    # -- events --------------------------------------------------------------------

    def on_opened(self, event):
        self.sides.load(event.sides)             # unreadable: nothing remembered
        self.kept_text = event.analyses
        self.own.seed = self.drawn_seed()          # a first round: its own seed too
        if event.saved is not None:
            try:
                self._load(event.saved)
            except StorageError:
                self.emit(m.Forget())
                self.notices.notice = ("reset_notice",)
        self._recall_side(self.own)
        self._open_link(event.link)
        if self.settings.mode == "computer":
            self.emit(m.WarmUp())

    def on_tap(self, event):
        mo = self.moment
        r = self.round
        if not self.accepts_taps() or event.stamp < mo.locked_until or not r.game.is_legal(event.cell):
            return
        if r.side is not None and r.game.turn != r.side and not r.both:
            mo.side_question = event.cell       # "this device plays the other side: go on?"
            self.emit(m.Announce(side_ask_text(self, self.lang)))
            return
        self._person_moves(event.cell)
        mo.locked_until = event.stamp + LOCK_MS
        self._save()
        self.emit(m.Announce(move_announcement(r.game, self.lang, r.names())))

    def on_pressed(self, event):
        action = ACTIONS.get(event.control)
        if action is not None:
            action(self, event.control)

    def on_chose(self, event):
        if event.setting == "opponent":
            self.notices.sheet = None           # chosen: New game has done its work
        if self._change_setting(event.setting, event.value):
            self._save()
        pending = self.moment.pending
        if self.settings.mode == "computer" or (pending is not None and pending[0] == "computer"):
            self.emit(m.WarmUp())
        if pending is not None:
            self.emit(m.Focus("change-no", False))

    def on_seek(self, event):
        self._step_review(event.ply)

    def on_graph_tap(self, event):
        analysis = self.round.analysis
        if analysis is not None and self.moment.review is not None:
            self._step_review(graph_ply(event.fraction, len(analysis.verdicts)))

    def on_key(self, event):
        if self.takes_key(event.key):
            self._step(STEP_KEYS[event.key])

    def on_imported(self, event):
        if self._open_shared(event.text):
            self.notices.importing = False

    def on_link_changed(self, event):
        self._open_link(event.link)

    def on_stored_changed(self, event):
        # Another tab changed this board's game: show that game here too. What
        # is stored now decides, not the event's value: when two tabs write at
        # once, each hears of the other's write, but only the last one stayed.
        if event.saved is None:
            return
        try:
            self._load(event.saved)
        except StorageError:
            pass

    def on_storage_refused(self, event):
        if not self.notices.not_kept:            # said once
            self.notices.not_kept = True
            self.notices.notice = ("not_kept",)

    def on_analysis_ready(self, event):
        """The computer's bundle is here, and with it the kept analyses'
        reader: the game under review gets its kept verdicts."""
        self.kept = event.kept
        if self.moment.review is not None:
            self._attach_kept()

    def _kept_analyses(self):
        """The kept analyses, read when first needed (None until their reader
        has come); unreadable ones are dropped, and that is said."""
        if self.kept is not None and self.kept_text is not None:
            text, self.kept_text = self.kept_text, None
            if not self.kept.load(text):
                self.emit(m.SaveAnalyses(None))
                self.notices.notice = ("analyses_dropped",)
        return self.kept

    def _attach_kept(self):
        """Give the round's game its kept analysis, if there is one."""
        r = self.round
        kept = self._kept_analyses()
        if kept is not None:
            r.analysis = kept.joined(format_record(r.game), r.analysis)

    def on_computer_ready(self, event):
        self.computer_ready = True

    def on_computer_moved(self, event):
        if event.thought is None or event.thought != self.asked:
            return                                # a job no longer wanted
        self.asked = None
        r = self.round
        purpose = event.thought.purpose
        if self.moment.review is not None or not r.game.is_legal(event.cell):
            return
        if purpose == "move" and not self.is_computer_turn():
            return
        mark = r.game.turn
        self._push(event.cell)
        if purpose == "timeout":
            r.stand_in = (event.cell, mark)
            r.stand_ins.add(len(r.game.moves) - 1)
            # Not "you played": the computer did, for the one whose time ran out.
            said = stand_in_note(self, self.lang) + " " + status_text(r.game, self.lang, r.names())
        else:
            said = move_announcement(r.game, self.lang, r.names())
        self._save()
        self.emit(m.Announce(said))

    def on_judged(self, event):
        thought = event.thought
        if thought is None or thought != self.asked:
            return
        r = self.round
        deep = thought.budget == 0
        if thought.purpose == "hint":
            if thought.record == format_record(r.game) and self.moment.hint_asked:
                self.moment.hint = event.best if event.best >= 0 else None
                self.moment.hint_asked = not deep and self.moment.hint is not None
        elif r.analysis is not None and thought.record == r.analysis.record:
            r.analysis.add(event.ply, event.value, event.best, event.line, deep)
            kept = self._kept_analyses()
            # Kept at each deep verdict and once the quick pass is complete
            # (not at each quick one: dozens of writes in a few seconds).
            if kept is not None and (deep or r.analysis.known() == len(r.analysis.verdicts)):
                kept.keep(r.analysis)
                self.emit(m.SaveAnalyses(kept.dump()))

    def on_shared(self, event):
        sharing = self.notices.sharing
        self.notices.sharing = None
        if sharing is None:
            return
        self.notices.shared = (event.how, sharing, event.value, self._shown_key())
        if event.how == "failed":
            self.emit(m.Focus("shared-link", True))

    def on_tick(self, event):
        self.waking = False

    # -- links ---------------------------------------------------------------------

    def _open_link(self, fragment):
        """Show the game of the page's ``#game=`` fragment, if it has one."""
        record = fragment_record(fragment)
        if record is None:
            if self.linked is not None:
                self._show_own()
            return
        if self.linked is not None and record == link_moves(self.linked.game):
            return                                # our own SetLink, heard back
        if not self._open_shared(fragment):      # a bad link does not stay in the address
            self.emit(m.SetLink(link_moves(self.linked.game) if self.linked is not None else None))

    def _open_shared(self, text):
        """Show the game of a link or pasted moves; False (and a notice naming
        the first bad move) when it cannot be read."""
        try:
            game = parse_shared(text)
        except LinkError as error:
            self.notices.notice = ("link_bad", error)
            return False
        own = self.own
        if own.continues(game):
            # The friend's reply to a move sent from this game: it goes on here.
            self.linked = None
            self.moment = Moment()
            for move in game.moves[len(own.game.moves):]:
                self._push(move)
            if game.outcome is not None and own.game.outcome is None:
                own.game.resign(3 - game.outcome.winner)
                self._count_result()
            own.stand_in = None
            self._save()
            self.emit(m.SetLink(None))
        else:
            self.linked = Round(game=game, linked=True, side=self.sides.side_for(game))
            self.moment = Moment()
            self.emit(m.SetLink(link_moves(game)))
        self.notices.notice = None
        self._announce_status()
        return True

    def _show_own(self):
        self.linked = None
        self.moment = Moment()
        self.emit(m.SetLink(None))

    # -- settings ------------------------------------------------------------------

    def _change_setting(self, name, value):
        """A settings control changed to ``value``; True if that changed the
        saved state. A mode or level change while a round is under way
        waits for a yes (``moment.pending``): it abandons the game."""
        s = self.settings
        if name == "alternate":
            changed = bool(value) != s.alternate
            s.alternate = bool(value)
            # Colours never change mid-game: from the next round, or this one
            # if nobody has moved yet.
            if not self.own.game.moves and not self.own.is_over() and s.mode == "two":
                self.own.starter = self.round_starter()
            return changed
        if name == "alert":
            changed = bool(value) != s.alert
            s.alert = bool(value)
            return changed
        if name == "timer":
            if value not in [str(t) for t in TIMER_CHOICES]:
                return False
            s.timer = int(value)
            self.own.deadline = 0
            return True
        if name != "opponent" or self.linked is not None:
            return False
        # Two on this phone (the level kept for later), or a level of the computer.
        mode, level = ("two", s.level) if value == "two" else ("computer", value)
        if level not in LEVEL_NAMES or (mode, level) == (s.mode, s.level):
            return False
        if self.own.has_started():
            self.moment.pending = (mode, level)
            return False
        self._set_mode(mode, level)
        return True

    def _set_mode(self, mode, level):
        """Play in ``mode`` at ``level`` from now on: a game in progress is left
        unscored and a new round starts (this one afresh if only the computer
        has moved)."""
        self.settings.mode, self.settings.level = mode, level
        self._new_round(counted=self.own.is_over() or self.own.has_started())

    # -- the buttons ---------------------------------------------------------------

    def _saved_and_said(self):
        """A button changed the game: keep it and say where it stands."""
        self._save()
        self._announce_status()

    def _undo(self, control):
        """Take back the last move (against the computer, back to the person's
        own move); against the computer the round is then not rated."""
        r = self.round
        if self.can_undo() and r.undo():
            if r.mode == "computer":
                r.unrated = True
            self.moment.moved()
            self._saved_and_said()

    def _ask_resign(self, control):
        self.moment.confirming = self.can_resign()
        if self.moment.confirming:
            self.emit(m.Focus("resign-no", False))

    def _resign(self, control):
        if not self.moment.confirming or not self.can_resign():
            return
        r = self.round
        # Against the computer only the visitor can resign: Red.
        person = "red" if r.mode == "computer" else control[len("resign-"):]
        r.resign(person)
        self.moment.confirming = False
        self._count_result()
        self._saved_and_said()

    def _confirm_change(self, control):
        pending = self.moment.pending
        if pending is None:
            return
        self.moment.pending = None
        if self.forfeits():
            self._rate(0.0)
        self._set_mode(*pending)
        self._saved_and_said()

    def _again(self, control):
        if self.linked is None and self.own.is_over():
            self._new_round()
            self._saved_and_said()
            self.emit(m.Reveal())         # the new round starts at the top: status and board

    def _move_for_both(self, control):
        """Yes to the side question: play the move it held, and from now on
        let this device move for both sides of the game."""
        move = self.moment.side_question
        self.moment.side_question = None
        if move is None or not self.accepts_taps() or not self.round.game.is_legal(move):
            return
        self.round.both = True
        self._person_moves(move)
        self._saved_and_said()

    def _ask_hint(self, control):
        """The visitor asks for a move: the round is no longer rated."""
        r = self.round
        if r.mode != "computer" or not self.accepts_taps() or self.moment.hint is not None:
            return
        self.moment.hint_asked = True
        if not r.unrated:
            r.unrated = True
            self._saved_and_said()

    def _analyse(self, control):
        """Have the computer judge every position of the reviewed game (kept
        with the round, and among the kept analyses)."""
        r = self.round
        if self.moment.review is not None and (r.analysis is None
                                               or r.analysis.record != format_record(r.game)):
            r.analysis = Analysis(r.game)
            self._attach_kept()

    def _review(self, control):
        """Review the finished game, with its analysis if one was kept."""
        r = self.round
        if r.is_over():
            self.moment.review = len(r.game.moves)
            if self.kept is None:
                self.emit(m.WarmUp())           # the bundle that reads kept verdicts
            else:
                self._attach_kept()

    def _toggle_sheet(self, control):
        """More or New game, opened by its button (in the other's place) or closed."""
        self.notices.sheet = None if self.notices.sheet == control else control

    def _toggle_line(self, control):
        self.moment.show_line = not self.moment.show_line

    def _step(self, control):
        review = self.moment.review
        if review is None:
            return
        total = len(self.round.game.moves)
        self._step_review(step_target(control, review, total))
        # A step button that can go no further is disabled: keep the keyboard
        # in the review, on the slider.
        at = self.moment.review
        if (control in ("first", "back") and at == 0) or (control in ("forward", "last")
                                                          and at == total):
            self.emit(m.Focus("seek", False))

    def _step_review(self, target):
        if self.moment.review is not None:
            self.moment.review = max(0, min(len(self.round.game.moves), target))

    # An action chosen in More closes it (a sheet over the page on a phone):
    # what it shows (the link, the box to paste a game in) comes under the
    # main row.
    def _share(self, control):
        self.notices.sheet = None
        self.notices.sharing = "link"
        self.emit(m.Share(link_moves(self.round.game), True))

    def _copy(self, control):
        self.notices.sheet = None
        self.notices.sharing = "moves"
        self.emit(m.Share(format_record(self.round.game), False))

    def _send(self, control):
        """"Send your move": this device plays the side that just moved (it
        remembers that for when the friend's link comes back), and the link
        goes to the friend."""
        r = self.round
        if r.side is None:
            r.side = 3 - r.game.turn
        self._remember_side(r.game, r.side)
        self.notices.sheet = None
        self.notices.sharing = "send"
        self.emit(m.Share(link_moves(r.game), True))

    def _open_import(self, control):
        self.notices.sheet = None
        self.notices.importing = True
        self.emit(m.Focus("import-text", False))

    def _close(self, control):
        """A button that only closes a question or a box (see CLOSES)."""
        part, name, value = CLOSES[control]
        setattr(getattr(self, part), name, value)

    def _back_to_own(self, control):
        if self.linked is not None:
            self._show_own()


# The buttons that only close a question or a box: (part, its field, the
# value that closes it).
CLOSES = {"resign-no": ("moment", "confirming", False), "change-no": ("moment", "pending", None),
          "side-no": ("moment", "side_question", None), "leave": ("moment", "review", None),
          "dismiss": ("notices", "notice", None), "import-cancel": ("notices", "importing", False),
          "sheet-close": ("notices", "sheet", None), "new-close": ("notices", "sheet", None)}

# What each button does, by its control id (board/controls.py).
ACTIONS = dict({control: Session._close for control in CLOSES}, **{
    "undo": Session._undo, "resign": Session._ask_resign, "resign-red": Session._resign,
    "resign-blue": Session._resign, "change-yes": Session._confirm_change,
    "again": Session._again, "side-yes": Session._move_for_both, "hint": Session._ask_hint,
    "analyse": Session._analyse, "review": Session._review, "first": Session._step,
    "back": Session._step, "forward": Session._step, "last": Session._step,
    "share": Session._share, "copy": Session._copy, "send": Session._send, "send-more": Session._send,
    "import": Session._open_import, "own": Session._back_to_own,
    "line-toggle": Session._toggle_line, "more": Session._toggle_sheet,
    "opponent": Session._toggle_sheet,
})

HANDLERS = {
    m.Opened: Session.on_opened, m.Tap: Session.on_tap, m.Pressed: Session.on_pressed,
    m.Chose: Session.on_chose, m.Seek: Session.on_seek, m.GraphTap: Session.on_graph_tap,
    m.Key: Session.on_key, m.Imported: Session.on_imported, m.LinkChanged: Session.on_link_changed,
    m.StoredChanged: Session.on_stored_changed, m.StorageRefused: Session.on_storage_refused,
    m.AnalysisReady: Session.on_analysis_ready, m.ComputerReady: Session.on_computer_ready,
    m.ComputerMoved: Session.on_computer_moved,
    m.Judged: Session.on_judged, m.Shared: Session.on_shared, m.Tick: Session.on_tick,
}
