import CGtk
import GtkBridge
import Localization
import SwipeEngine

/// A small plot of the last drag: the row's offset over time, with the block's threshold lines,
/// drawn with cairo. Screen readers get the same as one sentence in its accessible description.
@MainActor
final class DragPlot {
    let root: UnsafeMutablePointer<GtkWidget>
    private var area: UnsafeMutablePointer<GtkWidget>!
    private(set) var trace: DragTrace?

    init() {
        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["drag-plot"])
        gtk_widget_set_hexpand(root, .yes)
        area = Drawing.area { [unowned self] cairo, width, height in self.draw(cairo, width, height) }
        gtk_widget_set_size_request(area, 200, 72)
        gtk_widget_set_hexpand(area, .yes)
        Accessibility.setLabel(area, tr("Last drag"))
        // A Tab stop, so a screen reader reaches the plot's sentence from the keyboard too.
        gtk_widget_set_focusable(area, .yes)
        Style.add("plot-area", to: area)
        Descriptions.set(area, tr("No drag yet"))
        Make.append(root, Make.label(tr("Last drag"), classes: ["caption", "dim-label"]), area)
        Lifetime.tie(self, to: root, key: "swipeblocks-drag-plot")
    }

    /// Draws `trace`; once the row has come to rest, tells screen readers what it did.
    func show(_ trace: DragTrace, finished: Bool) {
        self.trace = trace
        if finished { Accessibility.setDescription(area, trace.summary) }
        gtk_widget_queue_draw(area)
    }

    private func draw(_ cairo: OpaquePointer, _ width: Double, _ height: Double) {
        let ink = Drawing.color(of: area)
        // libadwaita's accent colour for text and lines, legible on the window in light and dark.
        let accent = Drawing.color(of: area, named: "accent_color")
        let inset = 4.0
        let plotHeight = height - 2 * inset
        guard let trace else {
            Drawing.setSource(cairo, ink, alpha: 0.5)
            Drawing.text(tr("Drag a row to see its offset over time"), in: area, cairo: cairo) { w, h in
                ((width - w) / 2, (height - h) / 2)
            }
            return
        }
        func y(_ offset: Double) -> Double { inset + trace.y(offset: offset, height: plotHeight) }
        var labels = PlotLabelLayout(width: width, height: height)

        // The rest line, named at its left end, and the time axis's span at the bottom right.
        cairo_set_line_width(cairo, 1)
        Drawing.setSource(cairo, ink, alpha: 0.25)
        cairo_move_to(cairo, 0, y(0).rounded() + 0.5)
        cairo_line_to(cairo, width, y(0).rounded() + 0.5)
        cairo_stroke(cairo)
        Drawing.setSource(cairo, ink, alpha: 0.7)
        Drawing.text(trace.spanLabel, in: area, cairo: cairo) { w, h in
            labels.reserve(PlotLabelLayout.Rect(x: width - w - 2, y: height - h, width: w, height: h))
        }
        Drawing.text(tr("rest"), in: area, cairo: cairo) { w, h in
            let ly = y(0).rounded()
            return labels.reserve(PlotLabelLayout.Rect(x: 2, y: ly - h - 1 >= 0 ? ly - h - 1 : ly + 1, width: w, height: h))
        }
        // Each threshold dashed, named at its right end where no other name is.
        var dashes = [4.0, 3.0]
        for line in trace.thresholds {
            let ly = y(line.offset).rounded() + 0.5
            Drawing.setSource(cairo, ink, alpha: 0.45)
            cairo_set_dash(cairo, &dashes, 2, 0)
            cairo_move_to(cairo, 0, ly)
            cairo_line_to(cairo, width, ly)
            cairo_stroke(cairo)
            cairo_set_dash(cairo, nil, 0, 0)
            Drawing.setSource(cairo, ink, alpha: 0.7)
            Drawing.text(line.words, in: area, cairo: cairo) { w, h in
                labels.place(width: w, height: h, lineY: ly).map { ($0.x, $0.y) }
            }
        }

        // The offset over time.
        let points = trace.points(width: width, height: plotHeight)
        guard let first = points.first else { return }
        Drawing.setSource(cairo, accent)
        cairo_set_line_width(cairo, 2)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cairo, first.x, inset + first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, inset + point.y) }
        cairo_stroke(cairo)
    }
}
