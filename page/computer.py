"""What the computer's bundle (uttt-computer.js) hands over to the play
board: the page's side of the worker, and the view of the analysis it
sends (``board.analysis_view``)."""

from board import analysis_view
from page.thinker import Thinker

__all__ = ["Thinker", "analysis_view"]
