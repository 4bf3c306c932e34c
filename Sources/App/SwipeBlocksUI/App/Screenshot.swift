import CGtk
import GtkBridge
import SwipeEngine

/// What `swipeblocks screenshot` renders: a block's live demo with its first row held part of
/// the way open.
public struct ScreenshotOptions: Sendable {
    public var blockID: String
    /// How far the pointer has travelled, as a fraction of the row's width (0…1).
    public var progress = 0.5
    /// The side the drag reveals; nil takes the block's first (`BlockConfiguration.swipeEdges`).
    public var edge: SwipeEdge?
    public var rightToLeft = false
    public var dark = false
    public var reduceMotion = false
    /// Width of the picture in pixels; its height is the demo's natural height.
    public var width = 480

    public init(blockID: String) {
        self.blockID = blockID
    }
}

/// Why a screenshot could not be taken.
public enum ScreenshotError: Error, Sendable, CustomStringConvertible {
    case noDisplay
    case unknownBlock(String)
    case timedOut(String)
    case renderFailed(String)

    public var description: String {
        switch self {
        case .noDisplay:
            "cannot open a display (set DISPLAY or WAYLAND_DISPLAY; with none, run it under a private X server: xvfb-run -a swipeblocks screenshot …)"
        case let .unknownBlock(id): "no block '\(id)'"
        case let .timedOut(what): "the demo did not \(what) within 10 seconds"
        case let .renderFailed(why): "could not render the demo: \(why)"
        }
    }
}

/// Renders a frozen state of a block's demo to PNG bytes. The demo is the window's own widget on
/// the shared engine; the drag is the engine's, driven from code, so no pointer is involved.
/// GTK draws into a window of its own (undecorated, never focused), which is closed afterwards.
@MainActor
public enum Screenshot {
    public static func render(_ options: ScreenshotOptions, catalog: CatalogSource) -> Result<[UInt8], ScreenshotError> {
        guard GtkStartup.initialize() else { return .failure(.noDisplay) }
        guard let page = catalog.page(options.blockID) else {
            return .failure(.unknownBlock(options.blockID))
        }
        Stylesheet.install()
        (options.dark ? StyleChoice.dark : StyleChoice.light).apply()
        let demo = LiveDemo(
            page: page, direction: options.rightToLeft ? .rightToLeft : .leftToRight,
            reduceMotion: options.reduceMotion, rows: nil, events: EventSink(enabled: false))
        let frame = Make.box(GTK_ORIENTATION_VERTICAL, classes: ["screenshot"])
        Make.margins(frame, 24)
        Make.append(frame, demo.root)
        let window = gtk_window_new()!
        gtk_window_set_decorated(window.cast(), .no)
        gtk_window_set_focus_visible(window.cast(), .no)
        gtk_window_set_default_size(window.cast(), Int32(clamping: options.width), -1)
        gtk_window_set_child(window.cast(), frame)
        Style.add("swipeblocks", to: window)
        g_object_ref_sink(window.raw)
        defer {
            gtk_window_destroy(window.cast())
            g_object_unref(window.raw)
            MainLoop.drain()
        }
        gtk_window_present(window.cast())

        let hasRows = !demo.listed.isEmpty
        guard waitForFrames(on: window, until: { !hasRows || demo.row(at: 0).map { gtk_widget_get_width($0.widget) > 0 } == true }) else {
            return .failure(.timedOut("show its rows"))
        }
        if let first = demo.row(at: 0), let edge = options.edge ?? page.configuration.swipeEdges.first {
            first.hold(progress: options.progress, edge: edge)
        }
        guard waitForFrames(on: window, until: { !demo.isMoving }) else {
            return .failure(.timedOut("come to rest"))
        }
        return snapshot(window)
    }

    /// Runs the main loop until `condition` holds and two more frames have been drawn (so layout
    /// and paint caught up); false after 10 seconds.
    private static func waitForFrames(on window: UnsafeMutablePointer<GtkWidget>, until condition: @escaping @MainActor () -> Bool) -> Bool
    {
        var framesSinceReady = 0
        var ticking = true
        FrameClock.addTick(window) { _ in
            framesSinceReady = condition() ? framesSinceReady + 1 : 0
            ticking = framesSinceReady < 2
            return ticking
        }
        gtk_widget_queue_draw(window)
        return MainLoop.run(while: { ticking }, atMost: 10)
    }

    private static func snapshot(_ window: UnsafeMutablePointer<GtkWidget>) -> Result<[UInt8], ScreenshotError> {
        let paintable = gtk_widget_paintable_new(window)!
        defer { g_object_unref(paintable.raw) }
        let width = gdk_paintable_get_intrinsic_width(paintable)
        let height = gdk_paintable_get_intrinsic_height(paintable)
        guard width > 0, height > 0 else { return .failure(.renderFailed("the window has no size")) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            return .failure(.renderFailed("the window drew nothing"))
        }
        defer { gsk_render_node_unref(node) }
        guard let native = gtk_widget_get_native(window), let renderer = gtk_native_get_renderer(native) else {
            return .failure(.renderFailed("the window has no renderer"))
        }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
            return .failure(.renderFailed("the renderer returned no texture"))
        }
        defer { g_object_unref(texture.raw) }
        guard let bytes = gdk_texture_save_to_png_bytes(texture) else {
            return .failure(.renderFailed("PNG encoding failed"))
        }
        defer { g_bytes_unref(bytes) }
        var size = 0
        guard let data = g_bytes_get_data(bytes, &size), size > 0 else { return .failure(.renderFailed("empty PNG")) }
        return .success(Array(UnsafeRawBufferPointer(start: data, count: size)))
    }
}
