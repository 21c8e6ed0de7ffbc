"""The build's reading of the shipped puzzles (sitebuild/puzzles.py): every
puzzle proven again, and a damaged one named by file, line, id and reason."""

import time

import pytest

from sitebuild.puzzles import PUZZLES, PuzzleDataError, load_puzzles


def test_the_shipped_puzzles_load_proven_within_the_builds_budget():
    start = time.perf_counter()
    puzzles = load_puzzles()
    assert len(puzzles) >= 300
    assert time.perf_counter() - start < 30


def damaged_copy(tmp_path, damage):
    """A copy of the shipped file with ``damage`` applied to its fifth
    puzzle; returns the copy's path, the damaged line's number and id."""
    rows = PUZZLES.read_text(encoding="utf-8").split("\n")
    k = [i for i, row in enumerate(rows) if row and not row.startswith("#")][4]
    rows[k] = damage(rows[k])
    path = tmp_path / "puzzles.txt"
    path.write_text("\n".join(rows), encoding="utf-8")
    return path, k + 1, rows[k][:5]


def test_a_puzzle_that_fails_its_proof_is_named_by_file_line_and_id(tmp_path):
    def drop_last_answer(row):
        return row.rsplit(" ", 1)[0]
    path, line, pid = damaged_copy(tmp_path, drop_last_answer)
    with pytest.raises(PuzzleDataError) as caught:
        load_puzzles(path)
    error = caught.value
    assert (error.path, error.line, error.puzzle_id) == (path, line, pid)
    assert str(error).startswith("%s, line %d, puzzle %s: the answers leave out the legal move "
                                 % (path, line, pid))


def test_a_malformed_line_is_named_by_file_line_and_id(tmp_path):
    path, line, pid = damaged_copy(tmp_path, lambda row: row.replace(";", ";;", 1))
    with pytest.raises(PuzzleDataError) as caught:
        load_puzzles(path)
    assert str(caught.value).startswith("%s, line %d, puzzle %s: puzzle '" % (path, line, pid))
    assert "has 9 fields; expected 8" in str(caught.value)
