/// The real-history cases today's `BundleComparison` gets wrong, by case (`<app>/<n>-<sha>`), with what
/// is wrong (the pattern numbers are issue 30's). ``RealHistoryTests`` skips them; remove a case when its
/// fix lands, so that it is checked.
///
/// Empty since issue 30's fixes: the 13 cases once listed here (rows sharing a key, rows whose pane
/// is not in the bundle, an untitled group with an empty footer) are all checked now.
enum RealHistoryKnownFailures {
    static let reasons: [String: String] = [:]
}
