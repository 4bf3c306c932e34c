import CGtk
import GtkBridge
@testable import SwipeBlocksUI
import XCTest

/// The API table: rows laid out whole, their columns lined up.
final class ApiTableTests: UITestCase {
    /// Each row's cells (its labels), the header's first.
    @MainActor private static func cells(of table: UnsafeMutablePointer<GtkWidget>) -> [[UnsafeMutablePointer<GtkWidget>]] {
        var rows: [[UnsafeMutablePointer<GtkWidget>]] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            var labels: [UnsafeMutablePointer<GtkWidget>] = []
            var child = gtk_widget_get_first_child(widget)
            while let c = child {
                if c.isA(gtk_label_get_type()) { labels.append(c) } else { walk(c) }
                child = gtk_widget_get_next_sibling(c)
            }
            if !labels.isEmpty { rows.append(labels) }
        }
        walk(table)
        return rows
    }

    @MainActor private static func bounds(_ widget: UnsafeMutablePointer<GtkWidget>, in table: UnsafeMutablePointer<GtkWidget>)
        -> graphene_rect_t
    {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, table, &rect), 0)
        return rect
    }

    func testTheColumnsLineUpAndEveryRowIsAsTallAsItsWrappedSummary() {
        MainActor.assumeIsolated {
            let long = String(repeating: "A summary long enough to wrap over several lines. ", count: 6)
            let parameters = [
                BlockPage.Parameter(name: "tint", type: "Color", defaultValue: ".green", summary: "Short."),
                BlockPage.Parameter(name: "combinesAccessibilityChildren", type: "Bool", defaultValue: "true", summary: long),
                BlockPage.Parameter(name: "actions", type: "[SwipeAction]", defaultValue: "[]", summary: long),
            ]
            Stylesheet.install()
            let table = ApiTableView.make(parameters)
            let window = Self.present(table, width: 640, height: 900)
            gtk_widget_add_css_class(window, "swipeblocks")  // the window's own class, which the stylesheet's rules are under
            Self.spin(0.2)
            defer { gtk_window_destroy(window.cast()) }
            let rows = Self.cells(of: table)
            XCTAssertEqual(rows.map(\.count), [4, 4, 4, 4], "a header and a row a parameter, four cells each")
            XCTAssertEqual(rows.dropFirst().map { String(cString: gtk_label_get_text($0[0].opaque)) }, parameters.map(\.name))
            for column in 0..<4 {
                let xs = Set(rows.map { Self.bounds($0[column], in: table).origin.x })
                XCTAssertEqual(xs.count, 1, "column \(column) starts at \(xs.sorted()) across the rows")
            }
            for row in rows.dropFirst() {
                let summary = row[3]
                let shown = Self.bounds(summary, in: table).size
                let needed = CustomLayout.measure(summary, GTK_ORIENTATION_VERTICAL, forSize: Int32(shown.width)).1
                XCTAssertGreaterThanOrEqual(Int32(shown.height), needed, "a summary cut short: \(shown.height) of \(needed)")
            }
            let longRow = Self.bounds(rows[2][3], in: table).size.height
            XCTAssertGreaterThan(longRow, 2 * Self.bounds(rows[1][3], in: table).size.height, "the long summary wraps")
        }
    }

    func testANarrowTableStacksEachRowsCellsAndFoldsItsHeader() {
        MainActor.assumeIsolated {
            let parameters = [
                BlockPage.Parameter(
                    name: "combinesAccessibilityChildren", type: "Bool", defaultValue: "true",
                    summary: "Present the card as one accessible element; turn off when it holds controls of its own."),
                BlockPage.Parameter(name: "tint", type: "Color", defaultValue: ".green", summary: "Short."),
            ]
            Stylesheet.install()
            let table = ApiTableView.make(parameters)
            let window = Self.present(table, width: 300, height: 700)
            gtk_widget_add_css_class(window, "swipeblocks")
            Self.spin(0.2)
            let rows = Self.cells(of: table)
            guard let header = rows.first.flatMap({ gtk_widget_get_parent($0[0]) }) else { return XCTFail("no header row") }
            XCTAssertEqual(gtk_widget_get_height(header), 0, "the column names fold away")
            for row in rows.dropFirst() {
                let (name, type, value, summary) = (
                    Self.bounds(row[0], in: table), Self.bounds(row[1], in: table), Self.bounds(row[2], in: table),
                    Self.bounds(row[3], in: table)
                )
                XCTAssertLessThan(name.origin.y, type.origin.y, "the type under the name")
                XCTAssertEqual(type.origin.y, value.origin.y, "the default beside the type")
                XCTAssertLessThan(value.origin.y, summary.origin.y, "the summary under them")
                XCTAssertEqual(summary.origin.x, name.origin.x)
                XCTAssertLessThanOrEqual(summary.size.width, Float(gtk_widget_get_width(table)), "nothing wider than the table")
            }
        }
    }
}
