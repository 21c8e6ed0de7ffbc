"""Applies view data (see ``view``) to a board already in the page.

Browser layer: the board's HTML comes from the build; this module only finds
its elements once and then changes what differs from the last view.
"""

from browser import window

from engine.tables import CELL_INDEX

from board.view import line_coordinates


class BoardDom:
    REFUSED_MS = 900
    REASON_MS = 2500        # how long the status line says why a tap was refused

    def __init__(self, root):
        self.root = root
        self.cells = [None] * 81
        for el in root.select(".uttt-cell"):
            self.cells[CELL_INDEX[el.attrs["data-cell"]]] = el
        self.boards = [None] * 9
        for el in root.select(".uttt-small"):
            self.boards[int(el.attrs["data-board"])] = el
        self.status = root.select_one(".uttt-status")
        self.status_shown = (self.status.text, self.status.className)   # (text, class) as applied
        self.svg = root.select_one(".uttt-line")
        self.line = self.svg.select_one(".uttt-win")
        self.house = self.svg.select_one(".uttt-house")
        self.dead = [None] * 8
        for el in self.svg.select(".uttt-dead"):
            self.dead[int(el.attrs["data-line"])] = el
        self.alive = [None] * 8
        for el in self.svg.select(".uttt-alive"):
            self.alive[int(el.attrs["data-line"])] = el
        self.live = root.select_one(".uttt-live")
        self.shown = None
        # The page was built showing the next view (``LiveBoard.trust_markup``):
        # the first apply takes it as written (writing 81 cells again costs a
        # phone tens of milliseconds under Brython).
        self.as_built = False
        self.tab_stop = None

    def apply(self, view, status, status_cls):
        for _ in self.applying(view, status, status_cls):
            pass

    def applying(self, view, status, status_cls):
        """apply, a generator that yields after each third of the cells (a
        board's first view writes them all: three steps of its opening)."""
        old = view if self.as_built else self.shown
        self.as_built = False
        if old is not view:
            yield from self.writing(old, view)
        # A word joiner after each hyphen keeps "top-right" on one line
        # (the page's font has no U+2011 to write it with).
        status = status.replace("-", "-\u2060")
        if (status, status_cls) != self.status_shown:
            self.status.text = status
            self.status.className = status_cls
            self.status_shown = (status, status_cls)
        self.shown = view

    def writing(self, old, view):
        cells = view["cells"]
        for i in range(81):
            if i == 27 or i == 54:
                yield
            new = cells[i]
            before = old["cells"][i] if old is not None else None
            if before == new:
                continue
            el = self.cells[i]
            if before is None or before[0] != new[0]:
                el.className = new[0]
            if before is None or before[1] != new[1]:
                el.setAttribute("aria-label", new[1])
            if before is None or before[2] != new[2]:
                if new[2]:
                    el.removeAttribute("aria-disabled")
                else:
                    el.setAttribute("aria-disabled", "true")
        for b in range(9):
            new = view["boards"][b]
            if old is None or old["boards"][b] != new:
                self.boards[b].className = new[0]
                self.boards[b].setAttribute("aria-label", new[1])
        if old is None or old["line"] != view["line"] or old["dead"] != view["dead"] \
                or old["alive"] != view["alive"] or old["house"] != view["house"]:
            for el, ends in ((self.line, view["line"]), (self.house, view["house"])):
                if ends is None:
                    el.setAttribute("visibility", "hidden")
                    continue
                x1, y1, x2, y2 = line_coordinates(ends[0], ends[1])
                el.setAttribute("x1", str(x1))
                el.setAttribute("y1", str(y1))
                el.setAttribute("x2", str(x2))
                el.setAttribute("y2", str(y2))
                el.removeAttribute("visibility")
            for k in range(8):
                for els, shown in ((self.dead, view["dead"]), (self.alive, view["alive"])):
                    if k in shown:
                        els[k].removeAttribute("visibility")
                    else:
                        els[k].setAttribute("visibility", "hidden")
        if old is None or old["position"] != view["position"]:
            self.root.setAttribute("data-position", view["position"])

    def refuse(self, cell, reason):
        """Show for a moment that a tap on ``cell`` was not taken (a cell that
        is not playable now), the same for a live tap and a replayed one, and
        ``reason`` (if any) with ``tell``."""
        el = self.cells[cell]
        el.classList.add("is-refused")
        window.setTimeout(lambda: el.classList.remove("is-refused"), self.REFUSED_MS)
        if reason is not None:
            self.tell(reason)

    def say_why_when_off(self, button):
        """A button off for now (``data-why``, ``set_disabled``) says why when
        tapped or focused, and its tap goes no further. Bound before the
        button's own click handler."""
        button.bind("click", self.say_why)
        button.bind("focus", self.say_why)

    def say_why(self, ev):
        reason = ev.currentTarget.attrs.get("data-why")
        if reason is not None:
            self.tell(reason)
            if ev.type == "click":
                ev.stopImmediatePropagation()

    def tell(self, reason):
        """Say why something cannot be done now: the status line says it for
        REASON_MS (then what it said, unless the board has changed it since)
        and so does the live region."""
        reason = reason.replace("-", "-\u2060")
        self.status.text = reason
        self.status.className = "uttt-status is-refusal"
        self.announce(reason)

        def back():
            if self.status.text == reason:
                self.status.text, self.status.className = self.status_shown
        window.setTimeout(back, self.REASON_MS)

    def announce(self, message):
        """Say ``message`` through the live region (screen readers)."""
        self.live.text = message

    def set_tab_stop(self, cell):
        """Roving tab stop: only ``cell`` (or none) is in the tab order."""
        if cell == self.tab_stop:
            return
        if self.tab_stop is not None:
            self.cells[self.tab_stop].setAttribute("tabindex", "-1")
        if cell is not None:
            self.cells[cell].setAttribute("tabindex", "0")
        self.tab_stop = cell


