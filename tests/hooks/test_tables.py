import pytest

from sitebuild.tables import TableError, labelled

TABLE = """<p>x</p><table>
<thead>
<tr>
<th>Name</th>
<th>Default <em>now</em></th>
</tr>
</thead>
<tbody>
<tr>
<td>Mode</td>
<td align="left">Two players</td>
</tr>
</tbody>
</table>"""


def test_each_cell_is_labelled_with_its_columns_heading():
    out = labelled(TABLE)
    assert out.startswith("<p>x</p><table data-uttt-stacked>")
    assert '<td data-label="Name">Mode</td>' in out
    assert '<td align="left" data-label="Default now">Two players</td>' in out
    assert "<th>Name</th>" in out


def test_a_table_it_cannot_label_fails_quoting_it():
    with pytest.raises(TableError, match="without a heading"):
        labelled("<table><tbody><tr><td>a</td></tr></tbody></table>")
    with pytest.raises(TableError, match="3 cells under 2 headings"):
        labelled(TABLE.replace("<td>Mode</td>", "<td>Mode</td><td>more</td>"))

