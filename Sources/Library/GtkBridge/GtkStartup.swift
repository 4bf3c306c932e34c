import CGtk
import Glibc

/// Starts GTK on the display named by the environment.
///
/// GDK opens OpenGL on every X11 display while it starts, only to choose the window's visual for a
/// GL renderer. When `GSK_RENDERER` asks for the cairo renderer nothing will ever draw with GL, yet
/// the probe loads the whole GL stack (Mesa, and for software GL LLVM too: about 60 MiB and 40 ms
/// here). Then GDK is told to leave GL alone (`GDK_DEBUG=gl-disable` for GTK 4.8, `GDK_DISABLE=gl`
/// for 4.16 and later).
///
/// The variables stay set. GTK's start makes threads (GLib's, D-Bus's, dconf's: seven here), and
/// glibc's `getenv` on one of them can crash on an environment that `setenv` or `unsetenv` is
/// changing on another; so the environment is changed before GTK starts, while the process has
/// one thread (call this before starting any), and never after. Programs the app starts inherit
/// them, beside the `GSK_RENDERER=cairo` they inherit anyway, which draws without GL.
@MainActor
public enum GtkStartup {
    /// Calls `gtk_init_check`; false when no display can be opened. Once GTK has started, it
    /// returns true and changes nothing.
    public static func initialize() -> Bool {
        if gtk_is_initialized() != 0 { return true }
        let changes = environmentChanges(
            renderer: variable("GSK_RENDERER"),
            gdkDebug: variable("GDK_DEBUG"), gdkDisable: variable("GDK_DISABLE"))
        for change in changes { setenv(change.name, change.value, 1) }
        return gtk_init_check() != 0
    }

    /// One environment variable to set before GTK starts.
    public struct Change: Equatable, Sendable {
        public var name: String
        public var value: String
    }

    /// The variables to set before GTK starts, given the caller's values: none unless the renderer
    /// is cairo (GSK compares its name without case); otherwise GL is disabled in both spellings,
    /// keeping the flags already there.
    public nonisolated static func environmentChanges(
        renderer: String?, gdkDebug: String?,
        gdkDisable: String?
    ) -> [Change] {
        guard let renderer, renderer.lowercased() == "cairo" else { return [] }
        return [
            Change(name: "GDK_DEBUG", value: adding("gl-disable", to: gdkDebug)),
            Change(name: "GDK_DISABLE", value: adding("gl", to: gdkDisable)),
        ]
    }

    /// A GDK flag list (separated by commas, colons, semicolons or spaces) with `flag` in it.
    nonisolated static func adding(_ flag: String, to list: String?) -> String {
        guard let list, !list.allSatisfy({ $0 == " " }) else { return flag }
        let flags = list.split(whereSeparator: { ",:; ".contains($0) })
        return flags.contains(where: { $0 == flag }) ? list : list + "," + flag
    }

    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
