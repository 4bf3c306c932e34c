import CGtk
import Glibc
import GtkBridge
import Localization
import SnippetRun

/// Runs one usage snippet at a time as a program of its own: writes it into a fresh folder as a
/// complete program, builds it where its language is compiled, starts it, and says how each step
/// went. Starting another stops the one before; `stop()` (the window closing, the app quitting,
/// another block shown) kills it. The folder goes when the program does.
@MainActor
final class SnippetRunner {
    /// What became of a run, for the page to show and a screen reader to hear.
    enum Outcome: Equatable {
        /// Building (C): nothing to show yet but that.
        case building
        /// The program is up, its window its own.
        case running
        /// It ended by itself (its window closed) with status 0.
        case ended
        /// It could not start, did not build or failed: a one-line summary and what it wrote.
        case failed(String, output: String)
        /// The language cannot run here: what to install.
        case missing(String)
    }

    /// Told each outcome of the current run.
    var onOutcome: (@MainActor (SnippetLanguage, Outcome) -> Void)?
    private var child: ChildProcess?
    private var folder: String?
    private var language = SnippetLanguage.python
    /// Any run's programs are killed when the application shuts down (the last window closed).
    private static var everyRunner: [WeakRunner] = []

    init() {
        Self.everyRunner.append(WeakRunner(self))
        if Self.everyRunner.count == 1, let app = g_application_get_default() {
            Signal.connect(app, "shutdown") { for runner in SnippetRunner.everyRunner { runner.value?.stop() } }
        }
    }

    /// Runs `snippet`, in `language`, whose function is `function`, titling its window `title`.
    func run(_ snippet: String, in language: SnippetLanguage, function: String, title: String) {
        stop()
        self.language = language
        let environment = Self.environment()
        let search = Self.toolSearch(environment)
        let library = LibraryPlace.find(binary: Self.binary(), exists: search.exists)
        let program = SnippetProgram.make(
            language, snippet: snippet, function: function, appending: environment["SWIPEBLOCKS_RUN_APPEND"] ?? "")
        guard let folder = Self.makeFolder() else { return fail(tr("No folder could be made for the program."), "") }
        let file = folder + "/" + program.fileName
        switch search.plan(language, file: file, arguments: [title], library: library) {
        case let .failure(missing):
            rmdir(folder)
            report(.missing(missing.words))
        case let .success(plan):
            self.folder = folder
            for (name, text) in [(program.fileName, program.text)] + plan.files.sorted(by: { $0.key < $1.key }) {
                guard g_file_set_contents(folder + "/" + name, text, -1, nil) != 0 else {
                    return fail(tr("The program could not be written in {folder}.", ["folder": folder]), "")
                }
            }
            flags(plan)
        }
    }

    /// Kills the program running, if one is, and removes its folder.
    func stop() {
        child?.stop()
        child = nil
        removeFolder()
    }

    // MARK: Steps

    private func flags(_ plan: RunPlan) {
        guard let flags = plan.flags else { return compile(plan, extra: []) }
        start(flags, plan) { [unowned self] ending in
            guard ending.status == 0 else { return self.fail(tr("pkg-config could not find the SwipeWidgets library."), ending.output) }
            self.compile(plan, extra: ending.output.split(whereSeparator: \.isWhitespace).map(String.init))
        }
    }

    private func compile(_ plan: RunPlan, extra: [String]) {
        guard let compile = plan.compile else { return launch(plan) }
        report(.building)
        start(compile + extra, plan) { [unowned self] ending in
            guard ending.status == 0 else {
                return self.fail(tr("The {language} program did not build.", ["language": self.language.rawValue]), ending.output)
            }
            self.launch(plan)
        }
    }

    private func launch(_ plan: RunPlan) {
        start(plan.run, plan) { [unowned self] ending in
            self.child = nil
            self.removeFolder()
            switch ending.status {
            case 0: self.report(.ended)
            case let status?:
                self.fail(
                    tr(
                        "The {language} program failed (exit status {status}).",
                        ["language": self.language.rawValue, "status": "\(status)"]), ending.output)
            case nil: self.fail(tr("The {language} program was stopped by a signal.", ["language": self.language.rawValue]), ending.output)
            }
        }
        if child != nil { report(.running) }
    }

    private func start(_ command: [String], _ plan: RunPlan, ended: @escaping @MainActor (ChildProcess.Ending) -> Void) {
        guard let folder else { return }
        do {
            child = try ChildProcess(command, folder: folder, environment: plan.environment.map { "\($0)=\($1)" }, ended: ended)
        } catch {
            fail(tr("{program} could not start: {reason}", ["program": command[0], "reason": error.message]), "")
        }
    }

    private func fail(_ summary: String, _ output: String) {
        child = nil
        removeFolder()
        report(.failed(summary, output: output))
    }

    private func report(_ outcome: Outcome) {
        onOutcome?(language, outcome)
    }

    // MARK: The system

    private func removeFolder() {
        guard let folder else { return }
        self.folder = nil
        Self.remove(folder)
    }

    /// Removes `path` and, if it is a folder, all it holds (what a build left there too).
    private static func remove(_ path: String) {
        if g_file_test(path, G_FILE_TEST_IS_DIR) != 0, g_file_test(path, G_FILE_TEST_IS_SYMLINK) == 0 {
            for name in names(path) { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// The tools' search over this system's files.
    private static func toolSearch(_ environment: [String: String]) -> ToolSearch {
        ToolSearch(
            environment: environment, isExecutable: { access($0, X_OK) == 0 && g_file_test($0, G_FILE_TEST_IS_REGULAR) != 0 },
            exists: { g_file_test($0, G_FILE_TEST_EXISTS) != 0 }, list: names,
            resolve: { path in
                realpath(path, nil).map { resolved in
                    defer { free(resolved) }; return String(cString: resolved)
                } ?? path
            })
    }

    private static func makeFolder() -> String? {
        guard let made = g_dir_make_tmp("swipeblocks-run-XXXXXX", nil) else { return nil }
        defer { g_free(made) }
        return String(cString: made)
    }

    private static func environment() -> [String: String] {
        guard let environ = g_get_environ() else { return [:] }
        defer { g_strfreev(environ) }
        var out: [String: String] = [:]
        var i = 0
        while let entry = environ[i] {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") { out[String(text[..<equals])] = String(text[text.index(after: equals)...]) }
            i += 1
        }
        return out
    }

    /// The window's own executable (`/proc/self/exe`), where a build tree's library is looked for.
    private static func binary() -> String {
        guard let path = g_file_read_link("/proc/self/exe", nil) else { return "/" }
        defer { g_free(path) }
        return String(cString: path)
    }

    /// The names in `folder` (none when it is not one).
    private static let names: @Sendable (String) -> [String] = { folder in
        guard let dir = g_dir_open(folder, 0, nil) else { return [] }
        defer { g_dir_close(dir) }
        var out: [String] = []
        while let name = g_dir_read_name(dir) { out.append(String(cString: name)) }
        return out
    }
}

/// A runner the application's shutdown still reaches, without keeping it alive.
@MainActor
private struct WeakRunner {
    weak var value: SnippetRunner?
    init(_ value: SnippetRunner) { self.value = value }
}

extension SnippetRunner {
    /// What to install before `language` can run here, in words; nil when it can.
    static func missingTools(for language: SnippetLanguage) -> String? {
        let search = toolSearch(environment())
        guard
            case let .failure(missing) = search.plan(
                language, file: "/snippet", arguments: [], library: LibraryPlace.find(binary: binary(), exists: search.exists))
        else { return nil }
        return missing.words
    }
}
