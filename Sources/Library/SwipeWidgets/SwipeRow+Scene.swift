import CGtk
import SwipeEngine

/// The row's engine state (with its watch of the list's scrolling and of the animations setting)
/// is made the first time something changes the row's state: an input reaches it (a press, a
/// touchpad scroll, a key it takes, an action from a button, the hover button, the menu or a
/// screen reader) or the app calls `open`, `perform`, `hold`, `restore` or `peek` (on a row laid
/// out: before, the peek waits for the row's width). Nothing else makes it — not a layout, a map,
/// a hover, a tap on another row of its list or group, nor a question (`isOpen`, `isPeeking`,
/// `confirmingActionID`, `dragThresholds`, …), which reads `sceneBox` and answers for a row
/// without one as for a closed row at rest. The context menu is made the first time it is asked
/// for. A resting row in a long list has none of them, and rests as it would with them. A scene
/// made late starts from what the row knows by then — its sizes, direction, Reduce Motion and
/// scrolling option — as one made early would have come to.
extension SwipeRow {
    /// The engine's state of this one row (row 0 of a one-row scene), made as it is first read:
    /// a question a row without an engine can answer reads `sceneBox` instead.
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