class Parts:
    """The board's other parts (``data-part``, see ``board.play.controls``),
    found once, and view data applied to them: every part the same way, by
    property. Writes that change nothing are skipped, since every call into
    the page costs time under Brython."""

    def __init__(self, root):
        self.els = {"root": root}
        for el in root.select("[data-part]"):
            self.els[el.attrs["data-part"]] = el
        self.written = {}               # {part: the properties last applied}
        self.bases = {}                 # {part: its class names before a modifier}
        self.lists = {}
        self.centred = None             # (strip, the move kept in its middle)
        self.resizes = None             # the ResizeObserver that keeps it there
        # The properties of the next view the page was built showing
        # (``LiveBoard.trust_markup``): the first apply writes only the others.
        self.drawn = ()

    def el(self, part):
        return self.els.get(part)

    def field(self, part):
        """The form element of a part: itself, or the one its label holds."""
        el = self.els[part]
        if el.tagName in ("SELECT", "INPUT", "TEXTAREA"):
            return el
        return el.select_one("select, input, textarea")

    def apply(self, parts):
        """Apply {part: {property: value}} (properties: see ``SETTERS``); a
        part whose properties are all as last applied is skipped whole."""
        if self.drawn:
            for part, props in parts.items():
                self.written[part] = {key: props[key] for key in self.drawn if key in props}
            self.drawn = ()
        for part, props in parts.items():
            before = self.written.get(part)
            if before == props and "value" not in props:
                continue
            for prop, value in props.items():
                if before is not None and prop in before and before[prop] == value \
                        and prop != "value" and prop != "items" and prop != "points":
                    continue
                if prop in SETTERS:   # "current", "marker", "marks", "mistakes" go with them
                    SETTERS[prop](self, part, value, props)
            self.written[part] = props

    def set_hidden(self, part, value, props):
        if value:
            self.els[part].setAttribute("hidden", "")
        else:
            self.els[part].removeAttribute("hidden")

    def set_text(self, part, value, props):
        self.els[part].text = value

    def set_disabled(self, part, value, props):
        """True or False: the button's own ``disabled``. A text (the play
        board's): off, but still focusable and tappable, to say why
        (``data-why``); "": on."""
        el = self.els[part]
        if value is True or value is False:
            el.disabled = value
        elif value:
            el.setAttribute("aria-disabled", "true")
            el.setAttribute("data-why", value)
        else:
            el.removeAttribute("aria-disabled")
            el.removeAttribute("data-why")

    def set_mod(self, part, value, props):
        """The class names ``value`` (each "is-…") in place of the last ones,
        or of those the build drew."""
        el = self.els[part]
        base = self.bases.get(part)
        if base is None:
            base = self.bases[part] = " ".join(
                name for name in el.className.split() if not name.startswith("is-"))
        el.className = base + " " + value

    def set_value(self, part, value, props):
        el = self.els[part]
        if el.tagName == "FIELDSET":            # segments: the one with the value is on
            for radio in el.select("input"):
                radio.checked = radio.value == value
            return
        field = self.field(part)
        if field.value != value:                # the visitor may have typed since
            field.value = value

    def set_checked(self, part, value, props):
        self.field(part).checked = value

    def set_attrs(self, part, value, props):
        el = self.els[part]
        for name, attr in value.items():
            if attr is None:
                el.removeAttribute(name)
            else:
                el.setAttribute(name, attr)

    def set_flags(self, part, value, props):
        classes = self.els[part].classList
        for name, on in value.items():
            if on:
                classes.add(name)
            else:
                classes.remove(name)

    def set_points(self, part, points, props):
        marker = props["marker"]
        graph = self.els[part]
        graph.select_one(".uttt-graph-line").setAttribute("points", points)
        graph.select_one(".uttt-graph-area").setAttribute("points", props["area"])
        graph.select_one(".uttt-graph-marks").setAttribute("d", props["marks"])
        graph.select_one(".uttt-graph-mistakes").setAttribute("d", props["mistakes"])
        step = graph.select_one(".uttt-graph-step")
        step.setAttribute("x1", str(marker))
        step.setAttribute("x2", str(marker))

    def set_items(self, part, texts, props):
        """Fill the list with one button per (text, label, marks) of
        ``texts`` (data-ply 1, 2, ...), the one for ply ``current`` as the
        current one. Built with DOM calls (no HTML), and only again when the
        texts change."""
        current = props["current"]
        texts = tuple(texts)
        target = self.els[part]
        built = self.lists.get(part)
        if built is None or built[0] != texts:
            page = target.ownerDocument
            target.innerHTML = ""
            buttons = []
            for n, (shown, said, marks) in enumerate(texts, 1):
                item = page.createElement("li")
                move = page.createElement("button")
                move.setAttribute("type", "button")
                move.className = "uttt-move " + marks
                move.setAttribute("data-ply", str(n))
                move.textContent = shown
                move.setAttribute("aria-label", said)
                item.appendChild(move)
                target.appendChild(item)
                buttons.append(move)
            built = [texts, None, buttons]
            self.lists[part] = built
        if built[1] != current:
            buttons = built[2]
            if built[1]:                # ply 0, the start, has no button
                buttons[built[1] - 1].removeAttribute("aria-current")
            if current:
                button = buttons[current - 1]
                button.setAttribute("aria-current", "step")
                self.keep_centred(target, button)
            built[1] = current

    def keep_centred(self, strip, item):
        """Scroll ``strip`` (only the strip) to bring ``item`` to its middle,
        and again whenever either changes size (the site's font arriving
        after the strip was placed widens every move; a turned phone widens
        the strip): a ResizeObserver watches the two."""
        self.centred = (strip, item)
        if self.resizes is None:
            self.resizes = window.ResizeObserver.new(self.centre)
        self.resizes.disconnect()
        self.resizes.observe(strip, BORDER_BOX)
        self.resizes.observe(item, BORDER_BOX)
        self.centre()

    def centre(self, *observed):
        """Scroll the strip kept centred to its item's middle (``observed``:
        the ResizeObserver's entries and itself, when it calls)."""
        strip, item = self.centred
        gap = item.getBoundingClientRect().left - strip.getBoundingClientRect().left
        strip.scrollLeft += gap + (item.offsetWidth - strip.clientWidth) / 2


# What a ResizeObserver watches: the box with its padding and border.
BORDER_BOX = {"box": "border-box"}


SETTERS = {"hidden": Parts.set_hidden, "text": Parts.set_text, "disabled": Parts.set_disabled,
           "mod": Parts.set_mod, "value": Parts.set_value, "checked": Parts.set_checked,
           "attrs": Parts.set_attrs, "flags": Parts.set_flags,
           "points": Parts.set_points, "items": Parts.set_items}
