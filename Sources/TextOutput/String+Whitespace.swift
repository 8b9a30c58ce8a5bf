extension String {
    /// The text without the whitespace (as `Character.isWhitespace` says, so also newlines and
    /// Unicode spaces) at either end.
    package func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
