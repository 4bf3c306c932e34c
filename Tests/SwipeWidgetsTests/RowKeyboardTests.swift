import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// The keys of a swipe row (pure rules, no display).
final class RowKeyboardTests: XCTestCase {
    private func command(_ keyval: Int32, _ modifiers: UInt32 = 0, onButton: Bool = false) -> RowCommand? {
        RowKeyboard.command(for: KeyPress(keyval: UInt32(keyval), modifiers: modifiers), onButton: onButton)
    }

    func testTheRowKeysRunItsActionsOpenItsMenuAndSlideIt() {
        XCTAssertEqual(command(GDK_KEY_Return), .primary)
        XCTAssertEqual(command(GDK_KEY_KP_Enter), .primary)
        XCTAssertEqual(command(GDK_KEY_Delete), .destructive)
        XCTAssertEqual(command(GDK_KEY_Menu), .menu)
        XCTAssertEqual(command(GDK_KEY_F10, GDK_SHIFT_MASK.rawValue), .menu)
        XCTAssertEqual(command(GDK_KEY_Escape), .close)
        XCTAssertEqual(command(GDK_KEY_Left), .slide(.left))
        XCTAssertEqual(command(GDK_KEY_Right), .slide(.right))
    }

    func testKeysWithModifiersAndNumLockAreTheirs() {
        XCTAssertNil(command(GDK_KEY_Return, GDK_CONTROL_MASK.rawValue), "Ctrl+Return is not the primary action")
        XCTAssertNil(command(GDK_KEY_F10), "F10 alone is the window's menu key")
        XCTAssertNil(command(GDK_KEY_Left, GDK_CONTROL_MASK.rawValue))
        XCTAssertEqual(command(GDK_KEY_Return, GDK_LOCK_MASK.rawValue), .primary, "Caps Lock does not change a key")
        XCTAssertNil(command(GDK_KEY_Up), "Up and Down are the list's")
        XCTAssertNil(command(GDK_KEY_Tab))
    }

    func testOnAButtonReturnIsTheButtonsAndUpOrDownLeaveTheButtons() {
        XCTAssertNil(command(GDK_KEY_Return, onButton: true), "Return presses the focused button")
        XCTAssertNil(command(GDK_KEY_space, onButton: true))
        XCTAssertNil(command(GDK_KEY_Delete, onButton: true))
        XCTAssertEqual(command(GDK_KEY_Up, onButton: true), .leaveButtons)
        XCTAssertEqual(command(GDK_KEY_Down, onButton: true), .leaveButtons)
        XCTAssertEqual(command(GDK_KEY_Right, onButton: true), .slide(.right))
        XCTAssertEqual(command(GDK_KEY_Escape, onButton: true), .close)
    }

    func testMovesAskedForWhileTheRowOpensAreBounded() {
        var way = ButtonFocus(edge: .trailing)
        for i in 0..<1000 { way.move(i.isMultiple(of: 3) ? -1 : 1) }
        XCTAssertEqual(way.moves.count, ButtonFocus.maximumMoves)
        XCTAssertEqual(Array(way.moves.prefix(3)), [-1, 1, 1])
    }
}
