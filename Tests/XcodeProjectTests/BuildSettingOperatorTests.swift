import Foundation
import Testing

@testable import SettingsBundle
@testable import XcodeProject

/// Xcode's build-setting operators, with every case of swift-build's own tests
/// (swiftlang/swift-build: `Tests/SWBUtilTests/StringTests.swift`, `asLegalCIdentifier`,
/// `asLegalRFC1034Identifier`, `mangledToC99Identifier`; `Tests/SWBMacroTests/MacroEvaluationTests.swift`,
/// `operators`, `c99ExtIdentifierOperator`, `replacementOperators`, `relativeToReplacementOperator`,
/// `isAncestorReplacementOperator`, `defaultReplacementOperator`).
@Suite struct BuildSettingOperatorTests {
    /// oōo with the macron combined (NFD) and precomposed (NFC).
    static let decomposedO = String(decoding: [0x6F, 0x6F, 0xCC, 0x84, 0x6F] as [UInt8], as: UTF8.self)
    static let precomposedO = String(decoding: [0x6F, 0xC5, 0x8D, 0x6F] as [UInt8], as: UTF8.self)

    static func settings(_ assignments: [(String, String)]) -> BuildSettings {
        BuildSettings(
            levels: [assignments.map { BuildSettingAssignment(key: $0.0, value: $0.1, origin: .builtIn)! }],
            context: ["config": "Debug"])
    }

