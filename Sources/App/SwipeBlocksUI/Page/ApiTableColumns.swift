import CGtk
import GtkBridge

/// The columns of a table whose rows are separate widgets: every column as wide as its widest
/// cell, but the last, which takes the rest of the row and wraps. Each row's box asks it where
/// its cells go, so the columns line up across the rows. Where the last column would be left
/// less than half again its minimum (a phone, a long name), every row stacks its cells instead
/// across the whole width (its first cell, the cells between side by side where they fit, its
/// last cell), and the header row folds away.
@MainActor
final class ApiTableColumns {
    /// Each row's cells, in column order.
    private var rows: [[UnsafeMutablePointer<GtkWidget>]] = []

    /// A box laying out `cells` (one a column) on the table's columns; the columns live as long
    /// as the rows that use them. A header row is not shown while the rows are stacked.
    func row(_ cells: [UnsafeMutablePointer<GtkWidget>], isHeader: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        rows.append(cells)
        let box = Make.box(GTK_ORIENTATION_HORIZONTAL)
        for cell in cells { Make.append(box, cell) }
        // A folded header's cells keep their size, out of sight.
        if isHeader { gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN) }
        CustomLayout.install(
            on: box, heightForWidth: true,
            LayoutDelegate(
                measure: { orientation, forSize in
                    guard orientation == GTK_ORIENTATION_VERTICAL else { return self.widthRange() }
                    let height = self.place(cells, width: forSize, isHeader: isHeader, allocating: nil)
                    return (height, height)
                },
                allocate: { width, height, _ in
                    let rightToLeft = gtk_widget_get_direction(box) == GTK_TEXT_DIR_RTL
                    _ = self.place(cells, width: width, isHeader: isHeader) { cell, x, y, cellWidth, cellHeight in
                        let left = rightToLeft ? width - x - cellWidth : x
                        CustomLayout.place(cell, x: Double(left), y: Double(y), width: cellWidth, height: cellHeight)
                    }
                }))
        return box
    }

    /// Where `cells` go in a row `width` wide (−1: unknown, the columns at their natural widths),
    /// told to `allocating` as (cell, x, y, width, height) when given; returns the row's height.
    private func place(
        _ cells: [UnsafeMutablePointer<GtkWidget>], width: Int32, isHeader: Bool,
        allocating: ((UnsafeMutablePointer<GtkWidget>, Int32, Int32, Int32, Int32) -> Void)?
    ) -> Int32 {
        let (fixed, last) = columnWidths()
        let code = fixed.reduce(0, +)
        let stacked = width >= 0 && width - code < last.0 * 3 / 2
        if stacked {
            // The first cell (the name) and the last (the summary) on lines of their own; those
            // between (type, default) wrapped as a wrapping box does, the last on a line taking the rest.
            let naturals = cells.map(naturalWidth)
            let between = cells.count > 2 ? Array(naturals[1..<cells.count - 1]) : []
            let lines =
                [0..<1] + WrapLayout.lines(widths: between, available: width, spacing: 0).map { ($0.lowerBound + 1)..<($0.upperBound + 1) }
                + (cells.count > 1 ? [(cells.count - 1)..<cells.count] : [])
            var y: Int32 = 0
            for line in lines {
                let widths = line.dropLast().map { naturals[$0] }
                let lineWidths = widths + [width - widths.reduce(0, +)]
                let lineCells = line.map { cells[$0] }
                let height = zip(lineCells, lineWidths).map { CustomLayout.measure($0, GTK_ORIENTATION_VERTICAL, forSize: $1).1 }.max() ?? 0
                var x: Int32 = 0
                for (cell, cellWidth) in zip(lineCells, lineWidths) {
                    allocating?(cell, x, y, cellWidth, height)
                    x += cellWidth
                }
                y += height
            }
            return isHeader ? 0 : y
        }
        let widths = fixed + [width < 0 ? last.1 : width - code]
        let height = zip(cells, widths).map { CustomLayout.measure($0, GTK_ORIENTATION_VERTICAL, forSize: $1).1 }.max() ?? 0
        var x: Int32 = 0
        for (cell, cellWidth) in zip(cells, widths) {
            allocating?(cell, x, 0, cellWidth, height)
            x += cellWidth
        }
        return height
    }

    private func naturalWidth(_ cell: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        CustomLayout.measure(cell, GTK_ORIENTATION_HORIZONTAL, forSize: -1).1
    }

    /// The widest cell of each column but the last (its natural width), and the last column's
    /// minimum and natural widths.
    private func columnWidths() -> (fixed: [Int32], last: (Int32, Int32)) {
        guard let count = rows.first?.count, count > 0 else { return ([], (0, 0)) }
        var fixed = Array(repeating: Int32(0), count: count - 1)
        var last: (Int32, Int32) = (0, 0)
        for cells in rows {
            for (column, cell) in cells.enumerated() {
                let (minimum, natural) = CustomLayout.measure(cell, GTK_ORIENTATION_HORIZONTAL, forSize: -1)
                if column < count - 1 {
                    fixed[column] = max(fixed[column], natural)
                } else {
                    last = (max(last.0, minimum), max(last.1, natural))
                }
            }
        }
        return (fixed, last)
    }

    /// A row's minimum width (stacked: its widest cell's minimum) and natural width (in columns).
    private func widthRange() -> (Int32, Int32) {
        let (fixed, last) = columnWidths()
        var minimum = last.0
        for cells in rows {
            for cell in cells.dropLast() {
                minimum = max(minimum, CustomLayout.measure(cell, GTK_ORIENTATION_HORIZONTAL, forSize: -1).0)
            }
        }
        return (minimum, fixed.reduce(0, +) + last.1)
    }
}
