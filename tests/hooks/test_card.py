"""The picture link previews show (sitebuild/card.py): the engine's position,
drawn in board.css's colours, the size its tags state, the same every time."""

import io
import pathlib

from PIL import Image

from engine.notation import parse_record
from engine.tables import O, X
from sitebuild import card

ROOT = pathlib.Path(__file__).resolve().parents[2]
CSS = (ROOT / "overrides" / "assets" / "uttt" / "board.css").read_text(encoding="utf-8")
CENTRE = (600, 315)          # the middle of e5, the centre cell of the centre board


def picture(png):
    return Image.open(io.BytesIO(png)).convert("RGB")


def test_the_card_shows_a_game_in_progress_with_boards_won_by_each_player():
    """What its description says in every language (og:image:alt, mkdocs.yml)."""
    game = parse_record(card.RECORD)
    assert game.outcome is None
    assert X in game.boards and O in game.boards


def test_the_card_has_the_stated_size_and_is_the_same_every_time():
    png = card.card_png(CSS)
    assert Image.open(io.BytesIO(png)).size == (card.WIDTH, card.HEIGHT) == (1200, 630)
    assert card.card_png(CSS) == png


def test_the_card_draws_the_position_it_is_given():
    colours = card.colours(CSS)
    assert picture(card.card_png(CSS, "")).getpixel(CENTRE) == colours["lit"]
    assert picture(card.card_png(CSS, "e5")).getpixel(CENTRE) == colours["red"]
    ring = picture(card.card_png(CSS, "b8 e5"))            # O's ring, round an empty middle
    assert ring.getpixel((CENTRE[0] + 14, CENTRE[1])) == colours["blue"]
    # The last move's cell: 30 % of its mover's colour over the cell's, as board.css mixes it.
    assert ring.getpixel(CENTRE) == card.mixed(colours["blue"], colours["cell"], 0.3) != colours["lit"]


def test_the_card_takes_its_colours_from_board_css():
    assert card.colours(CSS)["red"] == (0xd9, 0x2d, 0x20)
    assert card.colours(CSS)["blue"] == (0x2a, 0x48, 0xd0)
    green = CSS.replace("--uttt-red: #d92d20;", "--uttt-red: #00ff00;", 1)
    assert picture(card.card_png(green, "e5")).getpixel(CENTRE) == (0, 255, 0)
