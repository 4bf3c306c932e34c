import Testing
@testable import SwipeEngine

/// Bugs readers found in the list-row recipe (seed 004), pinned so they stay fixed.
struct RecipeRegressionTests {
    /// The recipe's preset: rectangles 70 wide, no rubber band, no full swipe.
    static func recipe(leading: Int, trailing: Int) -> CardListConfiguration {
        var c = CardListConfiguration()
        let spec = { (i: Int) in SwipeActionSpec(id: "a\(i)", title: "A\(i)", icon: "flag-symbolic", tint: RGBA.named["gray"]!) }
        c.leading = (0..<leading).map(spec)
        c.trailing = (0..<trailing).map { spec(10 + $0) }
        c.buttonWidth = 70
        c.rubberBanding = false
        c.fullSwipeEdges = []
        return c
    }

    /// Bug: `max(total, -totalLeadingWidth)` clamped the trailing edge with the leading width.
    @Test(arguments: [(1, 3), (3, 1), (0, 2), (2, 0)])
    func trailingClampUsesTheTrailingWidthNotTheLeading(leading: Int, trailing: Int) {
        var scene = Scene(
            blockID: "recipe", configuration: .cardList(Self.recipe(leading: leading, trailing: trailing)),
            demo: Fixtures.mail, width: 360)
        scene.drag(row: 0, dx: -500, from: 400, start: 0, release: false)
        #expect(scene.presentation(row: 0, at: 0.3)!.offset == -70 * Double(trailing))
        scene.release(row: 0, x: -100, y: 30, time: 0.5)
        scene.drag(row: 1, dx: 500, from: 0, start: 1, release: false)
        #expect(scene.presentation(row: 1, at: 1.3)!.offset == 70 * Double(leading))
    }

    /// Bug: rows of several lines were clipped to a fixed height; each row keeps its own.
    @Test func multiLineRowsKeepTheirOwnHeight() {
        var scene = Scene(
            blockID: "recipe", configuration: .cardList(Self.recipe(leading: 1, trailing: 2)),
            demo: Fixtures.mail, width: 360)
        scene.setRowHeight(row: 1, height: 140, time: 0)
        #expect(scene.presentation(row: 0, at: 0)!.height == 88)
        #expect(scene.presentation(row: 1, at: 0)!.height == 140)
        #expect(scene.hitTest(y: 88 + 139, at: 0)?.row == 1)
        #expect(scene.hitTest(y: 88 + 141, at: 0)?.row == 2)
        scene.open(row: 1, edge: .trailing, time: 0)
        _ = scene.run(to: 2)
        let open = scene.presentation(row: 1, at: 2)!
        #expect(open.height == 140)
        scene.setRowHeight(row: 1, height: 160, time: 2)
        #expect(scene.presentation(row: 1, at: 2)!.height == 160)
    }

    @Test func collapsingScalesTheRowsOwnHeight() {
        var scene = Fixtures.scene(Fixtures.completion)
        scene.setRowHeight(row: 0, height: 120, time: 0)
        _ = scene.perform(action: "complete", row: 0, time: 0)
        _ = scene.run(to: 0.35 + 0.12 + 0.125)
        let h = scene.presentation(row: 0, at: 0.595)!.height
        #expect(close(h, 60, 1e-6))
    }
}
