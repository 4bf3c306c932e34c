import SwipeEngine

/// The drag plot in words: its time axis's label, and one sentence for people who cannot see it.
extension DragTrace {
    /// The time axis's label: how long the plot spans ("1.2 s", at least 0.5 s, as `points`).
    var spanLabel: String { "\(Self.oneDecimal(max(duration, 0.5))) s" }

    /// "Last drag: 1.5 s, peak 100 pt, ended at 0 pt; complete at 140 pt".
    var summary: String {
        func points(_ value: Double) -> String { "\(Self.whole(value)) pt" }
        var text = "Last drag: \(Self.oneDecimal(duration)) s, peak \(points(peak))"
        if let last = samples.last { text += ", ended at \(points(last.offset))" }
        if !thresholds.isEmpty {
            text += "; " + thresholds.map { "\($0.name) at \(points($0.offset))" }.joined(separator: ", ")
        }
        return text
    }

    /// `value` rounded to a whole number (no trap for any value: a huge one prints as it is).
    static func whole(_ value: Double) -> String {
        let rounded = value.rounded()
        guard rounded.isFinite, abs(rounded) < 1e15 else { return "\(value)" }
        return "\(Int(rounded))"
    }

    /// A non-negative `value` with one decimal (no trap for any value: a huge one prints as it is).
    static func oneDecimal(_ value: Double) -> String {
        let scaled = (value * 10).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "\(value)" }
        let tenths = Int(scaled)
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
