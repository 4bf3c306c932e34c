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
