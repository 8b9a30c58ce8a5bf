import Foundation

/// One app of the source-lint truth set: where its code came from and what a person found in it by
/// reading it (the fixture's `truth.json`).
public struct TruthApp: Sendable, Hashable, Decodable {
    /// A bundle key the code reads, and how.
    public struct Read: Sendable, Hashable, Decodable {
        public var key: String
        public var how: String
        /// `file:line` in the fixture.
        public var at: String
    }

    /// A display row (a title value), shown but never read.
    public struct Display: Sendable, Hashable, Decodable {
        public var key: String
        public var how: String
    }

    /// A real mismatch between the bundle and the code, named by the rule that should report it.
    public struct Mismatch: Sendable, Hashable, Decodable {
        public var key: String
        /// A source-lint rule id (`unread-key`, `unknown-key`, `read-type`, `code-default`, `unregistered-defaults`).
        public var rule: String
        /// `file:line` in the fixture (the bundle's page for a row rule).
        public var at: String
        public var why: String
    }

    /// The fixture folder's name.
    public var app: String
    /// `owner/name` on GitHub.
    public var repository: String
    /// The commit the fixture was trimmed from.
    public var commit: String
    public var language: String
    /// The defaults library the settings go through, with its version, if any.
    public var library: String?
    /// Whether the app links local Swift packages.
    public var localPackages: Bool
    /// The Settings.bundle, relative to the fixture folder.
    public var bundle: String
    public var reads: [Read]
    public var display: [Display]
    public var mismatches: [Mismatch]
    /// Anything the truth depends on that the lists do not say.
    public var notes: [String]?

    /// The claims a correct lint makes about this app: one per mismatch.
    public var claims: Set<TruthClaim> { Set(mismatches.map { TruthClaim(rule: $0.rule, key: $0.key) }) }

    /// Whether the language is Objective-C (alone or mixed with Swift).
    public var usesObjectiveC: Bool {
        language.hasPrefix("Objective-C") || language.hasPrefix("mixed")
    }
}

/// A finding reduced to what the truth can judge: the rule and the key it is about.
public struct TruthClaim: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rule: String
    public var key: String

    public init(rule: String, key: String) {
        self.rule = rule
        self.key = key
    }

    public var description: String { "\(rule) \(key)" }

    public static func < (left: TruthClaim, right: TruthClaim) -> Bool {
        (left.rule, left.key) < (right.rule, right.key)
    }
}
