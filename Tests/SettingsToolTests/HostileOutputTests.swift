import Foundation
import PropertyList
import TestSupport
import Testing

/// Every command and every output format of `settings` and `defaults`, run over a bundle whose
/// every name and string is hostile: nothing raw reaches standard output or standard error, and
/// no line could be executed by a CI log as a workflow command.
@Suite(.serialized) struct HostileOutputTests {
    let sandbox = Sandbox()
    var home: URL { URL(fileURLWithPath: sandbox.home).standardizedFileURL }

    /// ESC, an OSC title change, a CSI screen clear, CR, LF, NEL, U+2028, U+2029, bidirectional
    /// overrides and isolates, C1 CSI, and lines that GitHub Actions would execute.
    static func hostile(_ tag: String) -> String {
        "\(tag)\u{1B}]0;x\u{07}\u{1B}[2J\r\n::error::\(tag)\u{85}::add-mask::m\u{2028}::warning::w\u{2029}"
            + "# h\u{202E}rtl\u{2066}i\u{2069}\u{9B}31m ##[add-mask]z\u{7F}"
    }
    /// The same, with NUL, for the places that can hold it (plist strings, not file names).
    static func hostileWithNUL(_ tag: String) -> String { hostile(tag) + "\u{0}end" }

    /// A folder name: no `/` and no NUL.
    static let folder = "Evil\u{1B}]0;x\u{07}\r\n::error::folder\u{85}\u{2028}::add-mask::m\u{202E}\u{9B}"
    static let page = "Page\u{1B}[2J\n::error::page\u{2029}\u{2066}"
    static let key = "key\u{1B}[2J\n::error::key\u{2028}"

    /// A bundle with hostile titles, keys, values, a hostile child page name and strings table.
    func makeBundle(_ relative: String, variant: String) throws -> URL {
        let bundle = home.appendingPathComponent(relative).appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        let rows: [PlistValue] = [
            [
                "Type": "PSGroupSpecifier", "Title": .string(Self.hostile("group" + variant)),
                "FooterText": .string(Self.hostileWithNUL("footer")),
            ],
            [
                "Type": "PSTextFieldSpecifier", "Key": .string(Self.key),
                "Title": .string(Self.hostile("title" + variant)),
                "DefaultValue": .string(Self.hostileWithNUL("value" + variant)),
            ],
            [
                "Type": "PSMultiValueSpecifier", "Key": "choice", "Title": "Localized",
                "Titles": [.string(Self.hostile("choice"))], "Values": [.string(Self.hostile("v" + variant))],
                "DefaultValue": .string(Self.hostile("notinvalues")),
            ],
            ["Type": "PSChildPaneSpecifier", "Title": .string(Self.hostile("child")), "File": .string(Self.page)],
            ["Type": .string(Self.hostile("type")), "Key": "odd", "Title": "Odd"],
        ]
        try PropertyListCoder.encodeBinary(["PreferenceSpecifiers": .array(rows), "StringsTable": "Root"]).write(
            to: bundle.appendingPathComponent("Root.plist"))
        let child: [PlistValue] = [
            [
                "Type": "PSToggleSwitchSpecifier", "Key": .string(Self.hostile("toggle")), "Title": "Toggle",
                "DefaultValue": true,
            ]
        ]
        try PropertyListCoder.encodeBinary([
            "PreferenceSpecifiers": .array(child), "Title": .string(Self.hostile("pane")),
        ])
        .write(to: bundle.appendingPathComponent(Self.page + ".plist"))
        try PropertyListCoder.encodeBinary([
            "Localized": .string(Self.hostileWithNUL("strings" + variant)),
            .init(stringLiteral: Self.hostile("choice")): .string(Self.hostile("translated")),
        ]).write(to: bundle.appendingPathComponent("en.lproj/Root.strings"))
        return bundle
    }

    struct Run {
        var command: String
        var result: Sandbox.Result
        var isGitHub = false
    }

    /// The scalars a terminal or a log must never see raw: every C0 control but LF and tab, DEL,
    /// C1, U+2028, U+2029 and the bidirectional controls.
    static func rawControls(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A, 0x09: false
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Lines the GitHub runner would read as commands: `::` after white space, or `##[` anywhere.
    static func commandLines(in text: String, allowingAnnotations: Bool) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map(String.init)
            .filter { line in
                let trimmed = String(line.unicodeScalars.drop(while: { $0.properties.isWhitespace }))
                // `--format github`'s own annotations: a known command, a file, a rule id as title
                // (the runner reads the line as that command, so `##[` in its message is only text).
                if allowingAnnotations,
                    trimmed.range(
                        of: #"^::(error|warning|notice) file=[^,]*(,line=\d+(,col=\d+)?)?,title=[a-z-]+::"#,
                        options: .regularExpression) != nil
                {
                    return false
                }
                return trimmed.hasPrefix("::") || line.contains("##[")
            }
    }

    /// `text` in printable ASCII, for the test's own messages (a test log is read by CI too).
    static func shown(_ text: String) -> String {
        text.unicodeScalars.map {
            (0x20...0x7E).contains($0.value) ? String($0) : "\\u{\(String($0.value, radix: 16))}"
        }
        .joined()
    }

