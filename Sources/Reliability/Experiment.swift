/// What every experiment of `settings-reliability` offers the command: a run that yields a report,
/// the report as a table, the problems worth a line each on standard error, and whether nothing was
/// lost or broken (the exit status).
protocol Experiment {
    associatedtype Report
    /// Runs the experiment; `progress` gets a line now and then for long runs.
    func run(progress: (String) -> Void) throws(HarnessError) -> Report
    /// The figures as a table.
    func table(_ report: Report) -> ResultTable
    /// The first problems seen, for standard error.
    func problems(in report: Report) -> [String]
    /// Whether nothing was lost or broken.
    func isClean(_ report: Report) -> Bool
}
