import CGtk

/// How a wrapping box lays out its children: in reading order at their natural widths, starting
/// a new line when the next child would not fit (a child wider than the box gets the box's width).
public enum WrapLayout {
    /// The children of each line, as index ranges, for children of `widths` in `available` points
    /// with `spacing` between neighbours. Every child is on exactly one line; none is empty.
    public static func lines(widths: [Int32], available: Int32, spacing: Int32) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used: Int32 = 0
        for (i, width) in widths.enumerated() {
            let w = min(width, max(available, 0))
            if i > start, used + spacing + w > available {
                lines.append(start..<i)
                start = i
                used = w
            } else {
                used += (i > start ? spacing : 0) + w
            }
        }
        if start < widths.count { lines.append(start..<widths.count) }
        return lines
    }
}

extension Make {
    /// A box that lays its children in a row and wraps them onto more rows when it is narrow.
    /// Unlike GtkFlowBox, it adds no focusable wrappers: Tab walks its children and moves on.
    public static func wrappingBox(spacing: Int32, rowSpacing: Int32, classes: [String] = []) -> UnsafeMutablePointer<GtkWidget> {
        let box = Make.box(GTK_ORIENTATION_HORIZONTAL, classes: classes)
        CustomLayout.install(
            on: box, heightForWidth: true,
            LayoutDelegate(
                measure: { orientation, forSize in
                    WrapBox.measure(box, orientation, forSize: forSize, spacing: spacing, rowSpacing: rowSpacing)
                },
                allocate: { width, _, _ in WrapBox.allocate(box, width: width, spacing: spacing, rowSpacing: rowSpacing) }))
        return box
    }
}

/// The measuring and placing of a `wrappingBox`'s children, by `WrapLayout`.
@MainActor
private enum WrapBox {
    static func children(_ box: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(box)
        while let c = child {
            if gtk_widget_should_layout(c) != 0 { result.append(c) }
            child = gtk_widget_get_next_sibling(c)
        }
        return result
    }

    /// Each child's width in `available` points and the lines they make.
    static func plan(_ children: [UnsafeMutablePointer<GtkWidget>], available: Int32, spacing: Int32)
        -> (widths: [Int32], lines: [Range<Int>])
    {
        let widths = children.map { child in
            let (minimum, natural) = CustomLayout.measure(child, GTK_ORIENTATION_HORIZONTAL, forSize: -1)
            return max(minimum, min(natural, available))
        }
        return (widths, WrapLayout.lines(widths: widths, available: available, spacing: spacing))
    }

    static func lineHeights(_ children: [UnsafeMutablePointer<GtkWidget>], _ plan: (widths: [Int32], lines: [Range<Int>])) -> [Int32] {
        plan.lines.map { line in
            line.map { CustomLayout.measure(children[$0], GTK_ORIENTATION_VERTICAL, forSize: plan.widths[$0]).1 }.max() ?? 0
        }
    }

    static func measure(
        _ box: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int32,
        spacing: Int32, rowSpacing: Int32
    ) -> (Int32, Int32) {
        let kids = children(box)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            let sizes = kids.map { CustomLayout.measure($0, GTK_ORIENTATION_HORIZONTAL, forSize: -1) }
            let minimum = sizes.map(\.0).max() ?? 0
            let natural = sizes.map(\.1).reduce(0, +) + spacing * Int32(max(kids.count - 1, 0))
            return (minimum, natural)
        }
        let available = forSize < 0 ? Int32.max / 4 : forSize
        let heights = lineHeights(kids, plan(kids, available: available, spacing: spacing))
        let height = heights.reduce(0, +) + rowSpacing * Int32(max(heights.count - 1, 0))
        return (height, height)
    }

    static func allocate(_ box: UnsafeMutablePointer<GtkWidget>, width: Int32, spacing: Int32, rowSpacing: Int32) {
        let kids = children(box)
        let plan = plan(kids, available: width, spacing: spacing)
        let heights = lineHeights(kids, plan)
        let rightToLeft = gtk_widget_get_direction(box) == GTK_TEXT_DIR_RTL
        var y: Int32 = 0
        for (line, height) in zip(plan.lines, heights) {
            var x: Int32 = 0
            for i in line {
                let w = plan.widths[i]
                CustomLayout.place(kids[i], x: Double(rightToLeft ? width - x - w : x), y: Double(y), width: w, height: height)
                x += w + spacing
            }
            y += height + rowSpacing
        }
    }
}
