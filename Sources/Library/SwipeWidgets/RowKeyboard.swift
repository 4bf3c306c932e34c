import CGtk
import GtkBridge
import SwipeEngine

/// What a key does on a swipe row, from the row itself or from one of its action buttons.
enum RowCommand: Equatable {
    /// The row's primary action (Return): complete, or the first action.
    case primary
    /// The destructive action (Delete), where the row has one.
    case destructive
    /// The row's action menu (Menu, Shift+F10).
    case menu
    /// Close the open row (Escape); from a button, focus goes back to the row.
    case close
    /// The swipe: slide the content left or right (the arrow keys).
    case slide(SlideDirection)
    /// From a button: back to the row (Up and Down leave the buttons for the list).
    case leaveButtons
}

/// The keys of a swipe row. On the row: Return, Delete, Menu or Shift+F10, Escape, and Left or
/// Right to slide it open or closed as a swipe would. On its buttons, Left and Right move along
/// them, Escape closes the row, Up and Down go back to the row; Return and Space press the button.
enum RowKeyboard {
    static func command(for key: KeyPress, onButton: Bool) -> RowCommand? {
        let plain = key.modifiers == 0
        switch Int32(key.keyval) {
        case GDK_KEY_Escape where plain:
            return .close
        case GDK_KEY_Left where plain, GDK_KEY_KP_Left where plain:
            return .slide(.left)
        case GDK_KEY_Right where plain, GDK_KEY_KP_Right where plain:
            return .slide(.right)
        default:
            break
        }
        if onButton {
            switch Int32(key.keyval) {
            case GDK_KEY_Up where plain, GDK_KEY_Down where plain, GDK_KEY_KP_Up where plain, GDK_KEY_KP_Down where plain:
                return .leaveButtons
            default:
                return nil
            }
        }
        switch Int32(key.keyval) {
        case GDK_KEY_Return where plain, GDK_KEY_KP_Enter where plain, GDK_KEY_ISO_Enter where plain:
            return .primary
        case GDK_KEY_Delete where plain, GDK_KEY_KP_Delete where plain:
            return .destructive
        case GDK_KEY_Menu where plain:
            return .menu
        case GDK_KEY_F10 where key.modifiers == KeyPress.shift:
            return .menu
        default:
            return nil
        }
    }

    /// The key labels the row's menu shows beside the actions they run, as people know them.
    static let primaryAccelerator = "Return"
    static let destructiveAccelerator = "Delete"
}
