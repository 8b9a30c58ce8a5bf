/// The widths of the modified list's columns.
struct ModifiedColumns {
    /// The column titles: path, key, value, the domain it comes from, registered default.
    static let titles = ["PATH", "KEY", "VALUE", " FROM", "DEFAULT"]
    var widths: [Int]
}
