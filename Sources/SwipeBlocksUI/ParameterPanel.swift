import CGtk
import GtkBridge
import SwipeEngine

/// Live parameters of the selected block (tint, corner radius, button width, full-swipe
/// threshold, style, label style, button shape): each change rebuilds the demo at once.
@MainActor
enum ParameterPanel {
    static let tints = ["green", "blue", "indigo", "purple", "orange", "red", "teal", "yellow", "gray"]

    /// Controls for `configuration`; `onChange` receives the edited configuration.
    static func make(_ configuration: BlockConfiguration,
                     onChange: @escaping @MainActor (BlockConfiguration) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        // The fields wrap onto more lines when the window is narrow; each is labelled in words,
        // with the API name beside it for developers ("Corner Radius", cornerRadius).
        let box = Make.wrappingBox(spacing: 18, rowSpacing: 12, classes: ["parameter-panel"])
        func add(_ parameter: String, _ control: UnsafeMutablePointer<GtkWidget>) {
            let field = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
            let caption = Make.label(IdentifierWords.title(parameter), classes: ["caption", "heading"])
            gtk_widget_set_tooltip_text(caption, parameter)
            Make.append(field, caption, control)
            Make.append(box, field)
        }
        func name(_ parameter: String) -> String { IdentifierWords.title(parameter) }
        func options(_ values: [String]) -> [String] { values.map(IdentifierWords.title) }
        switch configuration {
        case var .completion(c):
            let current = tints.firstIndex { RGBA.named[$0] == c.tint } ?? 0
            add("tint", Make.dropDown(options(tints), selected: current, name: name("tint")) { i in
                c.tint = RGBA.named[tints[i]]!
                onChange(.completion(c))
            })
            add("cornerRadius", Make.spinButton(c.cornerRadius, range: 0...40, step: 1, name: name("cornerRadius")) { v in
                c.cornerRadius = v
                onChange(.completion(c))
            })
        case var .actionRow(c):
            add("buttonWidth", Make.spinButton(c.buttonWidth, range: 40...160, step: 4, name: name("buttonWidth")) { v in
                c.buttonWidth = v
                onChange(.actionRow(c))
            })
        case var .cardList(c):
            add("style", Make.dropDown(options(RevealStyle.allCases.map(\.rawValue)),
                                       selected: RevealStyle.allCases.firstIndex(of: c.style) ?? 0, name: name("style")) { i in
                c.style = RevealStyle.allCases[i]
                onChange(.cardList(c))
            })
            let shapes = ["rectangle", "cards"]
            let isRounded = if case .rounded = c.buttonShape { true } else { false }
            add("buttonShape", Make.dropDown(options(shapes), selected: isRounded ? 1 : 0, name: name("buttonShape")) { i in
                c.buttonShape = i == 1 ? .rounded(cornerRadius: 16, spacing: 8) : .rectangle
                c.cornerRadius = i == 1 ? max(c.cornerRadius, 16) : c.cornerRadius
                onChange(.cardList(c))
            })
            add("labelStyle", Make.dropDown(options(SwipeLabelStyle.allCases.map(\.rawValue)),
                                            selected: SwipeLabelStyle.allCases.firstIndex(of: c.labelStyle) ?? 0, name: name("labelStyle")) { i in
                c.labelStyle = SwipeLabelStyle.allCases[i]
                onChange(.cardList(c))
            })
            add("buttonWidth", Make.spinButton(c.buttonWidth, range: 40...160, step: 4, name: name("buttonWidth")) { v in
                c.buttonWidth = v
                onChange(.cardList(c))
            })
            add("fullSwipeThreshold", Make.spinButton(c.fullSwipeThreshold, range: 0.3...1, step: 0.05, digits: 2,
                                                      name: name("fullSwipeThreshold")) { v in
                c.fullSwipeThreshold = v
                onChange(.cardList(c))
            })
            add("cornerRadius", Make.spinButton(c.cornerRadius, range: 0...40, step: 1, name: name("cornerRadius")) { v in
                c.cornerRadius = v
                onChange(.cardList(c))
            })
        }
        return box
    }
}