    @Test func cIdentifier() {
        let cases: [(String, String)] = [
            ("", ""), ("ab", "ab"), ("abCD", "abCD"), ("ab7", "ab7"), ("ab_CD", "ab_CD"), ("_ab", "_ab"),
            ("7ab", "_ab"), ("78ab", "_8ab"), ("a.b-c", "a_b_c"), (".ab", "_ab"), ("|a^b&c|", "_a_b_c_"),
            (Self.decomposedO, "o_o"), (Self.precomposedO, "o_o"),
        ]
        for (input, output) in cases { #expect(IdentifierMangling.cIdentifier(input) == output, "\(input)") }
    }

    @Test func rfc1034Identifier() {
        let cases: [(String, String)] = [
            ("", ""), ("ab", "ab"), ("abCD", "abCD"), ("ab7", "ab7"), ("ab-CD", "ab-CD"), ("-ab", "-ab"),
            ("7ab", "-ab"), ("78ab", "-8ab"), ("a.b_c", "a-b-c"), (".ab", "-ab"), ("|a^b&c|", "-a-b-c-"),
            (Self.decomposedO, "o-o"), (Self.precomposedO, "o-o"),
        ]
        for (input, output) in cases { #expect(IdentifierMangling.rfc1034Identifier(input) == output, "\(input)") }
    }

    @Test func c99ExtendedIdentifier() {
        let cases: [(String, String)] = [
            ("", ""), ("ab", "ab"), ("abCD", "abCD"), ("ab7", "ab7"), ("ab.CD", "ab_CD"), (".ab", "_ab"),
            ("-ab", "_ab"), ("ab.cd-ef", "ab_cd_ef"), ("7ab", "_ab"), ("78ab", "_8ab"), ("a_b", "a_b"),
            ("?ab", "_ab"), ("|a^b&c|", "_a_b_c_"), (Self.decomposedO, "oōo"), (Self.precomposedO, "oōo"),
            // MacroEvaluationTests.c99ExtIdentifierOperator
            ("ÜTF-8", "ÜTF_8"), ("a가가", "a가가"), ("٠٠٠", "_٠٠"), ("12 3", "_2_3"),
        ]
        for (input, output) in cases {
            #expect(IdentifierMangling.c99ExtendedIdentifier(input) == output, "\(input)")
            #expect(Self.settings([("INPUT", input)]).expand("$(INPUT:c99extidentifier)").value == output)
        }
    }

    /// MacroEvaluationTests.operators (the string forms; our settings are strings, not lists).
    @Test func retrievalOperators() {
        let settings = Self.settings([
            ("SIMPLE_STRING", "This"), ("FRAMEWORK_PATH", "/tmp/Products/Anything.framework"),
            ("FILENAME", "Some File.txt"), ("NON_STANDARD_ABS_PATH", "//foo/./bar/"),
            ("NON_STANDARD_REL_PATH", "foo/../bar/./baz/"), ("QUOTE_STRING", "foo bar \" ' \\"), ("BEST", "NO"),
        ])
        let cases: [(String, String)] = [
            ("$(FILENAME:identifier)", "Some_File_txt"),
            ("$(FILENAME:rfc1034identifier)", "Some-File-txt"),
            ("$(FRAMEWORK_PATH:dir)", "/tmp/Products/"),
            ("$(SIMPLE_STRING:dir)", "./"),
            ("$(FRAMEWORK_PATH:file)", "Anything.framework"),
            ("$(FRAMEWORK_PATH:base)", "Anything"),
            ("$(FRAMEWORK_PATH:suffix)", ".framework"),
            ("$(NON_STANDARD_ABS_PATH:standardizepath)", "/foo/bar"),
            ("$(NON_STANDARD_REL_PATH:standardizepath)", "foo/../bar/baz"),
            ("$(SIMPLE_STRING:upper)", "THIS"),
            ("$(SIMPLE_STRING:lower)", "this"),
            ("$(QUOTE_STRING:quote)", "foo\\ bar\\ \\\"\\ \\'\\ \\\\"),
            ("$(BEST:not)", "YES"),
            // Chained, left to right; an unknown operator leaves the value as it is.
            ("$(FILENAME:base:upper:rfc1034identifier)", "SOME-FILE"),
            ("$(FILENAME:nonsense)", "Some File.txt"),
        ]
        for (expression, value) in cases { #expect(settings.expand(expression).value == value, "\(expression)") }
    }

    /// MacroEvaluationTests.replacementOperators.
    @Test func replacementOperators() {
        let settings = Self.settings([
            ("A_PATH", "/tmp/dir/file.c"), ("REPLACEMENT_SUFFIX", "blabla"), ("FIVE_SPACES", "     "), ("EMPTY", ""),
        ])
        let cases: [(String, String)] = [
            ("$(A_PATH:dir=ba ba ba)", "ba ba ba/file.c"),
            ("$(A_PATH:file=ba ba ba)", "/tmp/dir/ba ba ba"),
            ("$(A_PATH:base=ba ba ba)", "/tmp/dir/ba ba ba.c"),
            ("$(A_PATH:suffix=$(REPLACEMENT_SUFFIX))", "/tmp/dir/file.blabla"),
            ("$(A_PATH:suffix=.o)", "/tmp/dir/file.o"),
            ("$(A_PATH:suffix=o)", "/tmp/dir/file.o"),
            // Only `default=` gives a setting nothing defines a value.
            ("$(UNDEFINED:suffix=.o)", ""), ("$(UNDEFINED:dir)", ""), ("$(UNDEFINED:default=a.b:suffix)", ".b"),
            ("$(UNDEFINED:not)", ""), ("$(UNDEFINED:quote)", ""),
            // A setting defined as empty has a value (swift-build's isancestor case "" gives NO).
            ("$(EMPTY:dir)", "./"), ("$(EMPTY:not)", "YES"), ("$(EMPTY:quote)", "\"\""),
        ]
        for (expression, value) in cases { #expect(settings.expand(expression).value == value, "\(expression)") }
    }

    /// MacroEvaluationTests.relativeToReplacementOperator and isAncestorReplacementOperator.
    @Test func relativeToAndIsAncestor() {
        let cases: [(install: String, other: String, relative: String, ancestor: String)] = [
            ("", "", "", "NO"), ("foo", "foo", "foo", "NO"), ("foo", "foo/bar", "foo", "NO"), ("/", "foo", "/", "NO"),
            ("foo", "/", "foo", "NO"), ("/foo", "/bar", "../bar", "NO"), ("/foo", "/bar/baz", "../bar/baz", "NO"),
            ("/usr/bin", "/usr/lib", "../lib", "NO"), ("/", "/", ".", "NO"), ("/foo", "/foo", ".", "NO"),
            ("/foo", "/", "..", "YES"), ("/foo/bar", "/", "../..", "YES"), ("/foo/bar", "/foo", "..", "YES"),
            ("/foo/bar/baz", "/foo/bar", "../..", "YES"),
        ]
        for (install, other, relative, ancestor) in cases {
            let settings = Self.settings([("A_PATH", other), ("INSTALL_PATH", install)])
            if install != "/foo/bar/baz" {  // swift-build lists this pair for isancestor only
                #expect(
                    settings.expand("$(INSTALL_PATH:relativeto=$(A_PATH))").value == relative, "\(install) \(other)")
            }
            #expect(settings.expand("$(INSTALL_PATH:isancestor=$(A_PATH))").value == ancestor, "\(install) \(other)")
        }
    }

    /// MacroEvaluationTests.defaultReplacementOperator.
    @Test func defaultOperator() {
        let triple = ("LLVM_TARGET_TRIPLE_OS_VERSION", "macos$(MACOSX_DEPLOYMENT_TARGET:default=10.15)")
        #expect(Self.settings([triple]).value(of: triple.0).value == "macos10.15")
        #expect(Self.settings([triple, ("MACOSX_DEPLOYMENT_TARGET", "")]).value(of: triple.0).value == "macos10.15")
        #expect(Self.settings([triple, ("MACOSX_DEPLOYMENT_TARGET", "11.0")]).value(of: triple.0).value == "macos11.0")
        // The default is itself an expression. (swift-build's test leaves the outer reference
        // unterminated and relies on its parser's recovery; the expression here is closed.)
        let nested = (
            "LLVM_TARGET_TRIPLE_OS_VERSION",
            "macos$(MACOSX_DEPLOYMENT_TARGET:default=$(DEFAULT_DEPLOYMENT_TARGET:default=10.10))"
        )
        #expect(Self.settings([nested, ("MACOSX_DEPLOYMENT_TARGET", "")]).value(of: nested.0).value == "macos10.10")
        #expect(
            Self.settings([nested, ("MACOSX_DEPLOYMENT_TARGET", ""), ("DEFAULT_DEPLOYMENT_TARGET", "10.14")])
                .value(of: nested.0).value == "macos10.14")
        // A setting name composed with a default.
        let composed: [(String, String)] = [
            ("SETTING_YES", "true"), ("SETTING_NO", "false"), ("SETTING", "$(SETTING_$(BOOLEAN:default=NO))"),
        ]
        #expect(Self.settings(composed).value(of: "SETTING").value == "false")
        #expect(Self.settings(composed + [("BOOLEAN", "YES")]).value(of: "SETTING").value == "true")
    }

    /// todo.txt's Info.plist (todotxt/todo.txt-ios): Xcode builds `com.todotxt.Todo-txt-Touch`.
    @Test func todoTxtBundleIdentifier() {
        let settings = Self.settings([("PRODUCT_NAME", "Todo.txt")])
        #expect(
            settings.expand("com.todotxt.${PRODUCT_NAME:rfc1034identifier}-Touch").value == "com.todotxt.Todo-txt-Touch"
        )
    }
}
