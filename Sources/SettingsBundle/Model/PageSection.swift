/// A run of rows under one Group or RadioGroup (or before the first one).
public struct PageSection: Sendable, Hashable {
    /// The Group or RadioGroup that starts the section; nil for rows before the first group.
    public var group: Specifier?
    /// The rows after it, up to the next Group or RadioGroup (not including a RadioGroup's choices).
    public var rows: [Specifier]

    public init(group: Specifier?, rows: [Specifier]) {
        self.group = group
        self.rows = rows
    }

    /// The header text, nil for none (no group, blank `Title`, or a group hidden by idiom).
    public var header: LocalizedText? { group?.header }
    /// The footer text, drawn after every row of the section.
    public var footer: LocalizedText? { group?.footer }
}
