import Foundation
import Testing

/// Switches over a specifier's kind list every kind (no `default:`), so adding a kind to
/// `Specifier.Kind` makes the compiler name every place that must decide what the kind does.
@Suite struct ExhaustiveSwitchTests {
    /// Case names only `Specifier.Kind` uses in the sources (the common ones, `.group` or
    /// `.toggle`, also name other things).
    static let kindCases = [
        "textField", "titleValue", "multiValue", "radioGroup", "childPane", "datePicker", "listGroup", "mailCompose",
        "customView", "appPane",
    ]

    /// The lines of each `switch` in `text` at the switch's own depth, with the line the switch is on.
    static func switches(in text: String) -> [(line: Int, arms: [String])] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [(Int, [String])] = []
        for (index, line) in lines.enumerated() where line.contains("switch ") && line.hasSuffix("{") {
            var depth = 1
            var arms: [String] = []
            for inner in lines[(index + 1)...] {
                if depth == 1 { arms.append(inner.trimmingCharacters(in: .whitespaces)) }
                depth += inner.filter { $0 == "{" }.count - inner.filter { $0 == "}" }.count
                if depth <= 0 { break }
            }
            found.append((index + 1, arms))
        }
        return found
    }

    /// Whether one of a switch's arms names a specifier kind and another is `default:`.
    static func defaultsOverKinds(_ arms: [String]) -> Bool {
        let namesKind = arms.contains { arm in
            arm.hasPrefix("case ")
                && (kindCases.contains {
                    arm.contains("." + $0 + "(") || arm.contains("." + $0 + ",")
                        || arm.contains("." + $0 + ":") || arm.contains("." + $0 + "?") || arm.contains("." + $0 + ")")
                        || arm.contains("." + $0 + " ")
                } || arm.contains(".unsupported(let"))
        }
        return namesKind && arms.contains { $0.hasPrefix("default:") }
    }

    @Test func noSwitchOverSpecifierKindsHasADefault() {
        var offenders: [String] = []
        for file in HouseRulesTests.swiftFiles where file.path.hasPrefix("Sources/") {
            for found in Self.switches(in: file.text) where Self.defaultsOverKinds(found.arms) {
                offenders.append("\(file.path):\(found.line)")
            }
        }
        #expect(offenders.isEmpty, "list every kind instead of default: \(offenders.joined(separator: ", "))")
    }

    @Test func theCheckSeesADefaultOverKinds() {
        let text = """
            switch specifier.kind {
            case .multiValue(let multi): multi.choices
            default: nil
            }
            switch specifier.kind {
            case .multiValue(let multi): multi.choices
            case .group, .toggle: nil
            }
            """
        let found = Self.switches(in: text)
        #expect(found.map(\.line) == [1, 5])
        #expect(found.map { Self.defaultsOverKinds($0.arms) } == [true, false])
    }
}
