import Foundation
import PropertyList
import SettingsBundle
import SettingsLint
import SystemCalls
import TestSupport
import Testing

/// Issue 7 §6: nothing outside the bundle is read, no escape sequence reaches the terminal (the
/// bytes of `settings dump` and `settings lint` are checked), no crash, and lint reports each problem.
@Suite(.serialized) struct HostileBundleTests {
    let sandbox = Sandbox()

    /// `secretsHidden`: false for `settings register`, whose job is to print every DefaultValue to
    /// register (a bundle's DefaultValue is not a user's secret; the stored value is).
    func check(_ result: Sandbox.Result, _ what: String, secretsHidden: Bool = true) {
        #expect(
            result.status == 0 || result.status == 1,
            "\(what) exited with \(result.status): \(result.error.prefix(500))")
        #expect(!result.error.contains("Fatal error") && !result.error.contains("Backtrace"), "\(what)")
        #expect(HostileBundle.forbiddenSequences(in: result.outputData).isEmpty, "\(what) printed a control sequence")
        #expect(HostileBundle.forbiddenSequences(in: Data(result.error.utf8)).isEmpty, "\(what) printed one on stderr")
        #expect(!result.output.contains(HostileBundle.outsideMarker), "\(what) read a file outside the bundle")
        if secretsHidden {
            #expect(!result.output.contains(HostileBundle.secretMarker), "\(what) showed a secure value")
            #expect(!result.error.contains(HostileBundle.secretMarker), "\(what) showed a secure value")
        }
    }

    @Test func dumpGetAndLintStaySafe() throws {
        let hostile = try HostileBundle(in: sandbox.home + "/bundles")
        for arguments in [
            ["dump", hostile.bundle, "--domain", "com.example.hostile"],
            ["dump", hostile.bundle, "--domain", "com.example.hostile", "--json"],
            ["get", hostile.bundle, "password", "--domain", "com.example.hostile"],
            ["get", hostile.bundle, "password", "--domain", "com.example.hostile", "--json"],
            ["get", hostile.bundle, "esc\u{1B}[31mkey", "--domain", "com.example.hostile"],
        ] {
            check(try sandbox.run("settings", arguments), arguments.joined(separator: " "))
        }
        for format in [[], ["--json"]] {
            let arguments = ["register", hostile.bundle, "--domain", "com.example.hostile"] + format
            check(try sandbox.run("settings", arguments), arguments.joined(separator: " "), secretsHidden: false)
        }
        let lint = try sandbox.run("settings", ["lint", hostile.bundle])
        check(lint, "lint")
        #expect(lint.status == 1)
        for rule in [
            "child-escapes-bundle", "child-cycle", "control-characters", "wrong-value-type", "unknown-type",
            "invalid-specifier", "unreadable-plist", "invalid-app-group", "child-invalid-name",
        ] {
            #expect(lint.output.contains(rule), "lint did not report \(rule)")
        }
        // Each escape is reported on its own row: `..`, the absolute path and the symlink.
        let escapes = lint.output.split(separator: "\n").filter { $0.contains("child-escapes-bundle") }
        #expect(escapes.count >= 3, "\(escapes)")
        let json = try sandbox.run("settings", ["lint", hostile.bundle, "--json"])
        check(json, "lint --json")
    }

    @Test func loaderNeverFollowsAPathOutOfTheBundle() throws {
        let hostile = try HostileBundle(in: sandbox.home + "/bundles")
        let bundles = try BundleLoader.load(path: hostile.bundle, domain: "com.example.hostile")
        let bundle = try #require(bundles.first)
        for page in bundle.orderedPages {
            #expect(page.file.map { !$0.contains("/") && !$0.contains("..") } ?? true, "\(page.file ?? "")")
            for specifier in page.specifiers {
                let title = specifier.title.map(\.raw) ?? ""
                #expect(!title.contains(HostileBundle.outsideMarker))
            }
        }
        #expect(bundle.page(PageID("Outside")) == nil)
        #expect(bundle.page(PageID("Linked")) == nil)
    }

    /// 100,000 pages, each the child of the one before: bounded, reported, no stack overflow, and no
    /// quadratic folder listing (lint of this bundle took minutes before listings were cached).
    @Test func hundredThousandDeepChildChain() throws {
        let bundle = sandbox.home + "/Deep.app/Settings.bundle"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        let count = 100_000
        for index in 0..<count {
            let name = index == 0 ? "Root" : "P\(index)"
            let next = "P\(index + 1)"
            let xml =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><array><dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>\(next)</string><key>File</key><string>\(next)</string></dict></array></dict></plist>"
            // Plain system calls: Data.write for 100,000 files is most of this test's time otherwise.
            let fd = try #require(
                try? FileDescriptor.open(
                    bundle + "/" + name + ".plist", .writeOnly, options: [.create, .truncate], permissions: 0o644))
            try fd.writeAll(xml)
            fd.close()
        }
        let loaded = try #require(try BundleLoader.load(path: bundle, domain: "com.example.deep").first)
        #expect(loaded.pages.count <= LoadOptions().maximumDepth + 1)
        #expect(loaded.diagnostics.contains { $0.rule == .childLimit })
        let report = try #require(try Linter.lint(path: bundle).first)
        #expect(report.diagnostics.contains { $0.rule == .childLimit })
        #expect(report.diagnostics.contains { $0.rule == .unreachablePage })
    }
}
