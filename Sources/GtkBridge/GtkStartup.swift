import CGtk
import Glibc

/// Starts GTK on the display named by the environment.
///
/// GDK opens OpenGL on every X11 display while it starts, only to choose the window's visual for a
/// GL renderer. When `GSK_RENDERER` asks for the cairo renderer nothing will ever draw with GL, yet
/// the probe loads the whole GL stack (Mesa, and for software GL LLVM too: about 60 MiB and 40 ms
/// here). Then GDK is told to leave GL alone (`GDK_DEBUG=gl-disable` for GTK 4.8, `GDK_DISABLE=gl`
/// for 4.16 and later); the caller's environment is put back once GTK has read it. Call it before
/// any other thread starts: glibc's `getenv` can crash on an environment that `setenv` is changing.
@MainActor
public enum GtkStartup {
    /// Calls `gtk_init_check`; false when no display can be opened.
    public static func initialize() -> Bool {
        let changes = environmentChanges(
            renderer: variable("GSK_RENDERER"),
            gdkDebug: variable("GDK_DEBUG"), gdkDisable: variable("GDK_DISABLE"))
        let saved = changes.map { ($0.name, variable($0.name)) }
        for change in changes { setenv(change.name, change.value, 1) }
        let opened = gtk_init_check() != 0
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        return opened
    }

    /// One environment variable to set while GTK starts.
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
