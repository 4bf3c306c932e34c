/// One option of a kind, declared once in the kind's schema (`Kinds/<Kind>/<Kind>Options.swift`):
/// its Swift name (also the manifest's key), its GObject property, its type, its one-line summary
/// (the API tables' and the reference docs'), and how the window's panel offers it. Every surface
/// reads and writes it through `value(in:)` and `setting(_:in:)`.
public struct OptionDescriptor: Sendable {
    /// The Swift property name, and the manifest's key (`swipeEscapeVelocity`).
    public let key: String
    /// The GObject property (`swipe-escape-velocity`); nil: the C types have none (actions are
    /// `SwipeAction` children there).
    public let property: String?
    public let type: OptionType
    /// One line, for the API tables and the reference docs (translated: `Localization.translate`).
    public let summary: StaticString
    /// Where the default comes from, for the reference docs only, in English ("Android's
    /// getSwipeThreshold"); or a sentence of its own, ending in a full stop ("Before 0.4 …").
    public let note: String?
    /// The library version whose GObject type gained the property (`0.4`), for the reference docs.
    public let since: String?
    /// A manifest may set it (the block's parameters).
    public let inManifest: Bool
    /// The Swift configuration has it (false: a GObject property that spells part of a Swift
    /// option, as `button-spacing` does of `buttonShape`).
    public let inSwift: Bool
    /// How the panel offers it, and in which words; nil: not in the panel.
    public let panel: (control: PanelControl, title: StaticString)?

    private let get: @Sendable (any SwipeKind) -> OptionValue
    private let set: @Sendable (any SwipeKind, OptionValue) -> any SwipeKind

    /// The option's value in `options` (a configuration of this option's kind).
    public func value(in options: any SwipeKind) -> OptionValue { get(options) }

    /// `options` with this option set to `value` (of this option's type; another is ignored).
    public func setting<K: SwipeKind>(_ value: OptionValue, in options: K) -> K {
        set(options, value) as? K ?? options
    }

    /// `options` with this option set to `value`, whatever the kind.
    public func setting(_ value: OptionValue, in options: any SwipeKind) -> any SwipeKind { set(options, value) }

    /// An option over a getter and a setter of the kind `K` (the typed factories below use it).
    public init<K: SwipeKind>(
        _ key: String, of kind: K.Type, type: OptionType, summary: StaticString, note: String? = nil,
        since: String? = nil, property: String?? = .none, inManifest: Bool = true, inSwift: Bool = true,
        panel: (control: PanelControl, title: StaticString)? = nil,
        get: @escaping @Sendable (K) -> OptionValue, set: @escaping @Sendable (inout K, OptionValue) -> Void
    ) {
        self.key = key
        self.property = property ?? Self.kebabCase(key)
        self.type = type
        self.summary = summary
        self.note = note
        self.since = since
        self.inManifest = inManifest
        self.inSwift = inSwift
        self.panel = panel
        self.get = { options in
            guard let options = options as? K else { preconditionFailure("\(key) is an option of \(K.name), not of \(options)") }
            return get(options)
        }
        self.set = { options, value in
            guard var typed = options as? K else { return options }
            set(&typed, value)
            return typed
        }
    }

    /// `swipeEscapeVelocity` → `swipe-escape-velocity`; a run of capitals is one word (`actionID` → `action-id`).
    public static func kebabCase(_ name: String) -> String {
        var out = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, !previous.isUppercase { out += "-" }
            out += character.lowercased()
            previous = character
        }
        return out
    }
}

// MARK: Typed options

extension OptionDescriptor {
    public typealias Panel = (control: PanelControl, title: StaticString)

    public static func number<K: SwipeKind>(
        _ key: String, _ path: WritableKeyPath<K, Double> & Sendable, _ unit: NumberUnit, _ summary: StaticString,
        note: String? = nil, since: String? = nil, inManifest: Bool = true, panel: Panel? = nil
    ) -> Self {
        Self(
            key, of: K.self, type: .number(unit), summary: summary, note: note, since: since, inManifest: inManifest, panel: panel,
            get: { .number($0[keyPath: path]) }, set: { options, value in value.number.map { options[keyPath: path] = $0 } })
    }

    public static func boolean<K: SwipeKind>(
        _ key: String, _ path: WritableKeyPath<K, Bool> & Sendable, _ summary: StaticString, note: String? = nil,
        since: String? = nil, inManifest: Bool = true, panel: Panel? = nil
    ) -> Self {
        Self(
            key, of: K.self, type: .boolean, summary: summary, note: note, since: since, inManifest: inManifest, panel: panel,
            get: { .boolean($0[keyPath: path]) }, set: { options, value in value.boolean.map { options[keyPath: path] = $0 } })
    }

