// A Swift program with its own Swift runtime (the toolchain's shared libraries) that loads
// libswipewidgets-0.so.0, which carries another, and uses it through its C API alone: dlopen, dlsym,
// GObject calls. Only C values cross between the two runtimes (pointers, strings, integers).
// It builds an action row in a window, performs the row's action and runs the main loop until the
// row's "action" signal reaches this program's Swift closure; it prints what it heard and which
// Swift runtimes its process holds. Built and run by Tests/e2e/test_gobject.py:
//   swiftc two-runtimes.swift -o two-runtimes && ./two-runtimes PATH/TO/libswipewidgets-0.so.0
import Glibc

func fail(_ message: String) -> Never {
    print("two-runtimes: \(message)")
    exit(1)
}

guard CommandLine.arguments.count == 2 else { fail("usage: two-runtimes PATH/TO/libswipewidgets-0.so.0") }
guard let library = dlopen(CommandLine.arguments[1], RTLD_NOW | RTLD_LOCAL) else {
    fail(String(cString: dlerror()))
}

/// The C function `name` of the library (or of GTK and GLib, which it links), as the type `T`.
func function<T>(_ name: String, _: T.Type) -> T {
    guard let symbol = dlsym(library, name) else { fail("no \(name)") }
    return unsafeBitCast(symbol, to: T.self)
}

typealias Pointer = UnsafeMutableRawPointer
let gtkInit = function("gtk_init", (@convention(c) () -> Void).self)
let windowNew = function("gtk_window_new", (@convention(c) () -> Pointer).self)
let setChild = function("gtk_window_set_child", (@convention(c) (Pointer, Pointer) -> Void).self)
let present = function("gtk_window_present", (@convention(c) (Pointer) -> Void).self)
let labelNew = function("gtk_label_new", (@convention(c) (UnsafePointer<CChar>) -> Pointer).self)
let rowNew = function("swipe_action_row_new", (@convention(c) (Pointer) -> Pointer).self)
let actionNew = function(
    "swipe_action_new", (@convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>?) -> Pointer).self)
let addAction = function("swipe_action_row_add_action", (@convention(c) (Pointer, Pointer) -> Void).self)
let perform = function("swipe_row_perform", (@convention(c) (Pointer, UnsafePointer<CChar>) -> Int32).self)
let unref = function("g_object_unref", (@convention(c) (Pointer) -> Void).self)
let connect = function(
    "g_signal_connect_data",
    (@convention(c) (Pointer, UnsafePointer<CChar>, Pointer, Pointer?, Pointer?, UInt32) -> UInt).self)
let iterate = function("g_main_context_iteration", (@convention(c) (Pointer?, Int32) -> Int32).self)

/// What this program's runtime heard, kept in a Swift array of Swift strings.
nonisolated(unsafe) var heard: [String] = []
let onAction: @convention(c) (Pointer, UnsafePointer<CChar>, Pointer?) -> Void = { _, id, _ in
    heard.append(String(cString: id))
}

gtkInit()
let window = windowNew()
let row = rowNew(labelNew("Row"))
let action = actionNew("archive", "Archive", nil)
addAction(row, action)
unref(action)
_ = connect(row, "action", unsafeBitCast(onAction, to: Pointer.self), nil, nil, 0)
setChild(window, row)
present(window)
guard perform(row, "archive") != 0 else { fail("the row has no action archive") }
var turns = 0
while heard.isEmpty && turns < 1000 {
    _ = iterate(nil, 0)
    usleep(1000)
    turns += 1
}
// This program's runtime is the toolchain's shared libswiftCore.so; the library's is inside it.
print("heard \(heard.joined(separator: ","))")
print("libswiftCore.so loaded: \(dlopen("libswiftCore.so", RTLD_NOW | RTLD_NOLOAD) != nil)")
exit(heard == ["archive"] ? 0 : 1)
