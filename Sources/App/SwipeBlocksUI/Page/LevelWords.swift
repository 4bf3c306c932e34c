import Localization

/// A block's level as the window shows it, in the user's language: the manifest's word
/// (`beginner`, `intermediate`, `advanced`) → "Beginner"; another word, capitalized as it is.
enum LevelWords {
    static func words(_ level: String) -> String {
        switch level {
        case "beginner": tr("Beginner")
        case "intermediate": tr("Intermediate")
        case "advanced": tr("Advanced")
        default: level.prefix(1).uppercased() + level.dropFirst()
        }
    }
}