    public static func text<K: SwipeKind>(
        _ key: String, _ path: WritableKeyPath<K, String> & Sendable, _ summary: StaticString, note: String? = nil,
        since: String? = nil, inManifest: Bool = true
    ) -> Self {
        Self(
            key, of: K.self, type: .text, summary: summary, note: note, since: since, inManifest: inManifest,
            get: { .text($0[keyPath: path]) }, set: { options, value in value.text.map { options[keyPath: path] = $0 } })
    }

    public static func choice<K: SwipeKind, T: CaseIterable & RawRepresentable & Sendable>(
        _ key: String, _ path: WritableKeyPath<K, T> & Sendable, _ cases: ChoiceSet, _ summary: StaticString,
        note: String? = nil, panel: StaticString? = nil
    ) -> Self where T.RawValue == String {
        Self(
            key, of: K.self, type: .choice(cases), summary: summary, note: note, panel: panel.map { (.cases, $0) },
            get: { .choice($0[keyPath: path].rawValue) },
            set: { options, value in value.choice.flatMap(T.init(rawValue:)).map { options[keyPath: path] = $0 } })
    }

    public static func flags<K: SwipeKind, T: CaseIterable & RawRepresentable & Hashable & Sendable>(
        _ key: String, _ path: WritableKeyPath<K, Set<T>> & Sendable, _ cases: ChoiceSet, _ summary: StaticString,
        note: String? = nil, panel: Panel? = nil
    ) -> Self where T.RawValue == String {
        Self(
            key, of: K.self, type: .flags(cases), summary: summary, note: note, panel: panel,
            get: { options in .flags(T.allCases.filter(options[keyPath: path].contains).map(\.rawValue)) },
            set: { options, value in
                guard let names = value.flags else { return }
                options[keyPath: path] = Set(names.compactMap(T.init(rawValue:)))
            })
    }

    public static func colour<K: SwipeKind>(
        _ key: String, _ path: WritableKeyPath<K, RGBA> & Sendable, _ summary: StaticString, note: String? = nil,
        panel: StaticString? = nil
    ) -> Self {
        Self(
            key, of: K.self, type: .colour(optional: false), summary: summary, note: note, panel: panel.map { (.cases, $0) },
            get: { .colour($0[keyPath: path]) },
            set: { options, value in if case let .colour(colour?) = value { options[keyPath: path] = colour } })
    }

    public static func optionalColour<K: SwipeKind>(
        _ key: String, _ path: WritableKeyPath<K, RGBA?> & Sendable, _ summary: StaticString, note: String? = nil
    ) -> Self {
        Self(
            key, of: K.self, type: .colour(optional: true), summary: summary, note: note,
            get: { .colour($0[keyPath: path]) },
            set: { options, value in if case let .colour(colour) = value { options[keyPath: path] = colour } })
    }

    /// Buttons: a Swift and manifest option; GObject apps add `SwipeAction` children instead.
    public static func actions<K: SwipeKind>(
        _ key: String, _ path: WritableKeyPath<K, [SwipeActionSpec]> & Sendable, _ summary: StaticString
    ) -> Self {
        Self(
            key, of: K.self, type: .actions, summary: summary, property: .some(nil),
            get: { .actions($0[keyPath: path]) }, set: { options, value in if case let .actions(a) = value { options[keyPath: path] = a } })
    }
}

// MARK: Options several kinds share, worded once

extension OptionDescriptor {
    /// The action's name in words (`actionTitle`; before 0.4 the GObject property `action-name`,
    /// which is GtkActionable's now).
    public static func actionTitle<K: SwipeKind>(
        _ path: WritableKeyPath<K, String> & Sendable, inManifest: Bool = true,
        note: String? = "Before 0.4 this property was called `action-name`."
    ) -> Self {
        text(
            "actionTitle", path, N_("The action's name, for the menu and screen readers."), note: note, since: "0.4",
            inManifest: inManifest)
    }

    /// The action's id (`actionID`): the signal's and the widget action's name for it.
    public static func actionID<K: SwipeKind>(_ path: WritableKeyPath<K, String> & Sendable) -> Self {
        text("actionID", path, N_("The action's id, as events and widget actions name it."), inManifest: false)
    }

    /// The slop: how far a drag goes before the row follows (`minimumDistance`).
    public static func minimumDistance<K: SwipeKind>(
        _ path: WritableKeyPath<K, Double> & Sendable, summary: StaticString? = nil, note: String? = nil,
        inManifest: Bool = false
    ) -> Self {
        number(
            "minimumDistance", path, .length, summary ?? N_("Points a drag travels before the row follows."), note: note,
            inManifest: inManifest)
    }
}

/// Marks a message for translation where it is declared (gettext's N_); whoever shows it
/// translates it (`Localization.translate`). `scripts/po.py` finds these as it finds `tr`.
func N_(_ message: StaticString) -> StaticString { message }
