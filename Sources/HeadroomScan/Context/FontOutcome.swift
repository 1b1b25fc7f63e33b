/// What a font expression gives: a font, or why it was not read.
enum FontOutcome {
    case font(FontSpec)
    case unresolved(String)
}
