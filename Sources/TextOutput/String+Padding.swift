extension String {
    /// The text followed by spaces up to `width` characters (`Character`s, as table widths are
    /// measured), never cut. Foundation's `padding(toLength:withPad:startingAt:)` counts UTF-16
    /// units instead, so it cut a name with a combining accent or an emoji short of its width.
    package func padded(toCharacters width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
