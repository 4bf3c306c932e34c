import BlockCatalog
import Foundation
import SwipeEngine
import SwipeScenario

/// A valid manifest as ordered (key, JSON text) members, to break one field at a time.
let validMembers: [(key: String, json: String)] = [
    ("id", #""x""#),
    ("title", #""X Row""#),
    ("summary", #""A row for tests.""#),
    ("category", #""Gestures""#),
    ("platform", #""GTK 4 (Linux)""#),
    ("level", #""beginner""#),
    ("origin", #""Original work""#),
    ("tags", #"{"en": ["swipe"], "es": ["deslizar"]}"#),
    ("parameters", #"[{"name": "tint", "type": "Color", "default": ".green", "summary": "Tint."}]"#),
    ("engine", #"{"kind": "completion", "tint": "green"}"#),
]

/// The valid manifest with `changes` applied: a JSON text replaces or adds a key, nil removes it.
func manifest(_ changes: [String: String?] = [:]) -> String {
    var members = validMembers
    for (key, json) in changes {
        if let index = members.firstIndex(where: { $0.key == key }) {
            if let json { members[index].json = json } else { members.remove(at: index) }
        } else if let json {
            members.append((key, json))
        }
    }
    return "{\n" + members.map { "  \(JSONValue.quote($0.key)): \($0.json)" }.joined(separator: ",\n") + "\n}\n"
}

/// A catalogue of just these manifests, each read from `user/<folder>/block.json`.
func catalog(_ texts: [(folder: String, text: String)]) -> Catalog {
    Catalog(sources: texts.map { ManifestSource(file: "user/\($0.folder)/block.json", folderName: $0.folder, text: $0.text) })
}

/// A catalogue of one manifest in folder `x`.
func catalog(_ text: String) -> Catalog {
    catalog([(folder: "x", text: text)])
}

/// The package's own `Catalog/` folder, for comparing the embedded catalogue with the files.
let sourceCatalogDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Catalog").path
}()

/// A fresh empty folder under the temporary directory.
func makeTemporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "blockcatalog-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes `files` (relative path → text) under `directory`.
func write(_ files: [String: String], under directory: String) throws {
    for (path, text) in files {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// The HTML that cmark-gfm (with the table extension) makes of `markdown`.
func renderWithCmarkGFM(_ markdown: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
    process.arguments = ["-e", "table"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(markdown.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// The text of each cell of each row of every HTML table, tags removed and entities decoded.
func tableCells(inHTML html: String) -> [[String]] {
    html.matches(of: /<tr>(.*?)<\/tr>/.dotMatchesNewlines()).map { row in
        String(row.output.1).matches(of: /<t[hd][^>]*>(.*?)<\/t[hd]>/.dotMatchesNewlines()).map { cell in
            plainText(fromHTML: String(cell.output.1))
        }
    }
}

/// `html` without tags and with the five basic entities decoded.
func plainText(fromHTML html: String) -> String {
    html.replacing(/<[^>]+>/, with: "")
        .replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&amp;", with: "&")
}

/// `configuration` with every option a manifest may set changed to another value of its type
/// that a manifest may write (made from the kind's schema, so a new option is edited too).
func everyManifestOptionEdited(_ configuration: BlockConfiguration) -> BlockConfiguration {
    var options = configuration.options
    for option in type(of: options).schema.manifestOptions {
        options = option.setting(anotherValue(of: option, in: options), in: options)
    }
    return BlockConfiguration(options)
}

/// A value of `option`'s type other than its value in `options`, and in its range.
func anotherValue(of option: OptionDescriptor, in options: any SwipeKind) -> OptionValue {
    let purple = RGBA.named["purple"]!, teal = RGBA.named["teal"]!
    switch (option.type, option.value(in: options)) {
    case let (.number(unit), .number(number)):
        let other = unit.range.lowerBound + (unit.range.upperBound - unit.range.lowerBound) * 0.75
        return .number(number == other ? other / 2 : other)
    case let (.boolean, .boolean(flag)): return .boolean(!flag)
    case let (.text, .text(text)): return .text(text + " (edited)")
    case let (.choice(cases), .choice(name)):
        return .choice(cases.names[((cases.names.firstIndex(of: name) ?? 0) + 1) % cases.names.count])
    case let (.flags(cases), .flags(names)): return .flags(names == cases.names ? [cases.names.last!] : cases.names)
    case let (.colour, .colour(colour)): return .colour(colour == purple ? teal : purple)
    case let (.actions, .actions(actions)):
        // An id of its own: ids are unique across all of a kind's actions.
        return .actions(actions + [SwipeActionSpec(id: "edited-" + option.key.lowercased(), title: "Edited", icon: "", tint: teal)])
    case let (.shape, .shape(shape)):
        let rounded = SwipeButtonShape.rounded(cornerRadius: 18, spacing: 6)
        return .shape(shape == rounded ? .rectangle : rounded)
    case let (.progress, .progress(progress)):
        return .progress(progress == nil ? DebugProgress(progress: 0.5, edge: .trailing) : nil)
    case let (type, value): preconditionFailure("\(option.key): \(value) is not a \(type)")
    }
}
