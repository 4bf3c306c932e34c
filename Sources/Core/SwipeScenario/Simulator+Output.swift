import SwipeEngine

/// What a run prints: each frame as one JSON line, gathered into chunks.
extension Simulator {
    /// `{"kind":"frame","time":t,"rows":[{"row":i,"offset":dx,"height":h,…}]}`, a row at a time
    /// from the top of the list;
    /// a row shown as the one before it (idle rows, mostly) reuses that row's text.
    static func writeFrame(_ scene: Scene, at time: Double, to output: inout ChunkedOutput) {
        output.append("{\"kind\":\"frame\",\"time\":")
        output.append(JSONValue.format(time))
        output.append(",\"rows\":[")
        var first = true
        var previous: (presentation: RowPresentation, text: [UInt8])?
        for i in scene.rowsInOrder where !output.stopped {
            guard var p = scene.presentation(row: i, at: time) else { continue }
            output.append(first ? "{\"row\":" : ",{\"row\":")
            first = false
            output.append(String(i))
            p.row = 0
            if let previous, previous.presentation == p {
                output.append(bytes: previous.text)
            } else {
                let text = Array(rowFields(p).utf8)
                previous = (p, text)
                output.append(bytes: text)
            }
        }
        output.append("]}\n")
    }

    /// A row's fields after its index: `,"offset":dx,"height":h,…}`.
    static func rowFields(_ p: RowPresentation) -> String {
        var text = ",\"offset\":" + JSONValue.format(p.offset) + ",\"height\":" + JSONValue.format(p.height)
        if let c = p.checkmark {
            text += ",\"checkmarkScale\":" + JSONValue.format(c.scale) + ",\"checkmarkOpacity\":" + JSONValue.format(c.opacity)
            text += c.isPastThreshold ? ",\"past\":true" : ",\"past\":false"
        }
        if let edge = p.openEdge { text += ",\"open\":\"" + edge.rawValue + "\"" }
        if p.isFullSwipe { text += ",\"fullSwipe\":true" }
        if !p.buttons.isEmpty {
            text += ",\"buttons\":["
            text += p.buttons.map {
                "{\"id\":" + JSONValue.quote($0.actionID) + ",\"x\":" + JSONValue.format($0.x) + ",\"width\":" + JSONValue.format($0.width)
                    + ($0.asksConfirmation ? ",\"asking\":true}" : "}")
            }.joined(separator: ",")
            text += "]"
        }
        return text + "}"
    }
}

/// Output gathered as UTF-8 into chunks of about 64 KiB before each write, so a run of any length holds one chunk.
struct ChunkedOutput {
    static let chunkSize = 65_536
    let write: (String) -> Bool
    var buffer: [UInt8] = []
    /// True once `write` refused more (a closed pipe): the run stops.
    private(set) var stopped = false

    init(write: @escaping (String) -> Bool) {
        self.write = write
        buffer.reserveCapacity(Self.chunkSize + 4096)
    }

    mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.chunkSize { flush() }
    }

    mutating func append(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.chunkSize { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty, !stopped else { return }
        stopped = !write(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }
}
