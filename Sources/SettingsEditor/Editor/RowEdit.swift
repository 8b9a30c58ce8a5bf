/// An edit mode of one row (text field, slider value, date, text view): the row it edits.
protocol RowEdit {
    /// The row being edited.
    var row: RowReference { get }
}

extension RowEdit {
    /// The row's specifier index on its page (what the renderer finds the edited row by).
    var specifier: Int { row.specifier }
}

extension FieldEdit: RowEdit {}
extension DateEdit: RowEdit {}
extension TextViewEdit: RowEdit {}
