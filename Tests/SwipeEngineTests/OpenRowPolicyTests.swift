import Testing
@testable import SwipeEngine

/// One open row: what the scene and a widget group close as rows open, drag and are tapped.
struct OpenRowPolicyTests {
    let card = CardListConfiguration(), action = ActionRowConfiguration(), completion = CompletionRowConfiguration()

    @Test func openingARowClosesTheOneOpenBefore() {
        var policy = OpenRowPolicy<Int>()
        #expect(policy.closing(whenOpening: 1) == nil)
        policy.opened(1)
        #expect(policy.closing(whenOpening: 1) == nil, "itself: nothing")
        #expect(policy.closing(whenOpening: 2) == 1)
        policy.opened(2)
        policy.closed(1)
        #expect(policy.openRow == 2, "closing another row leaves the open one")
        policy.closed(2)
        #expect(policy.openRow == nil)
    }

    @Test func aDragClosesTheOpenRowOnlyWhereTheKindKeepsOneOpen() {
        var policy = OpenRowPolicy<Int>()
        policy.opened(0)
        #expect(policy.closing(whenDragging: 1, card) == 0)
        #expect(policy.closing(whenDragging: 1, completion) == nil)
    }

    @Test func tapsFollowTheKind() {
        var policy = OpenRowPolicy<Int>()
        #expect(policy.tap(on: 0, card) == (nil, false), "nothing open: the tap passes")
        policy.opened(0)
        #expect(policy.tap(on: 1, card) == (0, true), "a card list consumes a tap while a row is open")
        #expect(policy.tap(on: 1, action) == (0, false), "an action row closes and passes it to others")
        #expect(policy.tap(on: 0, action) == (0, true), "but not to the open row itself")
        #expect(policy.tap(on: 1, completion) == (nil, false))
        #expect(policy.closing(whenTappingOutside: card) == 0)
        #expect(policy.closing(whenTappingOutside: action) == nil)
    }
}
