/// Decides whether a press and its release make a tap: the pointer (or finger) comes up within
/// `slop` points of where it went down, never having strayed farther, within `maximumDuration`
/// seconds, and no drag began in between. The window and `simulate` both ask it, so a press and a
/// release at one spot do the same thing in each.
public struct TapRecognizer: Sendable, Hashable {
    /// How far the pointer may stray from the press, in points: GTK's drag threshold and
    /// Android's touch slop (8 dp), so a finger's tremble is still a tap.
    public static let slop = 8.0
    /// The longest press that is still a tap, in seconds: GTK's long-press time, after which a
    /// touch opens the row's menu instead.
    public static let maximumDuration = 0.5

    private var origin: PointerSample?

    public init() {}

    /// True between a press and its release, while it can still become a tap.
    public var isPossible: Bool { origin != nil }

    /// A press: a tap may begin.
    public mutating func press(_ sample: PointerSample) {
        origin = sample
    }

    /// A move: strays past the slop rule the tap out.
    public mutating func move(_ sample: PointerSample) {
        if let origin, !Self.near(origin, sample) { self.origin = nil }
    }

    /// A drag began, or the press was taken away: no tap.
    public mutating func cancel() {
        origin = nil
    }

    /// The release; true when press and release made a tap.
    public mutating func release(_ sample: PointerSample) -> Bool {
        defer { origin = nil }
        guard let origin, Self.near(origin, sample) else { return false }
        let held = sample.time - origin.time
        return held.isFinite && held <= Self.maximumDuration
    }

    private static func near(_ a: PointerSample, _ b: PointerSample) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot() <= slop
    }
}
