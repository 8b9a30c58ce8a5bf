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

    /// Whether the group that starts the section is itself drawn as rows: a RadioGroup's choices
    /// and a ListGroup's items are the first rows of the section it starts (a Group is only a header).
    public var groupIsRow: Bool {
        switch group?.kind {
        case .radioGroup, .listGroup: true
        case .group?, .textField?, .titleValue?, .toggle?, .slider?, .multiValue?, .childPane?, .textView?,
            .datePicker?, .button?, .openURL?, .mailCompose?, .customView?, .appPane?, .unsupported?, nil:
            false
        }
    }

    /// The specifiers drawn as the section's rows, in order: the RadioGroup or ListGroup that
    /// starts it (standing for its choices or items), then ``rows``. The one rule of the dump,
    /// the search and the picture.
    public var drawnRows: [Specifier] {
        guard let group, groupIsRow else { return rows }
        return [group] + rows
    }
}
