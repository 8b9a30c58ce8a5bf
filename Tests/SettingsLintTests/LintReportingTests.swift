import BundleTestSupport
import Foundation
import Testing
import TextOutput

@testable import SettingsBundle
@testable import SettingsLint

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `settings lint --format ...`: every reporter on a multi-bundle run (a bundle with every kind of
/// finding, one with a warning only, and a clean one), read back by the parsers CI systems use.
@Suite struct LintReportingTests {
    static let rulesBundle = BundleFixtures.fixture("LintRules/Settings.bundle")
    static let warningBundle = BundleFixtures.fixture("Formats/Settings.bundle")
    static let cleanBundle = BundleFixtures.packageRoot.appendingPathComponent("Examples/GameApp/Settings.bundle")
    static let schema = BundleFixtures.fixtures.appendingPathComponent("Reporting/sarif-schema-2.1.0.json")

    /// The three bundles' reports, named relative to the package (as `settings lint Tests/...` would).
    static func reports() throws -> [LintReport] {
        try [rulesBundle, warningBundle, cleanBundle].map {
            try BundleFixtures.lint($0).relative(to: BundleFixtures.packageRoot.path)
        }
    }

    static let options = LintOutputOptions(catalog: .all, toolVersion: "9.8.7")

    /// A report with one finding of each awkward kind, for the escaping checks.
    static func awkwardReport() -> LintReport {
        var withPlace = Diagnostic(
            bundlePath: "odd,dir:x/Settings.bundle", relativeFile: "Root.plist", severity: .error,
            rule: .defaultNotInValues, message: "100% sure\nsecond line & <tag> \"quoted\" \u{1B}[2J\u{0}", page: .root,
            specifierIndex: 3, key: "volume")
        withPlace.line = 12
        withPlace.column = 5
        var lineOnly = Diagnostic(
            bundlePath: "odd,dir:x/Settings.bundle", relativeFile: "en.lproj/Root.strings", severity: .warning,
            rule: .unreadableStrings, message: "cannot be read")
        lineOnly.line = 2
        var nowhere = Diagnostic(
            bundlePath: "odd,dir:x/Settings.bundle", relativeFile: "Child.plist", severity: .note,
            rule: .missingLocalization, message: "untranslated in de")
        nowhere.placeNote = "binary page: no line numbers"
        return LintReport(bundle: "odd,dir:x/Settings.bundle", diagnostics: [withPlace, lineOnly, nowhere])
    }

    // MARK: GitHub

    @Test func githubLinesAreWorkflowCommandsEscapedAsTheToolkitEscapes() throws {
        #expect(WorkflowCommandText.data("100% a\r\nb") == "100%25 a%0D%0Ab")
        #expect(WorkflowCommandText.property("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
        let output = GitHubLintReporter.render([Self.awkwardReport()], options: Self.options)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0]
                == "::error file=odd%2Cdir%3Ax/Settings.bundle/Root.plist,line=12,col=5,title=default-not-in-values::Item 3 (Key \"volume\"): 100%25 sure%0Asecond line & <tag> \"quoted\" ^[[2J^@"
        )
        #expect(
            lines[1]
                == "::warning file=odd%2Cdir%3Ax/Settings.bundle/en.lproj/Root.strings,line=2,title=unreadable-strings::cannot be read"
        )
        #expect(
            lines[2]
                == "::notice file=odd%2Cdir%3Ax/Settings.bundle/Child.plist,title=missing-localization::untranslated in de (binary page: no line numbers)"
        )
        #expect(lines[3] == "1 bundle: 1 error, 1 warning, 1 note")
        #expect(lines.count == 5 && lines[4].isEmpty)
    }

    @Test func githubOutputOfAMultiBundleRunIsOneCommandPerShownFinding() throws {
        let reports = try Self.reports()
        let output = GitHubLintReporter.render(reports, options: Self.options)
        let pattern =
            /^::(error|warning|notice) file=([^,:]+)(,line=[1-9][0-9]*(,col=[1-9][0-9]*)?)?,title=([a-z-]+)::(.*)$/
        let lines = output.split(separator: "\n").map(String.init)
        let commands = lines.dropLast()
        #expect(commands.count == reports.reduce(0) { $0 + $1.diagnostics.count })
        for line in commands {
            let match = try #require(line.wholeMatch(of: pattern), "\(line)")
            #expect(RuleCatalog.all.rule(id: String(match.output.5)) != nil)
            #expect(match.output.2.hasPrefix("Tests/SettingsBundleTests/Fixtures/"), "relative paths stay relative")
            #expect(!match.output.6.contains("\u{1B}") && !match.output.6.contains("\n"))
        }
        #expect(lines.last == "3 bundles: 14 errors, 22 warnings, 4 notes")
        // Errors first: GitHub annotates only the first 10 of a kind in a step, 50 in a job.
        let rank = ["::error": 0, "::warning": 1, "::notice": 2]
        let kinds = commands.map { String($0.prefix { $0 != " " }) }
        #expect(kinds == kinds.sorted { rank[$0]! < rank[$1]! })
        #expect(kinds.first == "::error" && kinds.last == "::notice")
        let quiet = GitHubLintReporter.render(
            reports, options: LintOutputOptions(catalog: .all, toolVersion: "1", threshold: .warning))
        #expect(!quiet.contains("::notice"))
        #expect(quiet.hasSuffix("3 bundles: 14 errors, 22 warnings, 4 notes (hidden)\n"))
    }

    // MARK: SARIF

    @Test(
        .enabled(
            if: PythonChecker.runsSchemaChecks, "python3 with jsonschema is absent (set CI to make that a failure)"))
    func sarifValidatesAgainstTheSARIF210Schema() throws {
        let output = try SARIFLintReporter.render(Self.reports() + [Self.awkwardReport()], options: Self.options)
        let script = """
            import json, sys, jsonschema
            log = json.load(sys.stdin)
            schema = json.load(open(sys.argv[1]))
            checker = jsonschema.Draft202012Validator.FORMAT_CHECKER
            validator = jsonschema.Draft202012Validator(schema, format_checker=checker)
            errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
            for error in errors[:20]:
                print(list(error.absolute_path), error.message[:300])
            print("formats:", ",".join(sorted(f for f in ("uri", "uri-reference") if f in checker.checkers)))
            print("errors:", len(errors))
            """
        let result = try PythonChecker.run(script, arguments: [Self.schema.path], input: output)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("errors: 0\n"), "\(result.standardOutput)")
        if PythonChecker.hasURIFormatChecker {
            // With rfc3986-validator (`.ci/run` installs it) jsonschema checks URIs too.
            #expect(result.standardOutput.contains("formats: uri,uri-reference"), "\(result.standardOutput)")
        }
        // The schema really checks: a result without a message is refused.
        var broken = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        var run = (broken["runs"] as! [[String: Any]])[0]
        var results = run["results"] as! [[String: Any]]
        results[0]["message"] = nil
        results[0]["level"] = "fatal"
        run["results"] = results
        broken["runs"] = [run]
        let brokenText = String(decoding: try JSONSerialization.data(withJSONObject: broken), as: UTF8.self)
        let refused = try PythonChecker.run(script, arguments: [Self.schema.path], input: brokenText)
        #expect(refused.standardOutput.hasSuffix("errors: 2\n"), "\(refused.standardOutput)")
    }

    @Test func sarifHasWhatGitHubCodeScanningRequires() throws {
        let reports = try Self.reports()
        let output = try SARIFLintReporter.render(reports + [Self.awkwardReport()], options: Self.options)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(log["$schema"] as? String == SARIFLintReporter.schemaURI)
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "settings")
        #expect(driver["version"] as? String == "9.8.7")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleCatalog.all.rules.map(\.rawValue))
        for rule in rules {
            for field in ["shortDescription", "fullDescription", "help"] {
                let text = (rule[field] as? [String: Any])?["text"] as? String
                #expect(text?.isEmpty == false, "\(rule["id"]!) \(field)")
            }
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level))
            #expect((rule["name"] as? String)?.first?.isUppercase == true)
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == reports.reduce(0) { $0 + $1.diagnostics.count } + 3)
        var withRegion = 0
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(RuleCatalog.all.rules[index].rawValue == ruleId)
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            // Relative references GitHub resolves against the checkout: no scheme, no raw specials.
            #expect(!uri.contains(":") && !uri.contains(" ") && !uri.contains(",") && !uri.hasPrefix("/"), "\(uri)")
            if let region = physical["region"] as? [String: Any] {
                #expect((region["startLine"] as? Int ?? 0) >= 1)
                withRegion += 1
            }
        }
        #expect(withRegion > 0 && withRegion < results.count)
        let awkward = results.last { ($0["ruleId"] as? String) == "missing-localization" }
        let awkwardURI =
            ((awkward?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        #expect(awkwardURI == "odd%2Cdir%3Ax/Settings.bundle/Child.plist")
    }

    @Test func uriReferencesArePercentEncodedAndRelativeWhenThePathIs() {
        #expect(SARIFLintReporter.uriReference("./App/Settings.bundle/Root.plist") == "App/Settings.bundle/Root.plist")
        #expect(SARIFLintReporter.uriReference("../a b/c,d:e#f?.plist") == "../a%20b/c%2Cd%3Ae%23f%3F.plist")
        #expect(SARIFLintReporter.uriReference("Réglages/x.plist") == "R%C3%A9glages/x.plist")
        #expect(SARIFLintReporter.uriReference("/abs/A B/x.plist") == "file:///abs/A%20B/x.plist")
    }

    // MARK: JUnit

    /// What `xml.etree.ElementTree` reads from a JUnit document, as JSON.
    static let junitScript = """
        import json, sys, xml.etree.ElementTree as ET
        root = ET.fromstring(sys.stdin.read())
        suites = root.findall("testsuite")
        cases = [
            {"name": c.get("name"), "file": c.get("file"), "failure": c.find("failure") is not None,
             "failureText": (c.find("failure").text or "") if c.find("failure") is not None else "",
             "failureMessage": c.find("failure").get("message") if c.find("failure") is not None else "",
             "out": (c.find("system-out").text or "") if c.find("system-out") is not None else ""}
            for s in suites for c in s.findall("testcase")]
        print(json.dumps({"root": root.tag, "tests": int(root.get("tests")), "failures": int(root.get("failures")),
            "suiteTests": sum(int(s.get("tests")) for s in suites),
            "suiteFailures": sum(int(s.get("failures")) for s in suites), "cases": cases}))
        """

    struct JUnitSummary: Decodable {
        struct Case: Decodable {
            var name: String
            var file: String
            var failure: Bool
            var failureText: String
            var failureMessage: String
            var out: String
        }
        var root: String
        var tests: Int
        var failures: Int
        var suiteTests: Int
        var suiteFailures: Int
        var cases: [Case]
    }

    static func parseJUnit(_ xml: String) throws -> JUnitSummary {
        let result = try PythonChecker.run(junitScript, input: xml)
        try #require(result.status == 0, "\(result.standardError)")
        return try JSONDecoder().decode(JUnitSummary.self, from: Data(result.standardOutput.utf8))
    }

    @Test(.enabled(if: PythonChecker.runsPythonChecks, "python3 is absent (set CI to make that a failure)"))
    func junitHasOneTestCasePerBundleAndCountsThatAgree() throws {
        let reports = try Self.reports()
        let summary = try Self.parseJUnit(JUnitLintReporter.render(reports, options: Self.options))
        #expect(summary.root == "testsuites")
        #expect(summary.cases.map(\.name) == reports.map(\.bundle))
        #expect(summary.cases.map(\.file) == reports.map(\.bundle))
        #expect(summary.tests == 3 && summary.suiteTests == 3)
        #expect(summary.cases.map(\.failure) == [true, false, false])
        #expect(summary.failures == 1 && summary.suiteFailures == 1)
        #expect(summary.cases[0].failureMessage == "14 errors")
        #expect(summary.cases[0].failureText.split(separator: "\n").count == 14)
        #expect(summary.cases[0].out.contains(": warning: ") && summary.cases[0].out.contains(": note: "))
        #expect(!summary.cases[0].out.contains(": error: "))
        #expect(summary.cases[1].out.contains("[missing-required-key]"))
        #expect(summary.cases[2].out.isEmpty)

        // --strict: warnings fail too.
        let strict = LintOutputOptions(catalog: .all, toolVersion: "1", strict: true)
        let strictSummary = try Self.parseJUnit(JUnitLintReporter.render(reports, options: strict))
        #expect(strictSummary.cases.map(\.failure) == [true, true, false])
        #expect(strictSummary.failures == 2 && strictSummary.suiteFailures == 2)
        #expect(strictSummary.cases[0].failureMessage == "14 errors, 21 warnings")
        #expect(strictSummary.cases[1].failureMessage == "1 warning")
        #expect(!strictSummary.cases[0].out.contains(": warning: "))
    }

    @Test(.enabled(if: PythonChecker.runsPythonChecks, "python3 is absent (set CI to make that a failure)"))
    func junitStaysWellFormedWithControlCharactersAndMarkup() throws {
        let xml = JUnitLintReporter.render([Self.awkwardReport()], options: Self.options)
        let summary = try Self.parseJUnit(xml)
        #expect(summary.cases.count == 1 && summary.cases[0].name == "odd,dir:x/Settings.bundle")
        // One line per finding, as the text format prints it.
        #expect(summary.cases[0].failureText.contains("100% sure second line & <tag> \"quoted\" ^[[2J^@ [default"))
        #expect(summary.cases[0].out.contains("untranslated in de (binary page: no line numbers)"))
    }

    // MARK: Checkstyle

    /// Collects Checkstyle's elements with Foundation's XMLParser.
    final class CheckstyleCollector: NSObject, XMLParserDelegate {
        var version: String?
        var files: [String] = []
        var errors: [(file: String, attributes: [String: String])] = []

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch element {
            case "checkstyle": version = attributes["version"]
            case "file": files.append(attributes["name"] ?? "")
            case "error": errors.append((files.last ?? "", attributes))
            default: break
            }
        }
    }

    static func parseCheckstyle(_ xml: String) throws -> CheckstyleCollector {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = CheckstyleCollector()
        parser.delegate = collector
        try #require(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return collector
    }

    @Test func checkstyleParsesWithOneFilePerFileWithFindings() throws {
        let reports = try Self.reports()
        let collector = try Self.parseCheckstyle(CheckstyleLintReporter.render(reports, options: Self.options))
        #expect(collector.version == "4.3")
        let findings = reports.flatMap(\.diagnostics)
        #expect(collector.errors.count == findings.count)
        var files: [String] = []
        for finding in findings where !files.contains(finding.file) { files.append(finding.file) }
        #expect(collector.files == files)
        #expect(!collector.files.contains { $0.contains("GameApp") })
        for (finding, error) in zip(findings, collector.errors) {
            #expect(error.file == finding.file)
            #expect(error.attributes["line"] == finding.line.map(String.init))
            #expect(error.attributes["column"] == finding.column.map(String.init))
            #expect(error.attributes["source"] == "settings.rules.\(finding.rule.rawValue)")
            let severity = ["error": "error", "warning": "warning", "note": "info"][finding.severity.rawValue]
            #expect(error.attributes["severity"] == severity)
        }
    }

    @Test func checkstyleAttributesRoundTripMarkupAndNewlines() throws {
        let collector = try Self.parseCheckstyle(
            CheckstyleLintReporter.render([Self.awkwardReport()], options: Self.options))
        #expect(collector.files.first == "odd,dir:x/Settings.bundle/Root.plist")
        #expect(
            collector.errors.first?.attributes["message"]
                == "Item 3 (Key \"volume\"): 100% sure\nsecond line & <tag> \"quoted\" ^[[2J^@")
        #expect(collector.errors.last?.attributes["line"] == nil)
    }

    // MARK: Text and JSON

    @Test func textAndJSONKeepTheirFormsAndHonourTheThreshold() throws {
        let reports = try Self.reports()
        let text = LintTextReporter.render(
            reports, options: LintOutputOptions(catalog: .all, toolVersion: "1", threshold: .error))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 15)
        #expect(lines.dropLast().allSatisfy { $0.contains(": error: ") })
        #expect(lines.last == "3 bundles: 14 errors, 22 warnings (hidden), 4 notes (hidden)")
        let baselined = LintTextReporter.summary(
            reports, options: LintOutputOptions(catalog: .all, toolVersion: "1", baselined: 5))
        #expect(baselined == "3 bundles: 14 errors, 22 warnings, 4 notes, 5 baselined")
        let json = try LintJSONReporter.render(reports, options: Self.options)
        let decoded = try RuleCatalog.all.decoder().decode([LintReport].self, from: Data(json.utf8))
        #expect(decoded == reports)
    }

    @Test func everyFormatRendersAMultiBundleRun() throws {
        let reports = try Self.reports()
        for format in LintFormat.allCases {
            let output = try format.render(reports, options: Self.options)
            #expect(output.hasSuffix("\n"), "\(format)")
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B }, "\(format)")
            #expect(output.contains("Tests/SettingsBundleTests/Fixtures/Formats/Settings.bundle"), "\(format)")
        }
    }

    @Test func failingFollowsStrict() throws {
        let reports = try Self.reports()
        let warningOnly = [reports[1]]
        #expect(Self.options.fails(reports))
        #expect(!Self.options.fails(warningOnly))
        #expect(LintOutputOptions(catalog: .all, toolVersion: "1", strict: true).fails(warningOnly))
        #expect(!LintOutputOptions(catalog: .all, toolVersion: "1", strict: true).fails([reports[2]]))
    }

    // MARK: Paths and rules

    @Test func reportsAreNamedRelativeToTheCurrentFolderAsGiven() {
        var finding = Diagnostic(
            bundlePath: "/w/app/Settings.bundle", relativeFile: "Root.plist", severity: .note, rule: .childFilePath,
            message: "m")
        finding.line = 1
        let report = LintReport(bundle: "/w/app/Settings.bundle", diagnostics: [finding])
        #expect(report.relative(to: "/w/tools").diagnostics[0].file == "../app/Settings.bundle/Root.plist")
        #expect(report.relative(to: "/w").bundle == "app/Settings.bundle")
        #expect(report.relative(to: "/w/app/Settings.bundle").diagnostics[0].file == "Root.plist")
        #expect(report.relative(to: "/w/app/Settings.bundle").bundle == ".")
        let relative = report.relative(to: "/w")
        #expect(relative.relative(to: "/elsewhere") == relative)
    }

    @Test func everyRuleIsDescribedAndNoFindingIsWorseThanItsRuleSays() throws {
        for rule in RuleCatalog.all.rules {
            #expect(rule.summary.hasSuffix(".") && !rule.summary.contains("\n"), "\(rule)")
            #expect(rule.explanation.count > rule.summary.count, "\(rule)")
            #expect(!rule.displayName.contains("-"), "\(rule)")
        }
        #expect(Rule.inAppMailSpelling.displayName == "InAppSettingsKitMailSpelling")
        #expect(Rule.missingRoot.displayName == "MissingRoot")
        let listing = RuleCatalog.all.listing().split(separator: "\n")
        #expect(listing.count == RuleCatalog.all.rules.count + 1)
        #expect(listing.contains { $0.hasPrefix("missing-root ") && $0.contains(" error ") })
        let json =
            try JSONSerialization.jsonObject(with: Data(try RuleCatalog.all.listingJSON().utf8)) as? [[String: String]]
        #expect(json?.count == RuleCatalog.all.rules.count)
        for report in try Self.reports() {
            for finding in report.diagnostics {
                #expect(finding.severity >= finding.rule.defaultSeverity, "\(finding.relativeDescription)")
            }
        }
    }
}
