extension Page {
    /// The name a row goes by wherever it is listed (the editor, `settings dump`): its title;
    /// for a slider without one (Settings draws none) the title of the group it sits in, as the
    /// group names it on screen; else its key.
    public func rowLabel(of specifier: Specifier) -> String {
        if let title = specifier.title, !title.isBlank { return title.text }
        if case .slider = specifier.kind {
            var header: String?
            for candidate in specifiers {
                if candidate.index == specifier.index { break }
                if candidate.startsSection { header = candidate.header?.text }
            }
            if let header, !header.allSatisfy(\.isWhitespace) { return header }
        }
        return specifier.key ?? ""
    }
}
