import Localization

/// The library's own words in the user's language. They come from its gettext domain,
/// `swipewidgets` (`po/swipewidgets/`), not from the app's: an app that uses the rows sets its
/// own domain with `textdomain`, and the rows' words are still found, beside the binary or under
/// `share/locale` of the prefix it is installed in.
enum LibraryWords {
    /// The library's text domain, bound once, the first time a word is asked for.
    static let domain: String = {
        Localization.bind(domain: "swipewidgets")
        return "swipewidgets"
    }()
}

/// `message` in the user's language, from the library's domain (`scripts/po.py` lists it in
/// `po/swipewidgets/swipewidgets.pot`).
func tr(_ message: StaticString) -> String {
    Localization.translate(message, domain: LibraryWords.domain)
}
