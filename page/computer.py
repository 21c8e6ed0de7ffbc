"""What the computer's bundle (uttt-computer.js) hands over to the play
board: the page's side of the worker, the view of the analysis it sends
(``board.analysis_view``) and the reader of the kept analyses."""

from board import analysis_view
from board.kept_analyses import KeptAnalyses
from page.thinker import Thinker

__all__ = ["KeptAnalyses", "Thinker", "analysis_view"]
