/// How a row's drag treats the axis of movement.
public enum DragAxisRule: Sendable, Hashable {
    /// Every drag past the minimum distance reaches the row, which applies its own axis rule.
    case free
    /// Decided once, when the drag passes the minimum distance: horizontal drags reach the row,
    /// vertical ones are denied (left to the scroll view).
    case horizontalOnce
    /// As `horizontalOnce`, with the minimum distance measured along each axis rather than along
    /// the drag: the drag counts once either axis has moved that far (Android's touch slop).
    case horizontalOncePerAxis
}

/// One pointer sample in row-local screen points.
public struct PointerSample: Sendable, Hashable {
    public var time: Double
    public var x: Double
    public var y: Double

    public init(time: Double, x: Double, y: Double) {
        self.time = time
        self.x = x
        self.y = y
    }
}

/// What a pointer sample did to a drag.
public enum DragChange: Sendable, Hashable {
    /// The drag passed its minimum distance (and axis rule) and now belongs to the row.
    case began
    /// The drag moved.
    case changed
    /// The drag passed its minimum distance vertically and is left to the scroll view.
    case denied
}

/// Turns press / move / release samples into a drag: minimum distance, axis decision, translation,
/// velocity over the last 100 ms and a predicted end translation.
public struct DragRecognizer: Sendable {
    public enum State: Sendable, Hashable { case idle, pending, dragging, denied }

    /// How far (in points) the pointer must travel from the press before the drag counts.
    public var minimumDistance: Double
    public var axisRule: DragAxisRule
    public private(set) var state: State = .idle
    public private(set) var origin = PointerSample(time: 0, x: 0, y: 0)
    public private(set) var latest = PointerSample(time: 0, x: 0, y: 0)
    private var samples: [PointerSample] = []

    /// Samples older than this (seconds before the newest) do not count toward velocity.
    public static let velocityWindow = 0.1
    /// Scroll-view deceleration rate per millisecond used for the predicted end.
    public static let decelerationRate = 0.998

    public init(minimumDistance: Double, axisRule: DragAxisRule) {
        self.minimumDistance = max(minimumDistance, 0)
        self.axisRule = axisRule
    }

    /// Translation from the press, in screen points (x to the right, y down).
    public var translation: (x: Double, y: Double) { (latest.x - origin.x, latest.y - origin.y) }

    /// Velocity in points per second from the samples of the last 100 ms (0 with fewer than two).
    public var velocity: (x: Double, y: Double) {
        guard let last = samples.last else { return (0, 0) }
        guard let first = samples.first(where: { $0.time >= last.time - Self.velocityWindow }) else { return (0, 0) }
        let dt = last.time - first.time
        guard dt > 1e-6 else { return (0, 0) }
        return ((last.x - first.x) / dt, (last.y - first.y) / dt)
    }

    /// translation + velocity × 0.998 / (1 − 0.998) / 1000: where a fling would come to rest.
    public var predictedEndTranslation: (x: Double, y: Double) {
        let t = translation, v = velocity
        let factor = Self.decelerationRate / (1 - Self.decelerationRate) / 1000
        return (t.x + v.x * factor, t.y + v.y * factor)
    }

    /// Starts a new drag at the press point.
    public mutating func press(_ sample: PointerSample) {
        state = .pending
        origin = sample
        latest = sample
        samples = [sample]
    }

    private mutating func record(_ sample: PointerSample) {
        latest = sample
        samples.append(sample)
        let cutoff = sample.time - Self.velocityWindow
        if samples.count > 64 || (samples.count > 2 && samples[1].time < cutoff) {
            samples.removeAll { $0.time < cutoff }
            if samples.count > 64 { samples.removeFirst(samples.count - 64) }
            if samples.isEmpty { samples = [sample] }
        }
    }

    /// Feeds a move; says whether the drag began, changed, or was denied at this sample.
    public mutating func move(_ sample: PointerSample) -> DragChange? {
        guard state == .pending || state == .dragging || state == .denied else { return nil }
        record(sample)
        switch state {
        case .dragging:
            return .changed
        case .pending:
            let t = translation
            let travelled = axisRule == .horizontalOncePerAxis ? max(abs(t.x), abs(t.y)) : (t.x * t.x + t.y * t.y).squareRoot()
            guard travelled >= minimumDistance else { return nil }
            if axisRule != .free && !(abs(t.x) > abs(t.y)) {
                state = .denied
                return .denied
            }
            state = .dragging
            return .began
        default:
            return nil
        }
    }

    /// Feeds the release point; true when the drag had begun (its end counts).
    public mutating func release(_ sample: PointerSample) -> Bool {
        guard state != .idle else { return false }
        let wasDragging = state == .dragging
        if wasDragging { record(sample) }
        state = .idle
        return wasDragging
    }

    /// Abandons the drag; true when it had begun.
    public mutating func cancel() -> Bool {
        let wasDragging = state == .dragging
        state = .idle
        return wasDragging
    }
}
