import SwipeIO
import BlockCatalog
import Localization
import SwipeBlocksUI
import SwipeEngine

/// `swipeblocks screenshot --block ID [--progress P] [--edge E] [--rtl] [--dark] --output FILE.png`.
struct ScreenshotCommand: Command {
    static let definition = CommandHelp(
        name: "screenshot", summary: tr("Render a block's demo with its first row held part of the way open, as PNG."),
        usage: [
            "screenshot --block ID --output FILE.png [--progress P] [--edge leading|trailing]",
            "                          [--rtl] [--dark] [--reduce-motion] [--width PIXELS] [--catalog DIR]...",
        ],
        description: tr(
            """
            Renders the block's live demo with its first row dragged part of the way by the engine and
            held there (the threshold, checkmark, buttons and full swipe react as to a real drag), then
            writes the picture as PNG, atomically. GTK draws it in a window of its own that is closed at
            once; it needs a display (with none: xvfb-run -a swipeblocks screenshot …).
            """),
        options: [
            OptionHelp("--block", value: "ID", completion: .blockID, tr("The block to render (required).")),
            OptionHelp("--output", value: "FILE", completion: .file, tr("Where to write the PNG (required).")),
            OptionHelp("--progress", value: "P", tr("How far the row is dragged, as a fraction of its width: 0…1 (default 0.5).")),
            OptionHelp(
                "--edge", value: "EDGE", completion: .words(["leading", "trailing"]),
                tr("leading or trailing: the side the drag reveals (default: the block's first).")),
            OptionHelp("--rtl", tr("Lay the demo out right to left.")),
            OptionHelp("--dark", tr("Use the dark style.")),
            OptionHelp("--reduce-motion", tr("Render as with Reduce Motion on.")),
            OptionHelp("--width", value: "PIXELS", tr("Width of the picture, 240…2000 (default 480).")),
        ])

    let arguments: ParsedArguments
    var screenshot: ScreenshotOptions
    let output: FilePath

    init(arguments: ParsedArguments) throws(UsageError) {
        if let operand = arguments.positionals.first {
            throw UsageError(message: tr("unexpected argument '{argument}'", ["argument": operand]))
        }
        guard let id = arguments.value("--block") else { throw UsageError(message: tr("--block is required")) }
        guard let output = arguments.path("--output"), !output.bytes.isEmpty else {
            throw UsageError(message: tr("--output FILE is required"))
        }
        var options = ScreenshotOptions(blockID: id)
        if let text = arguments.value("--progress") {
            guard let progress = Double(text), progress.isFinite, (0...1).contains(progress) else {
                throw UsageError(message: tr("--progress expects a number from 0 to 1, got '{value}'", ["value": text]))
            }
            options.progress = progress
        }
        if let text = arguments.value("--edge") {
            guard let edge = SwipeEdge(rawValue: text) else {
                throw UsageError(message: tr("--edge expects leading or trailing, got '{value}'", ["value": text]))
            }
            options.edge = edge
        }
        if let text = arguments.value("--width") {
            guard let width = Int(text), (240...2000).contains(width) else {
                throw UsageError(
                    message: tr("--width expects a whole number of pixels from 240 to 2000, got '{value}'", ["value": text]))
            }
            options.width = width
        }
        options.rightToLeft = arguments.has("--rtl")
        options.dark = arguments.has("--dark")
        options.reduceMotion = arguments.has("--reduce-motion")
        self.arguments = arguments
        self.screenshot = options
        self.output = output
    }

    func run() -> Int32 {
        let catalog = arguments.loadCatalog()
        guard let block = catalog.block(id: screenshot.blockID) else {
            return Console.fail(catalog.missingBlockMessage(screenshot.blockID))
        }
        let edges = block.configuration.swipeEdges
        if let edge = screenshot.edge, !edges.contains(edge) {
            // The other edge, if the block has it (there are two, and it lacks the one asked for).
            let other = edges.first?.rawValue ?? ""
            let message = tr(
                "block '{id}' has no {edge} swipe; use --edge {other_edge}", ["id": block.id, "edge": edge.rawValue, "other_edge": other])
            Console.error("error: " + message + "\n\n" + Self.help)
            return ExitCode.usage
        }
        let rendered = MainActor.assumeIsolated { Screenshot.render(screenshot, catalog: CatalogSource(catalog)) }
        switch rendered {
        case let .failure(error):
            return Console.fail(error.description)
        case let .success(png):
            do {
                try AtomicFile.write(bytes: png, to: output)
            } catch {
                return Console.fail(error.description)
            }
            return ExitCode.success
        }
    }
}
