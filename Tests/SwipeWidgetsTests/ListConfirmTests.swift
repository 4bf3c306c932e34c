import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// A `SwipeListView`'s rows that ask before a destructive action: the list hears each question
/// and each decline with the position of the item the row shows (`onRowConfirmation`), as the
/// GObject list's `::row-confirming` and `::row-declined` carry them.
final class ListConfirmTests: WidgetTestCase {
    typealias Inbox = ListModelChangeTests.Inbox

    func testTheListHearsItsRowsQuestionsWithTheItemsPosition() throws {
        try MainActor.assumeIsolated {
            let inbox = Inbox(clock: ManualClock(), count: 4)
            defer { inbox.close() }
            var heard: [String] = []
            inbox.list.onRowConfirmation = { confirmation, position, row in
                heard.append("\(confirmation) \(position) \(Inbox.title(of: row))")
            }
            var asking = ActionRowConfiguration.mail
            asking.confirmsDestructiveActions = true
            let row = try XCTUnwrap(inbox.list.row(at: 2))
            row.configuration = .actionRow(asking)
            XCTAssertTrue(row.perform(action: "delete"))
            XCTAssertEqual(heard, [#"asking("delete") 2 Mail 2"#])
            XCTAssertTrue(row.confirm(false))
            XCTAssertEqual(heard, [#"asking("delete") 2 Mail 2"#, #"declined("delete") 2 Mail 2"#])
            XCTAssertTrue(inbox.ran.isEmpty, "nothing ran: \(inbox.ran)")
        }
    }
}
