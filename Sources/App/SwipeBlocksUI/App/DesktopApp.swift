import AdwBridge
import SwipeIO
import CGtk
import GtkBridge

/// What the window is asked to show, from the command line.
public struct WindowOptions: Sendable {
    /// Block to select at start; nil selects the first.
    public var blockID: String?
    /// Right to left for the demo; nil follows the locale's direction.
    public var rightToLeft: Bool?
    /// Reduce Motion for the demo; nil follows GTK's `gtk-enable-animations` (off: reduced).
    public var reduceMotion: Bool?
    /// Print engine events as JSON Lines on standard output.
    public var printEvents = false
    /// Print frame timing while demos move (frames, frames over 16.7 ms, median, p99) at exit.
    public var printStats = false
    /// Size of the demo lists (the demo data repeated); nil keeps the demo's own rows.
    public var rows: Int?
    /// `--record FILE`: where each demo's inputs are written as a `simulate` scenario.
    public var recordPath: String?

    public init() {}
}

/// The desktop application: one main window over the catalogue.
public enum DesktopApp {
    /// The application id (reverse DNS), also the .desktop file's name.
    public static let applicationID = "io.github.swipeblocks.SwipeBlocks"
    /// The release (About, `--version`, the metainfo's newest release, the Debian packages): the
    /// library's SWIPE_MAJOR_VERSION.SWIPE_MINOR_VERSION.SWIPE_MICRO_VERSION, read from its header
    /// as the build embedded it.
    public static let version: String = {
        let lines = (EmbeddedResources.files["swipe-version.h"] ?? "").split(separator: "\n")
        let parts = ["MAJOR", "MINOR", "MICRO"].map { part in
            let prefix = "#define SWIPE_\(part)_VERSION "
            guard let line = lines.first(where: { $0.hasPrefix(prefix) }), let number = Int(line.dropFirst(prefix.count)) else {
                preconditionFailure("swipe-version.h defines no SWIPE_\(part)_VERSION")
            }
            return String(number)
        }
        return parts.joined(separator: ".")
    }()

    /// Runs the GTK application until its window closes; returns the process exit code.
    /// `catalog` starts reading what the window shows, once GTK has started (it may still be
    /// reading as the window is about to show; see `PendingCatalog`); the catalogue is nil when
    /// it cannot be shown, having said why on standard error: then, as when no display can be
    /// opened (said too), it returns 1.
    @MainActor
    public static func run(_ options: WindowOptions, catalog start: @MainActor () -> PendingCatalog) -> Int32 {
        MemoryPolicy.apply()
        let started = GtkStartup.initialize()
        // Only now: a thread reading the catalogue must not run while GTK's start changes the
        // environment (glibc's getenv and setenv are not safe together).
        let pending = start()
        guard started else {
            // A catalogue's own error comes first: it is the same with a display or without.
            guard pending.wait() != nil else { return 1 }
            StandardStream.error(
                "swipeblocks: cannot open a display (set DISPLAY or WAYLAND_DISPLAY, or run 'make run', which starts a private one)\n")
            return 1
        }
        // Changing "Always Show Scroll Bars" while the window runs must not crash it (GTK 4.8).
        OverlayScrollingSetting.guardEveryScrolledWindow()
        let app: UnsafeMutablePointer<GtkApplication> = Adw.Application(id: applicationID, flags: G_APPLICATION_NON_UNIQUE).cast()
        let events = EventSink(enabled: options.printEvents, stats: options.printStats)
        var failed = false
        Signal.connect(app, "activate") {
            // Not read yet and not needed to open: the window opens on the built-in blocks and
            // takes the whole catalogue when it is there.
            let early = pending.isReady() ? nil : pending.meanwhile
            guard let catalog = early?() ?? pending.wait() else {
                failed = true
                return
            }
            Stylesheet.install()
            let window = MainWindow(application: app, source: catalog, options: options, events: events)
            FirstPresent.present(window.window)
            guard early != nil else { return }
            window.showReading()
            MainLoop.every(milliseconds: 5) { [weak window] in
                guard pending.isReady() else { return true }
                if let window, let whole = pending.wait() { window.adopt(whole) }
                return false
            }
        }
        Actions.add(app, "quit") {
            var window = gtk_application_get_active_window(app)
            while let w = window {
                gtk_window_destroy(w)
                window = gtk_application_get_active_window(app)
            }
        }
        Actions.add(app, "about") { About.present(parent: gtk_application_get_active_window(app)) }
        Actions.setAccels(app, "app.quit", ["<Control>q"])
        Actions.setAccels(app, "window.close", ["<Control>w"])
        // SIGTERM and SIGINT quit like Ctrl+Q, so `--stats` and cleanup still run.
        for signal in [SIGTERM, SIGINT] {
            MainLoop.onUnixSignal(signal) { g_action_group_activate_action(OpaquePointer(app), "quit", nil) }
        }
        let status = g_application_run(app.cast(), 0, nil)
        guard !failed else { return 1 }
        if let stats = events.stats {
            StandardStream.error("stats: \(stats.json)\n")
        }
        g_object_unref(app.raw)
        return status
    }
}
