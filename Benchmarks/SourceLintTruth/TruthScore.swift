import Foundation

/// Precision and recall of lint with sources against the truth set.
///
/// A finding is judged by its rule and key: true when the truth has that mismatch, false otherwise.
/// Three figures, as issue 29 states its targets:
/// - precision at warning and error: of the warnings and errors, the share that are true;
/// - precision of "does nothing" claims: of the `unread-key` findings at any severity, the share that are true;
/// - recall: of the truth's mismatches, the share a warning or an error reports (and, beside it,
///   the share any finding reports, notes included).
/// A figure with nothing to count (no warning at all) is 1: nothing false was claimed.
public struct TruthScore: Sendable {
    /// One app's findings beside its truth.
    public struct AppResult: Sendable {
        public var truth: TruthApp
        public var findings: [TruthFinding]

        public init(truth: TruthApp, findings: [TruthFinding]) {
            self.truth = truth
            self.findings = findings
        }

        /// Each claim once (a rule may report the same key at several reads). A finding that names
        /// no key (the one note per bundle listing the reads whose key is not known) claims nothing
        /// about any setting.
        func claims(where include: (TruthFinding) -> Bool) -> Set<TruthClaim> {
            Set(findings.filter { !$0.claim.key.isEmpty && include($0) }.map(\.claim))
        }

        /// Warning and error claims, true and false.
        public var warningClaims: (true: Set<TruthClaim>, false: Set<TruthClaim>) {
            split(claims(where: \.isWarningOrError))
        }

        /// `unread-key` claims at any severity, true and false.
        public var doesNothingClaims: (true: Set<TruthClaim>, false: Set<TruthClaim>) {
            split(claims(where: \.claimsDoesNothing))
        }

        /// The truth's mismatches no warning or error reports.
        public var missed: Set<TruthClaim> { truth.claims.subtracting(claims(where: \.isWarningOrError)) }

        /// The truth's mismatches no finding at all reports (notes included).
        public var missedAtAnySeverity: Set<TruthClaim> { truth.claims.subtracting(claims { _ in true }) }

        func split(_ claims: Set<TruthClaim>) -> (true: Set<TruthClaim>, false: Set<TruthClaim>) {
            (claims.intersection(truth.claims), claims.subtracting(truth.claims))
        }
    }

    public var apps: [AppResult]

    public init(apps: [AppResult]) { self.apps = apps }

    /// The number of mismatches in the truth.
    public var mismatches: Int { apps.reduce(0) { $0 + $1.truth.claims.count } }

    static func ratio(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 1 : Double(part) / Double(whole) }

    /// True warnings and errors over all warnings and errors.
    public var warningPrecision: Double {
        let counts = apps.map(\.warningClaims)
        let truths = counts.reduce(0) { $0 + $1.true.count }
        return Self.ratio(truths, truths + counts.reduce(0) { $0 + $1.false.count })
    }

    /// True "does nothing" claims over all of them, at any severity.
    public var doesNothingPrecision: Double {
        let counts = apps.map(\.doesNothingClaims)
        let truths = counts.reduce(0) { $0 + $1.true.count }
        return Self.ratio(truths, truths + counts.reduce(0) { $0 + $1.false.count })
    }

    /// Mismatches reported as a warning or an error over all mismatches.
    public var recall: Double {
        Self.ratio(mismatches - apps.reduce(0) { $0 + $1.missed.count }, mismatches)
    }

    /// Mismatches reported at any severity over all mismatches.
    public var recallAtAnySeverity: Double {
        Self.ratio(mismatches - apps.reduce(0) { $0 + $1.missedAtAnySeverity.count }, mismatches)
    }

    /// One line per app (truth counts, then what lint said), the totals, then each false claim and
    /// each miss by name.
    public var table: String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        var lines = ["app              lang  lib  pkg  keys  truth  w/e true  w/e false  unread false  missed  notes"]
        for app in apps {
            let truth = app.truth
            let keys = Set(truth.reads.map(\.key) + truth.display.map(\.key) + truth.mismatches.map(\.key)).count
            let notes = app.findings.filter { !$0.isWarningOrError }.count
            let columns: [String] = [
                truth.app.padding(toLength: 16, withPad: " ", startingAt: 0),
                (truth.usesObjectiveC ? "objc" : "swift").padding(toLength: 5, withPad: " ", startingAt: 0),
                (truth.library == nil ? "-" : "yes").padding(toLength: 4, withPad: " ", startingAt: 0),
                (truth.localPackages ? "yes" : "-").padding(toLength: 4, withPad: " ", startingAt: 0),
                String(
                    format: "%4d  %5d  %8d  %9d  %12d  %6d  %5d", keys, truth.claims.count,
                    app.warningClaims.true.count, app.warningClaims.false.count, app.doesNothingClaims.false.count,
                    app.missed.count, notes),
            ]
            lines.append(columns.joined(separator: " "))
        }
        lines.append(
            "precision (warning, error) \(percent(warningPrecision)); precision (does nothing, any severity) "
                + "\(percent(doesNothingPrecision)); recall \(percent(recall)) (any severity \(percent(recallAtAnySeverity))) "
                + "on \(mismatches) mismatches in \(apps.count) apps")
        for app in apps {
            for claim in app.warningClaims.false.union(app.doesNothingClaims.false).sorted() {
                lines.append("  false  \(app.truth.app): \(claim)")
            }
            for claim in app.missed.sorted() { lines.append("  missed \(app.truth.app): \(claim)") }
        }
        return lines.joined(separator: "\n")
    }
}
