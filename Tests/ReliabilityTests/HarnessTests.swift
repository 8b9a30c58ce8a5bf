import Foundation
import TestSupport
import Testing

@testable import Reliability

/// Small runs of the long-run harness, so its accounting is exercised by `swift test` (the real runs
/// are `settings-reliability writers|crash|readers|foundation`, documented in the README).
@Suite(.serialized) struct HarnessTests {
    let products = Sandbox.productsDirectory.path

    @Test func mixedWritersLoseNothingAndTheTableSaysSo() throws {
        var options = WritersExperiment.Options()
        options.processes = 2
        options.keys = 15
        options.mixed = true
        options.overlap = true
        let experiment = WritersExperiment(options: options, productsDirectory: products)
        let trials = try experiment.run()
        let trial = try #require(trials.first)
        #expect(trial.clean, "\(trial)")
        #expect(trial.writers == [.library, .command])
        #expect(trial.expectedKeys == 15 && trial.presentKeys == 15 && trial.writes == 30)
        let text = experiment.table(trials).text
        #expect(text.contains("1 command + 1 library"))
        #expect(text.split(separator: "\n").count == 3)
    }

    @Test func crashRunKeepsEveryAcknowledgedWrite() throws {
        var options = CrashExperiment.Options()
        options.iterations = 4
        options.mixed = true
        options.seed = 7
        let report = try CrashExperiment(options: options, productsDirectory: products).run()
        #expect(report.clean, "\(report.problems)")
        #expect(report.kills + report.exitedBeforeKill == 8)
        #expect(report.finalWriterWorked)
    }

    @Test func readerDuringLibraryWritersSeesOnlyWholeFiles() throws {
        // On a loaded 2-core machine 700 ms may give the reader few turns: poll longer until it has
        // read more than 10 times. Every run must be clean.
        var reads = 0
        for duration in [700, 3000, 10_000] where reads <= 10 {
            var options = ReadersExperiment.Options()
            options.durationMilliseconds = duration
            options.writers = 1
            let report = try ReadersExperiment(options: options, productsDirectory: products).run()
            #expect(report.clean, "\(report)")
            reads = report.reads
        }
        #expect(reads > 10)
    }

    @Test func missingProductIsAClearError() {
        #expect(throws: HarnessError.missingProduct("/nonexistent/defaults-stress")) {
            try WritersExperiment(options: .init(), productsDirectory: "/nonexistent").run()
        }
    }

    @Test func tableAlignsColumns() {
        var table = ResultTable(title: "t", header: ["a", "bb"])
        table.rows = [["long", "1"]]
        #expect(table.text == "t\na     bb\nlong  1\n")
    }
}
