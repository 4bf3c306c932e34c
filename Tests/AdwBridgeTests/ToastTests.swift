import AdwBridge
import CGtk
import GtkBridge
import XCTest

final class ToastTests: AdwTestCase {
    func testAToastNoOneAddedGoesWithItsSwiftObjectAndItsClosuresToo() {
        MainActor.assumeIsolated {
            let boxes = BoxCounter.count
            var toast: Adw.Toast? = Adw.Toast(title: "Copied")
            let gone = Finalized(toast!)
            toast?.onButtonClicked {}
            toast?.onDismissed {}
            XCTAssertEqual(BoxCounter.count, boxes + 2)
            toast = nil
            XCTAssertTrue(gone.yes, "the toast's one reference was the Swift object's")
            XCTAssertEqual(BoxCounter.count, boxes, "its closures went with it")
        }
    }

    func testAnOverlayHoldsAToastItShowsAfterTheSwiftObjectGoesAndLetsGoWhenItGoes() {
        let gone = withOverlay { overlay in
            let toast = Adw.Toast(title: "Exported")
            overlay.add(toast)
            return Finalized(toast)
        }
        XCTAssertFalse(gone.before, "the overlay holds its own reference while the toast shows")
        XCTAssertTrue(gone.after, "its overlay gone, nothing holds the toast")
    }

    func testAToastAddedAgainWhileShownSaysItsNewWordsAndIsLetGoOnceItsOverlayGoes() {
        let gone = withOverlay { overlay in
            let toast = Adw.Toast(title: "Copied")
            toast.timeout = 5
            overlay.add(toast)
            toast.title = "Copied again"
            toast.buttonLabel = "Undo"
            toast.timeout = 10
            overlay.add(toast)  // as a toast with the same key is shown again
            XCTAssertEqual(toast.title, "Copied again")
            XCTAssertEqual(toast.buttonLabel, "Undo")
            XCTAssertEqual(toast.timeout, 10)
            toast.buttonLabel = nil
            XCTAssertNil(toast.buttonLabel, "no button")
            var dismissed = 0
            toast.onDismissed { dismissed += 1 }
            toast.dismiss()
            XCTAssertEqual(dismissed, 1)
            return Finalized(toast)
        }
        XCTAssertTrue(gone.after, "each reference the overlay took was given back")
    }

    func testDisconnectingTheButtonsHandlerReleasesItsClosure() {
        MainActor.assumeIsolated {
            let toast = Adw.Toast(title: "Deleted")
            let boxes = BoxCounter.count
            let connection = toast.onButtonClicked {}
            XCTAssertEqual(BoxCounter.count, boxes + 1)
            toast.disconnect(connection)
            XCTAssertEqual(BoxCounter.count, boxes)
        }
    }

    func testTheOverlaysChildIsTheContentUnderTheToasts() {
        let gone = withOverlay { overlay in
            XCTAssertNil(overlay.child)
            let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            overlay.child = content
            XCTAssertEqual(overlay.child, content)
            return Finalized(content)
        }
        XCTAssertTrue(gone.after, "the content goes with its overlay")
    }

    /// Runs `body` with a new overlay (and no Swift reference to what it made left), then lets the
    /// overlay go: says whether the object `body` names was finalized before and after.
    private func withOverlay(_ body: @MainActor (Adw.ToastOverlay) -> Finalized) -> (before: Bool, after: Bool) {
        MainActor.assumeIsolated {
            let overlay = Adw.ToastOverlay()
            g_object_ref_sink(overlay.raw)
            let watched = body(overlay)
            MainLoop.drain()
            let before = watched.yes
            g_object_unref(overlay.raw)
            MainLoop.drain()
            return (before, watched.yes)
        }
    }
}
