import BenchmarkSupport
import Foundation
import SourceLintTruth

/// Row 9: lint with sources on the truth set of real apps (issue 29), judged against what a person
/// found by reading each app's code: precision at warning and error, precision of "does nothing"
/// claims at any severity, and recall.
enum TruthSetBenchmark {
    static func run(packageRoot: URL) throws -> [BenchmarkRow] {
        let score = try TruthSet.score(folder: TruthSet.folder(packageRoot: packageRoot))
        let method =
            "lint with sources on \(score.apps.count) real apps (Tests/SourceLintTests/Fixtures/RealApps), "
            + "each finding judged by rule and key against the app's truth.json"
        func row(_ name: String, _ value: Double, target: String, floor: Double, note: String = "") -> BenchmarkRow {
            BenchmarkRow(
                name: name, unit: "%", ours: value * 100, anchor: nil, anchorName: "none (hand-written truth)",
                target: target, goal: .oursAtLeast(floor), method: method, note: note)
        }
        let misses = score.apps.flatMap { app in app.missed.sorted().map { "\(app.truth.app) \($0)" } }
        let missNote = misses.isEmpty ? "" : "; missed: " + misses.joined(separator: ", ")
        return [
            row("source lint precision, warning and error", score.warningPrecision, target: "100%", floor: 100),
            row("source lint precision, does-nothing claims", score.doesNothingPrecision, target: "100%", floor: 100),
            row(
                "source lint recall, warning and error", score.recall, target: "≥ 90%", floor: 90,
                note: String(
                    format: "%d mismatches; recall counting notes too: %.1f%%", score.mismatches,
                    score.recallAtAnySeverity * 100) + missNote),
        ]
    }
}
