import BenchmarkSupport
import Foundation
import SettingsBundle

/// Row 3: bundle load (locate, parse every page, localize, build the model) vs the floor:
/// Foundation parsing the same plist and strings files and nothing else.
enum LoadBenchmark {
    /// A bundle to load and the files the floor parses.
    struct Subject {
        var label: String
        var app: URL
        var files: [URL]
        var specifiers: Int
    }

    static let options = LoadOptions(idiom: .phone, languages: ["en"])

    /// Loads the way the editor does: locate, then load.
    static func load(_ app: URL) throws -> LoadedBundle {
        let locations = try BundleLocator.locate(app.path)
        guard let location = locations.first else { throw BenchError("no bundle at \(app.path)") }
        return try BundleLoader.load(location, options: options)
    }

    /// The floor: read and parse each file with Foundation, keep nothing but a count.
    static func floor(_ files: [URL]) throws -> Int {
        var count = 0
        for file in files {
            let data = try Data(contentsOf: file)
            var format = PropertyListSerialization.PropertyListFormat.xml
            let object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            if let dictionary = object as? [String: Any] { count += dictionary.count }
        }
        return count
    }

    /// The files the loader reads for a bundle: Info.plist, every page file it read, and the
    /// strings tables of the loaded language.
    static func subject(label: String, app: URL) throws -> Subject {
        let loaded = try load(app)
        let bundle = loaded.location.settingsBundle
        var files = [app.appendingPathComponent("Info.plist")]
        files += loaded.pageFiles.sorted().map { bundle.appendingPathComponent($0) }
        let english = bundle.appendingPathComponent("en.lproj")
        let strings = (try? FileManager.default.contentsOfDirectory(atPath: english.path)) ?? []
        files += strings.filter { $0.hasSuffix(".strings") }.sorted().map { english.appendingPathComponent($0) }
        let specifiers = loaded.pages.values.reduce(0) { $0 + $1.specifiers.count }
        return Subject(label: label, app: app, files: files, specifiers: specifiers)
    }

    /// Times every subject (ours and floor interleaved) and returns the rows plus each subject's
    /// median load CPU time in ms (for the growth rows).
    ///
    /// The growth rows compare loads of different subjects, measured minutes apart rather than
    /// interleaved, so on a shared machine wall time mostly measured how busy the other processes
    /// were at each moment (the floor's own "growth" ranged from 6x to 20x between runs). The
    /// thread CPU time of the same loads does not include time spent waiting for a core.
    static func run(_ subjects: [Subject], quick: Bool) throws -> (rows: [BenchmarkRow], ours: [String: Double]) {
        var rows: [BenchmarkRow] = []
        var medians: [String: Double] = [:]
        for subject in subjects {
            let rounds: Int
            switch subject.specifiers {
            case ..<2_000: rounds = quick ? 5 : 31
            case ..<20_000: rounds = quick ? 3 : 11
            default: rounds = quick ? 1 : 5
            }
            var failure: Error?
            var sink = 0
            var oursCPU: [Double] = []
            let oursRun = { () -> Double in
                let start = BenchClock.now()
                let startCPU = BenchClock.threadCPU()
                do { sink &+= try load(subject.app).pages.count } catch { failure = error }
                oursCPU.append(Double(BenchClock.threadCPU() - startCPU) / 1e6)
                return Double(BenchClock.now() - start) / 1e6
            }
            let floorRun = { () -> Double in
                let start = BenchClock.now()
                do { sink &+= try floor(subject.files) } catch { failure = error }
                return Double(BenchClock.now() - start) / 1e6
            }
            _ = oursRun()
            _ = floorRun()
            oursCPU.removeAll()
            let samples = BenchClock.interleave(rounds: rounds, [oursRun, floorRun])
            if let failure { throw BenchError("loading \(subject.label) failed: \(failure)") }
            if sink == -1 { print("") }
            let ours = BenchClock.median(samples[0])
            medians[subject.label] = BenchClock.median(oursCPU)
            rows.append(
                BenchmarkRow(
                    name: "bundle load, \(subject.label)", unit: "ms", ours: ours,
                    anchor: BenchClock.median(samples[1]),
                    anchorName: "floor: Foundation PropertyListSerialization of the same \(subject.files.count) files",
                    target: "within 1.5x of the floor", goal: .ratioAtMost(1.5),
                    method:
                        "\(subject.specifiers) specifiers, \(subject.files.count) files; median of \(rounds) interleaved rounds (wall)"
                ))
        }
        return (rows, medians)
    }

    /// The growth row: time(10 × specifiers) / time(specifiers) must be at most 11.
    static func growthRow(from small: String, _ smallTime: Double, to large: String, _ largeTime: Double)
        -> BenchmarkRow
    {
        BenchmarkRow(
            name: "load growth \(small) → \(large)", unit: "x", ours: largeTime / smallTime, anchor: 10,
            anchorName: "10 (the growth in specifiers)", target: "≤ 11x for 10x specifiers (ratio ≤ 1.1)",
            goal: .ratioAtMost(1.1),
            method:
                "ratio of the median thread CPU times of the loads of the rows above (CPU, not wall: the two are measured minutes apart)"
        )
    }
}
