import BlockCatalog
import GtkBridge

/// What the window is asked to show, from the command line.
public struct WindowOptions: Sendable {
    /// Block to select at start; nil selects the first.
    public var blockID: String?
    public var rightToLeft = false
    public var reduceMotion = false
    /// Print engine events as JSON Lines on standard output.
    public var printEvents = false
    /// Size of the demo lists (the demo data repeated); nil keeps the demo's own rows.
    public var rows: Int?
    /// Extra catalogue folders given with `--catalog DIR`.
    public var catalogDirectories: [String] = []

    public init() {}
}

/// The desktop application: one main window over the catalogue.
public enum DesktopApp {
    /// Runs the GTK application until its window closes; returns the process exit code.
    @MainActor
    public static func run(_ options: WindowOptions) -> Int32 {
        // Implemented in the window issue.
        return 0
    }
}
