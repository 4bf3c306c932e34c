import Localization
import SwipeEngine

/// The drag plot in words: its time axis's label, and one sentence for people who cannot see it.
extension DragTrace {
    /// The time axis's label: how long the plot spans ("1.2 s", at least 0.5 s, as `points`).
    var spanLabel: String { tr("{seconds} s", ["seconds": Self.oneDecimal(max(duration, 0.5))]) }

    /// "Last drag: 1.5 s, peak 100 pt, ended at 0 pt; complete at 140 pt".
    var summary: String {
        var values = ["duration": Self.oneDecimal(duration), "peak": Self.whole(peak)]
        if let last = samples.last { values["end"] = Self.whole(last.offset) }
        guard !thresholds.isEmpty else {
            return values["end"] == nil
                ? tr("Last drag: {duration} s, peak {peak} pt", values)
                : tr("Last drag: {duration} s, peak {peak} pt, ended at {end} pt", values)
        }
        values["thresholds"] =
            thresholds.map { tr("{threshold} at {offset} pt", ["threshold": $0.words, "offset": Self.whole($0.offset)]) }
            .joined(separator: ", ")
        return values["end"] == nil
            ? tr("Last drag: {duration} s, peak {peak} pt; {thresholds}", values)
            : tr("Last drag: {duration} s, peak {peak} pt, ended at {end} pt; {thresholds}", values)
    }

    /// `value` rounded to a whole number (no trap for any value: a huge one prints as it is).
    static func whole(_ value: Double) -> String {
        let rounded = value.rounded()
        guard rounded.isFinite, abs(rounded) < 1e15 else { return "\(value)" }
        return "\(Int(rounded))"
    }

    /// A non-negative `value` with one decimal, written with the locale's decimal separator
    /// ("1,5" in Spanish); no trap for any value: a huge one prints as it is.
    static func oneDecimal(_ value: Double, separator: String = Localization.decimalSeparator) -> String {
        let scaled = (value * 10).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "\(value)" }
        let tenths = Int(scaled)
        return "\(tenths / 10)\(separator)\(abs(tenths % 10))"
    }
}

extension DragThreshold {
    /// The line's name as the plot shows and says it: the engine's name ("full swipe") in the
    /// user's language; a name the window has no words for stays as it is.
    var words: String {
        switch name {
        case "open": tr("open")
        case "full swipe": tr("full swipe")
        case "complete": tr("complete")
        case "dismiss": tr("dismiss")
        default: name
        }
    }
}
