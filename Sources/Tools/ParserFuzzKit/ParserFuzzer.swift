import SwipeIO
import BlockCatalog
import Glibc
import SwipeEngine
import SwipeScenario
import SwipeFuzzKit

/// What a parser fuzz run covers.
public struct ParserFuzzOptions: Sendable {
    public enum Target: String, CaseIterable, Sendable { case scenario, manifest }
    public var target: Target
    public var seed: UInt64
    public var documents: Int
    /// The most CPU time one document may take, in seconds.
    public var timeLimit: Double
    /// The most output one scenario may print before the fuzzer stops reading it.
    public var outputLimit = 8_192
    /// The peak resident size no document may push the process past, in MiB.
    public var memoryLimit: Int

    public init(target: Target, seed: UInt64, documents: Int, timeLimit: Double = 2, memoryLimit: Int = 512) {
        self.target = target
        self.seed = seed
        self.documents = documents
        self.timeLimit = timeLimit
        self.memoryLimit = memoryLimit
    }
}

/// A broken rule, with the document that broke it (the seed and index replay it).
public struct ParserFuzzFailure: Error, CustomStringConvertible {
    public var index: Int
    public var rule: String
    public var document: [UInt8]
    public var description: String {
        let shown = TerminalText.decodingBytes(Array(document.prefix(600)))
        return "document \(index): \(rule)\n  document (\(document.count) bytes): \(shown)\(document.count > 600 ? "…" : "")"
    }
}

/// Counts of one run.
public struct ParserFuzzStats: Sendable {
    public var documents = 0
    public var byShape: [JSONDocuments.Shape: Int] = [:]
    public var accepted = 0
    public var rejectedAsJSON = 0
    public var rejectedByField = 0
    public var slowest = 0.0
    public var largest = 0
    /// The process's peak resident size so far, in MiB.
    public var peakMiB = 0
}

/// Feeds generated documents to the scenario parser (JSONValue, then Simulator) or the manifest
/// parser (ManifestDecoder through Catalog), checking each: it returns (no crash), within the CPU
/// time limit, without pushing peak memory past the limit, and a rejection is one line naming a field or a line and column; accepted scenarios
/// print strict JSON lines, accepted manifests export as JSON that parses back.
public enum ParserFuzzer {
    public static func run(_ options: ParserFuzzOptions) throws(ParserFuzzFailure) -> ParserFuzzStats {
        var documents = JSONDocuments(seed: options.seed)
        let catalog = Catalog.load()
        var stats = ParserFuzzStats()
        for index in 0..<options.documents {
            let (bytes, shape) = options.target == .scenario ? documents.scenario() : documents.manifest()
            stats.byShape[shape, default: 0] += 1
            stats.largest = max(stats.largest, bytes.count)
            let start = now()
            let broken: String?
            switch options.target {
            case .scenario: broken = checkScenario(bytes, catalog: catalog, outputLimit: options.outputLimit, stats: &stats)
            case .manifest: broken = checkManifest(bytes, stats: &stats)
            }
            let seconds = now() - start
            stats.slowest = max(stats.slowest, seconds)
            if let broken { throw ParserFuzzFailure(index: index, rule: broken, document: bytes) }
            if seconds > options.timeLimit {
                throw ParserFuzzFailure(
                    index: index, rule: "took \(seconds) s of CPU time, over the limit of \(options.timeLimit) s", document: bytes)
            }
            let peak = peakMiB()
            stats.peakMiB = peak
            if peak > options.memoryLimit {
                throw ParserFuzzFailure(
                    index: index, rule: "pushed peak memory to \(peak) MiB, over the limit of \(options.memoryLimit) MiB", document: bytes)
            }
            stats.documents += 1
        }
        return stats
    }

    /// A message is fit to print when, escaped as the command line prints it, it is one line.
    static func isOneLine(_ message: String) -> Bool {
        let printed = TerminalText.escape(message)
        return !printed.isEmpty && !printed.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    static func checkJSONError(_ error: JSONParseError, stats: inout ParserFuzzStats) -> String? {
        stats.rejectedAsJSON += 1
        guard error.line >= 1, error.column >= 1, !error.message.isEmpty, isOneLine(error.description) else {
            return "JSON error without a position or on several lines: \(error.description)"
        }
        return nil
    }

    static func checkScenario(_ bytes: [UInt8], catalog: Catalog, outputLimit: Int, stats: inout ParserFuzzStats) -> String? {
        let scenario: JSONValue
        do {
            scenario = try JSONValue(parsing: bytes)
        } catch {
            return checkJSONError(error, stats: &stats)
        }
        var output: [UInt8] = []
        do {
            try Simulator.run(scenario: scenario, resolve: catalog.simulationBlock) { chunk in
                output += chunk.utf8
                return output.count < outputLimit
            }
        } catch let error as SimulationError {
            stats.rejectedByField += 1
            guard !error.field.isEmpty, error.description.hasPrefix(error.field + ": "), isOneLine(error.description) else {
                return "rejection that does not name its field on one line: \(error.description)"
            }
            return nil
        } catch {
            return "unexpected error type: \(error)"
        }
        stats.accepted += 1
        // Every whole line printed must be strict JSON (no inf, nan, or other tokens).
        for line in output.split(separator: UInt8(ascii: "\n")).dropLast() {
            do { _ = try JSONValue(parsing: Array(line)) } catch {
                return "output line is not JSON (\(error)): \(String(decoding: line.prefix(200), as: UTF8.self))"
            }
        }
        return nil
    }

    static func checkManifest(_ bytes: [UInt8], stats: inout ParserFuzzStats) -> String? {
        let text = String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
        let source = ManifestSource(
            file: "fuzz/x/block.json", folderName: nil, text: text, readProblem: text == nil ? "not valid UTF-8 text" : nil)
        let catalog = Catalog(sources: [source])
        for problem in catalog.problems {
            guard problem.file == "fuzz/x/block.json", isOneLine(problem.description) else {
                return "problem without its file or on several lines: \(problem.description)"
            }
            // The messages are read in English: the fuzzer never sets a locale, so gettext gives
            // every message as written, whatever the environment's language.
            let positioned = problem.message.hasPrefix("invalid JSON at line ") || problem.message == "not valid UTF-8 text"
            guard !problem.field.isEmpty || positioned || problem.message.hasPrefix("expected an object") else {
                return "problem naming neither a field nor a position: \(problem.description)"
            }
        }
        if catalog.problems.isEmpty {
            guard catalog.blocks.count == 1 else { return "no problem, yet no block" }
            stats.accepted += 1
            do { _ = try JSONValue(parsing: JSONExport.document(catalog.blocks)) } catch { return "export is not JSON: \(error)" }
        } else {
            if catalog.problems.contains(where: { $0.message.hasPrefix("invalid JSON") }) {
                stats.rejectedAsJSON += 1
            } else {
                stats.rejectedByField += 1
            }
        }
        return nil
    }

    /// The peak resident size of the process so far, in MiB.
    static func peakMiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) / 1024
    }

    /// This thread's CPU time: what one document costs, whatever else the machine runs.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
