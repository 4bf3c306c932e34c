import CGtk
@testable import GtkBridge
@testable import SwipeWidgets
import XCTest

/// A `SwipeListView` taken out of its window stops listening to "Always Show Scroll Bars": GTK
/// 4.8's scrolled window would still listen after it is freed, and an app crashed when the person
/// changed the setting (`OverlayScrollingSetting`).
final class ListSettingTests: WidgetTestCase {
    func testAListThatIsGoneNoLongerListensToTheScrollbarSetting() {
        MainActor.assumeIsolated {
            let inbox = ListModelChangeTests.Inbox(clock: ManualClock())
            Self.spin(0.1)
            let scroller = UnsafeMutableRawPointer(inbox.list.widget)
            XCTAssertTrue(OverlayScrollingSetting.isWatchingTheSetting(scroller), "shown, it follows the setting")
            inbox.close()
            Self.spin(0.05)
            XCTAssertFalse(OverlayScrollingSetting.isWatchingTheSetting(scroller), "gone, it still listens")
        }
    }
}
