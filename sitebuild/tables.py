"""Tables a phone reads as stacked cards: each cell of a table's body gets
its column's heading as ``data-label`` (site.css writes it over the cell
on a narrow screen, where the columns stood side by side, thin and long)."""

import re

TABLE = re.compile(r"<table>(.*?)</table>", re.S)
HEADING = re.compile(r"<th[^>]*>(.*?)</th>", re.S)
ROW = re.compile(r"<tr>(.*?)</tr>", re.S)
CELL = re.compile(r"<td([^>]*)>")
TAG = re.compile(r"<[^>]+>")


class TableError(ValueError):
    """A table this module cannot label (no heading, or a row that does not
    have the heading's number of cells), quoting its start."""


def labelled(html):
    """``html`` with every Markdown table labelled and marked
    ``data-uttt-stacked``."""
    return TABLE.sub(label_table, html)


def label_table(match):
    body = match.group(1)
    head, sep, rows = body.partition("</thead>")
    headings = [TAG.sub("", h).strip().replace('"', "&quot;") for h in HEADING.findall(head)]
    if not sep or not headings:
        raise TableError("a table without a heading row: %r" % match.group(0)[:120])

    def label_row(row):
        cells = iter(headings)
        count = len(CELL.findall(row.group(1)))
        if count != len(headings):
            raise TableError("a row with %d cells under %d headings: %r"
                             % (count, len(headings), row.group(0)[:120]))
        return CELL.sub(lambda cell: '<td%s data-label="%s">' % (cell.group(1), next(cells)),
                        row.group(0))
    return "<table data-uttt-stacked>%s%s%s</table>" % (head, sep, ROW.sub(label_row, rows))