    func check(_ runs: [Run]) {
        for run in runs {
            for (stream, text) in [("stdout", run.result.output), ("stderr", run.result.error)] {
                let raw = Self.rawControls(in: text)
                #expect(raw.isEmpty, "\(run.command) \(stream) has raw \(Set(raw).sorted()):\n\(Self.shown(text))")
                let lines = Self.commandLines(in: text, allowingAnnotations: run.isGitHub && stream == "stdout")
                #expect(
                    lines.isEmpty,
                    "\(run.command) \(stream) has command lines \(Self.shown(lines.joined(separator: "\n")))")
            }
        }
    }

    @Test func noCommandPrintsRawControlTextOrAWorkflowCommand() throws {
        let work = home.appendingPathComponent("work")
        let bundle = try makeBundle("work/" + Self.folder, variant: "")
        let newer = try makeBundle("newer/" + Self.folder, variant: "2")
        // A second bundle whose Info.plist names no usable domain: `dump` of the folder skips it.
        let broken = work.appendingPathComponent("Broken\u{1B}[2J\n::error::skip\u{2028}.app")
        try FileManager.default.createDirectory(
            at: broken.appendingPathComponent("Settings.bundle"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: bundle.appendingPathComponent("Root.plist"),
            to: broken.appendingPathComponent("Settings.bundle/Root.plist"))
        try PropertyListCoder.encodeBinary(["CFBundleIdentifier": .string("com.x/" + Self.hostile("domain"))]).write(
            to: broken.appendingPathComponent("Info.plist"))
        // A lint configuration with hostile rule ids (warned about on stderr).
        let configuration = """
            {"disabled_rules": ["\\u001b]0;x\\u0007\\n::error::rule\\u2028::add-mask::m\\u202e"],
             "severity": {"\\u001b[2J\\r\\n::error::sev\\u0085": "error"}}
            """
        try Data(configuration.utf8).write(to: work.appendingPathComponent(".settings-lint.json"))

        var runs: [Run] = []
        func settings(_ arguments: String..., github: Bool = false) throws {
            let result = try sandbox.run("settings", arguments)
            runs.append(
                Run(
                    command: "settings " + Self.shown(arguments.joined(separator: " ")), result: result,
                    isGitHub: github))
        }
        let path = bundle.path
        for format in ["text", "json", "github", "sarif", "junit", "checkstyle"] {
            try settings("lint", work.path, "--format", format, github: format == "github")
            try settings("lint", path, "--no-config", "--format", format, github: format == "github")
        }
        try settings("dump", path)
        try settings("dump", path, "--json")
        try settings("dump", work.path)
        try settings("dump", work.path, "--json")
        try settings("get", path, Self.key)
        try settings("get", path, Self.key, "--json")
        try settings("get", path, Self.hostile("nokey"))
        try settings("set", path, Self.key, Self.hostile("newvalue"))
        try settings("get", path, Self.key)
        try settings("set", path, Self.hostile("nokey"), "x")
        try settings("diff", path)
        try settings("reset", path, Self.key)
        try settings("reset", path, "--all")
        try settings("register", path)
        try settings("register", path, "--json")
        try settings("register", path, "--plist")
        for format in ["text", "markdown", "json"] {
            try settings("compare", path, newer.path, "--format", format)
        }
        try settings("generate", "swift", path)
        try settings("render", path, "--format", "svg")
        try settings("render", path, "--format", "html")
        try settings("render", path, "--format", "svg", "--page", Self.page)
        try settings("render", path, "--format", "svg", "--page", Self.hostile("nopage"))
        try settings("render", path, "--format", "svg", "--output", home.appendingPathComponent("out").path)
        try settings("dump", path, "--domain", Self.hostile("domain"))
        try settings("dump", "--" + Self.hostile("option"))
        try settings(Self.hostile("dum"))
        // A configuration whose values are wrong: the error quotes them.
        let bad = home.appendingPathComponent("bad")
        _ = try makeBundle("bad/App", variant: "")
        try Data(#"{"severity": {"default-not-in-values": "\u001b[2J\n::error::level\u2029"}}"#.utf8).write(
            to: bad.appendingPathComponent(".settings-lint.json"))
        try settings("lint", bad.path)

        // `defaults`, with a hostile domain, key and value.
        let domain = "com.evil"
        for arguments in [
            ["write", domain, Self.key, "-string", Self.hostileWithNUL("dv")], ["read", domain],
            ["read", domain, Self.key],
            ["read-type", domain, Self.key], ["export", domain, "-"], ["find", "error"], ["domains"],
            ["write", Self.hostile("dom"), "k", "v"], ["read", Self.hostile("dom2")],
            ["read", domain, Self.hostile("nokey")],
        ] {
            runs.append(
                Run(
                    command: "defaults " + Self.shown(arguments.joined(separator: " ")),
                    result: try sandbox.run("defaults", arguments)))
        }
        check(runs)
        // The pull-request comment keeps its own structure: every line is one the report writes (a
        // line break in a title or key never starts a heading, list item, rule or quote).
        let markdown = try #require(runs.first { $0.command.hasSuffix("--format markdown") }).result.output
        for line in markdown.split(separator: "\n") {
            let ours =
                line == "## Settings changes" || line.hasPrefix("### ") || line.hasPrefix("- **")
                || line.hasPrefix("`")
            #expect(ours, "\(Self.shown(String(line)))")
        }
        // The hostile text was really there to be escaped: lint found the bad default.
        #expect(runs.contains { $0.result.output.contains("default-not-in-values") })
    }
}
