"""The play board in the page (page layer): it carries out the session.

It turns the page's events (taps, buttons, settings, the review's slider
and graph, keys, another tab's write, the address's fragment, the worker's
replies, timers) into ``board.play.messages`` events for the pure
``Session``, shows the session's view and carries out the effects it
returns. It looks at neither the game nor the settings itself.
"""

from browser import document, window
from javascript import NULL

from board.play import messages as m
from board.play.session import Session
from board.play.view import DRAWN, play_refusal, play_view
from board.saved import analyses_key, sides_key, storage_key
from page import loader
from page.address import fragment
from page.alert import warn
from page.input import LiveBoard, now
from page.local_store import Store


class PlayBoard(LiveBoard):
    """A full game: two people on one device, or a person against the
    computer; saved across reloads; a game from a share link in its place."""

    def __init__(self, root):
        self.session = Session(root.attrs["data-lang"])
        self.store = Store(storage_key(root.attrs["data-id"]))
        self.sides_store = Store(sides_key(root.attrs["data-id"]))
        self.analyses_store = Store(analyses_key(root.attrs["data-id"]))
        self.computer = Computer(self.send)
        self.refused = False                # the session was told storage fails
        self.shown = None
        LiveBoard.__init__(self, root)

    def opening(self):
        """The session opened with what is saved, its first view in steps
        (``rendering``), its effects, then input."""
        opened = m.Opened(self.store.read(), self.sides_store.read(), self.analyses_store.read(),
                          fragment())
        effects = self.session.handle(opened, window.Date.now(), now())
        if opened == m.FIRST_VISIT:         # the page shows this board's first view already
            self.trust_markup(DRAWN)
        yield
        yield from self.rendering()
        yield
        self.carry_out(effects)
        for el in self.root.select("[data-action]"):
            self.dom.say_why_when_off(el)
            el.bind("click", self.on_button)
        for el in self.root.select("[data-setting]"):
            el.bind("change", self.on_setting)
        self.parts.el("seek").bind("input", lambda ev: self.send(m.Seek(int(ev.target.value))))
        self.parts.el("moves").bind("click", self.on_move_list)
        self.parts.el("graph").bind("click", self.on_graph)
        self.parts.el("scrim").bind("click", lambda ev: self.send(m.Pressed("sheet-close")))
        self.root.bind("keydown", self.on_key_down)
        window.bind("storage", self.on_storage)
        window.bind("hashchange", lambda ev: self.send(m.LinkChanged(fragment())))
        self.go_live()

    def send(self, event):
        """Hand ``event`` to the session, show its view, carry out its effects."""
        effects = self.session.handle(event, window.Date.now(), now())
        self.render()
        self.carry_out(effects)

    def carry_out(self, effects):
        for effect in effects:
            EFFECTS[type(effect)](self, effect)
        if not self.store.working and not self.refused:
            self.refused = True
            self.send(m.StorageRefused())

    # -- what LiveBoard asks -------------------------------------------------------

    def current_game(self):
        return self.session.shown_game()

    def enabled(self):
        return self.session.accepts_taps()

    def activate(self, move, stamp):
        self.send(m.Tap(move, stamp))

    def refusal(self, move):
        return play_refusal(self.session, move, self.lang)

    def rendering(self):
        """The view, then the grid, then the other parts: steps of the
        opening (a phone draws them in several tasks), at once otherwise."""
        self.shown = play_view(self.session, self.lang, self.told_move(), self.computer.analysis_view)
        yield
        yield from LiveBoard.rendering(self)
        yield
        self.parts.apply(self.shown["parts"])

    def status_line(self, game):
        return self.shown["status"]

    def view_options(self):
        return {"suggested": self.shown["suggested"], "expected": self.shown["expected"]}

    # -- the page's events ---------------------------------------------------------

    def on_button(self, ev):
        button = ev.currentTarget
        field = button.attrs.get("data-submits")      # a button that sends a text box's text
        if field is not None:
            self.send(m.Imported(str(self.parts.field(field).value)))
        else:
            self.send(m.Pressed(button.attrs["data-action"]))

    def on_setting(self, ev):
        el = ev.currentTarget
        self.send(m.Chose(el.attrs["data-setting"], el.checked if el.type == "checkbox" else el.value))

    def on_move_list(self, ev):
        try:
            move = ev.target.closest(".uttt-move")
        except KeyError:                    # Brython's way of saying: none
            return
        if move is not None:
            self.send(m.Seek(int(move.attrs["data-ply"])))

    def on_graph(self, ev):
        box = self.parts.el("graph").getBoundingClientRect()
        if box.width > 0:
            self.send(m.GraphTap((ev.clientX - box.left) / box.width))

    def on_key_down(self, ev):
        if ev.target != self.parts.field("seek") and self.session.takes_key(ev.key):
            ev.preventDefault()             # the slider steps by itself
            self.send(m.Key(ev.key))

    def on_storage(self, ev):
        if ev.key == self.store.key:
            self.send(m.StoredChanged(self.store.read()))

    # -- effects -------------------------------------------------------------------

    def do_save(self, effect):
        self.store.write(effect.text)

    def do_forget(self, effect):
        self.store.remove()

    def do_save_sides(self, effect):
        self.sides_store.write(effect.text)

    def do_save_analyses(self, effect):
        self.analyses_store.write(effect.text)          # None: none kept

    def do_set_link(self, effect):
        if effect.moves is None:
            window.history.replaceState(NULL, "", str(window.location.pathname)
                                        + str(window.location.search))
        else:
            window.history.replaceState(NULL, "", "#game=" + effect.moves)

    def do_think(self, effect):
        self.computer.want(effect.thought)

    def do_warm_up(self, effect):
        self.computer.warm_up()

    def do_share(self, effect):
        """Give the value to the phone's share sheet (a link), else copy it;
        the session hears how it went (where neither works, it is shown,
        selected, to copy by hand)."""
        value = effect.value
        if effect.as_link:
            value = str(window.location.origin) + str(window.location.pathname) + "#game=" + value
        navigator = window.navigator

        def report(how):
            return lambda _: self.send(m.Shared(how, value))
        if effect.as_link and getattr(navigator, "share", None) is not None:
            navigator.share({"url": value, "title": document.title}).then(report("shared"),
                                                                        report("declined"))
            return
        clipboard = getattr(navigator, "clipboard", None)
        try:
            clipboard.writeText(value).then(report("copied"), report("failed"))
        except Exception:                   # no clipboard at all, or it throws
            self.send(m.Shared("failed", value))

    def do_focus(self, effect):
        field = self.parts.field(effect.control) or self.parts.el(effect.control)
        field.focus()
        if effect.select:
            field.select()

    def do_announce(self, effect):
        self.dom.announce(effect.text)

    def do_reveal(self, effect):
        self.dom.status.scrollIntoView({"block": "start"})

    def do_wake(self, effect):
        window.setTimeout(lambda: self.send(m.Tick()), effect.ms)


