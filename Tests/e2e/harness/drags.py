"""Rows opened with a real pointer drag, as a person opens them."""

FIRST = "Weekly report"


def open_first_row(app, name=FIRST, rtl=False):
    row = app.row(name)
    x, y, w, h = app.extents(row)
    if rtl:
        app.drag(x + 60, y + h // 2, x + 260, y + h // 2)
    else:
        app.drag(x + w - 60, y + h // 2, x + w - 260, y + h // 2)
    return row
