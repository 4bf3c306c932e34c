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
        MainActor.assumeIsolated {
            let overlay = Adw.ToastOverlay()
            g_object_ref_sink(overlay.raw)
            var toast: Adw.Toast? = Adw.Toast(title: "Exported")
            let gone = Finalized(toast!)
            overlay.add(toast!)
            toast = nil
            MainLoop.drain()
            XCTAssertFalse(gone.yes, "the overlay holds its own reference while the toast shows")
            g_object_unref(overlay.raw)
            MainLoop.drain()
            XCTAssertTrue(gone.yes, "its overlay gone, nothing holds the toast")
        }
    }

    func testAToastAddedAgainWhileShownSaysItsNewWordsAndIsLetGoOnceItsOverlayGoes() {
        MainActor.assumeIsolated {
            let overlay = Adw.ToastOverlay()
            g_object_ref_sink(overlay.raw)
            var toast: Adw.Toast? = Adw.Toast(title: "Copied")
            let gone = Finalized(toast!)
            toast?.timeout = 5
            overlay.add(toast!)
            toast?.title = "Copied again"
            toast?.buttonLabel = "Undo"
            toast?.timeout = 10
            overlay.add(toast!)  // as a toast with the same key is shown again
            XCTAssertEqual(toast?.title, "Copied again")
            XCTAssertEqual(toast?.buttonLabel, "Undo")
            XCTAssertEqual(toast?.timeout, 10)
            toast?.buttonLabel = nil
            XCTAssertNil(toast?.buttonLabel, "no button")
            var dismissed = 0
            toast?.onDismissed { dismissed += 1 }
            toast?.dismiss()
            XCTAssertEqual(dismissed, 1)
            toast = nil
            MainLoop.drain()
            g_object_unref(overlay.raw)
            MainLoop.drain()
            XCTAssertTrue(gone.yes, "each reference the overlay took was given back")
        }
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
        MainActor.assumeIsolated {
            let overlay = Adw.ToastOverlay()
            g_object_ref_sink(overlay.raw)
            XCTAssertNil(overlay.child)
            let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            overlay.child = content
            XCTAssertEqual(overlay.child, content)
            g_object_unref(overlay.raw)
        }
    }
}
