import CGtk
import SwipeEngine

/// The row's engine state, its menu and its watch of the list's scrolling and of the animations
/// setting, made as the row is first used (a drag, a key, a command, an opening menu) rather than with the row: a resting row
/// in a long list has none of them, and rests as it would with them (a row without an engine is
/// closed, so no scrolling can close it). A scene made late starts from what the row knows by
/// then — its sizes, direction, Reduce Motion and scrolling option — as one made early would
/// have come to.
extension SwipeRow {
    /// The engine's state of this one row (row 0 of a one-row scene).
    var scene: Scene {
        get { engine.scene }
        _modify { yield &engine.scene }
        set { engine.scene = newValue }
    }

    /// The context menu.
    var menu: RowMenu {
        if let madeMenu { return madeMenu }
        let made = RowMenu(row: self)
        madeMenu = made
        return made
    }

    /// The list's scrolling, while the row is mapped.
    var listScroll: ListScrollWatch {
        if let madeListScroll { return madeListScroll }
        let made = ListScrollWatch { [weak self] dy in self?.listScrolled(dy: dy) }
        madeListScroll = made
        return made
    }

    private var engine: SceneBox {
        if let sceneBox { return sceneBox }
        var scene = Self.makeScene(
            configuration, width: allocatedWidth ?? 0, height: naturalHeight ?? 0, direction: layoutDirection,
            reduceMotion: reduceMotion ?? !RowStyles.animationsEnabled)
        scene.closesOnScroll = closesOnScroll
        let made = SceneBox(scene)
        sceneBox = made
        // What the engine follows from now on: the animations setting, the list's scrolling.
        RowStyles.watchAnimations(for: self)
        if gtk_widget_get_mapped(widget) != 0 { listScroll.attach(to: widget) }
        return made
    }
}

/// A row's scene, kept by reference so a row without one holds a pointer, not a scene.
final class SceneBox {
    var scene: Scene
    init(_ scene: Scene) { self.scene = scene }
}
