/// One operator of a build-setting reference, `$(NAME:operator)` or `$(NAME:operator=operand)`, as
/// swift-build evaluates it (`SWBMacro/MacroEvaluationProgram.swift`, retrieval and replacement
/// operators). Operators chain left to right: `$(NAME:default=App:lower)`.
///
/// - Retrieval: `quote`, `upper`, `lower`, `identifier`, `rfc1034identifier`, `c99extidentifier`,
///   `dir`, `file`, `base`, `suffix`, `standardizepath`, `not` (and the internal `__stripslash`).
/// - Replacement: `default=`, `dir=`, `file=`, `base=`, `suffix=`, `relativeto=`, `isancestor=`.
/// - A setting nothing defines has no value: every operator but `default=` leaves it empty, as in
///   Xcode (its result has no list element to transform). A setting defined as empty has one, and
///   `$(EMPTY:dir)` is `./`.
/// - An operator Xcode does not know leaves the value unchanged (Xcode reports it and goes on).
package enum BuildSettingOperator: Sendable, Hashable {
    /// `:upper`, `:file`, …: a transformation of the value.
    case retrieval(String)
    /// `:default=VALUE`, `:suffix=VALUE`, …: the value with a part replaced by `operand`.
    case replacement(String, operand: String)

    /// Parses the text between two colons (`lower`, `default=App`).
    package init(_ text: String) {
        if let equals = text.firstIndex(of: "=") {
            self = .replacement(String(text[..<equals]), operand: String(text[text.index(after: equals)...]))
        } else {
            self = .retrieval(text)
        }
    }

    /// Whether swift-build knows this operator.
    package var isKnown: Bool {
        switch self {
        case .retrieval(let name):
            return [
                "quote", "upper", "lower", "identifier", "rfc1034identifier", "c99extidentifier", "__stripslash",
                "dir", "file", "base", "suffix", "standardizepath", "not",
            ].contains(name)
        case .replacement(let name, _):
            return ["default", "dir", "file", "base", "suffix", "relativeto", "isancestor"].contains(name)
        }
    }

    /// Whether this is `:default=`, which gives an undefined setting a value.
    package var isDefault: Bool {
        if case .replacement("default", _) = self { return true }
        return false
    }

    /// `value` (nil: nothing defines the setting) with the operators, written as between the colons,
    /// applied left to right.
    package static func apply(_ operators: [String], to value: String?) -> String {
        var result = value
        for text in operators { result = BuildSettingOperator(text).apply(to: result) }
        return result ?? ""
    }

    /// The value with this operator applied; nil (no value) stays nil except under `default=`.
    package func apply(to value: String?) -> String? {
        switch self {
        case .replacement("default", let operand): return (value ?? "").isEmpty ? operand : value
        case _ where value == nil: return nil
        case .retrieval(let name): return Self.retrieve(name, from: value ?? "")
        case .replacement(let name, let operand): return Self.replace(name, in: value ?? "", with: operand)
        }
    }

    private static func retrieve(_ name: String, from value: String) -> String {
        let path = BuildSettingPath(value)
        switch name {
        case "quote": return quoted(value)
        case "upper": return value.uppercased()
        case "lower": return value.lowercased()
        case "identifier": return IdentifierMangling.cIdentifier(value)
        case "rfc1034identifier": return IdentifierMangling.rfc1034Identifier(value)
        case "c99extidentifier": return IdentifierMangling.c99ExtendedIdentifier(value)
        case "__stripslash": return value.hasPrefix("/") ? String(value.dropFirst()) : value
        case "dir":
            let directory = path.directory.string
            if directory.isEmpty { return "./" }
            return directory.hasSuffix("/") ? directory : directory + "/"
        case "file": return path.fileName
        case "base": return path.baseName
        case "suffix": return path.fileExtension.map { "." + $0 } ?? ""
        case "standardizepath": return path.standardized.string
        case "not": return value != "YES" ? "YES" : "NO"
        default: return value
        }
    }

    private static func replace(_ name: String, in value: String, with operand: String) -> String {
        let path = BuildSettingPath(value)
        switch name {
        case "dir":
            return BuildSettingPath(operand).appending(BuildSettingPath(path.fileName)).string
        case "file":
            return path.directory.appending(BuildSettingPath(operand)).string
        case "base":
            return path.directory.appending(BuildSettingPath(operand)).string + "." + (path.fileExtension ?? "")
        case "suffix":
            // `.o` and `o` both mean the suffix `.o` (swift-build's replacementOperators test).
            let suffix = operand.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            return path.removingExtension.string + "." + suffix
        case "relativeto":
            return BuildSettingPath(operand).relative(to: path) ?? value
        case "isancestor":
            return BuildSettingPath(operand).isAncestor(of: path) ? "YES" : "NO"
        default: return value
        }
    }

    /// `:quote`: a backslash before each space, tab, CR, LF, backslash and quote; `""` for empty.
    private static func quoted(_ value: String) -> String {
        if value.isEmpty { return "\"\"" }
        var result = ""
        for character in value.unicodeScalars {
            if [" ", "\t", "\r", "\n", "\\", "\"", "'"].contains(character) { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(character)
        }
        return result
    }
}