EFFECTS = {m.Save: PlayBoard.do_save, m.Forget: PlayBoard.do_forget,
           m.SaveSides: PlayBoard.do_save_sides, m.SaveAnalyses: PlayBoard.do_save_analyses,
           m.SetLink: PlayBoard.do_set_link,
           m.Think: PlayBoard.do_think, m.WarmUp: PlayBoard.do_warm_up,
           m.Share: PlayBoard.do_share, m.Focus: PlayBoard.do_focus,
           m.Announce: PlayBoard.do_announce, m.Reveal: PlayBoard.do_reveal,
           m.Wake: PlayBoard.do_wake, m.Warn: lambda board, effect: warn()}


class Computer:
    """The play board's link to the computer: ``page.thinker`` and its
    worker, once the computer's bundle has run (it loads after the boards in
    view are live, or at once when the board needs it first)."""

    def __init__(self, send):
        self.send = send
        self.thinker = None
        self.analysis_view = None
        self.wanted = None
        self.loading = False

    def warm_up(self):
        if not self.loading:
            self.loading = True
            loader.need("computer", self.loaded)

    def want(self, thought):
        self.wanted = thought
        if self.thinker is not None:
            self.thinker.want(thought)
        elif thought is not None:
            self.warm_up()

    def loaded(self, module):
        self.analysis_view = module.analysis_view
        self.send(m.AnalysisReady(module.KeptAnalyses()))
        self.thinker = module.Thinker(self.send)
        self.thinker.want(self.wanted)
