import PropertyList

/// The words lint findings use, shared with the editor's details page so a broken value is
/// described the same way wherever it shows.
package enum LintWording {
    /// `<subject> is the string "x", which is not one of Values (a, b)`, with a type hint when
    /// Values holds another type (`default-not-in-values`).
    package static func notAmongValues(_ subject: String, value: PlistValue, values: [PlistValue]) -> String {
        let listed =
            values.prefix(6).map { ValueFormatter.preview($0) }.joined(separator: ", ")
            + (values.count > 6 ? ", ..." : "")
        let sameType = values.contains { $0.typeName == value.typeName }
        let typeHint =
            sameType
            ? ""
            : " (Values holds \(values.first.map { $0.typeName + "s" } ?? "nothing"), \(subject) is \(PlistValue.withArticle(value.typeName)))"
        return "\(subject) is \(PlistValue.describe(value)), which is not one of Values (\(listed))\(typeHint)"
    }

    /// The `child-*` rule for a child pane that is not followed.
    package static func rule(for problem: ChildPaneProblem) -> Rule {
        switch problem {
        case .missing: .childMissing
        case .caseMismatch: .childCaseMismatch
        case .escapesBundle: .childEscapesBundle
        case .cycle: .childCycle
        case .invalidName: .childInvalidName
        case .limitReached: .childLimit
        }
    }

    /// What to do about a child pane that is not followed.
    package static func advice(for problem: ChildPaneProblem) -> String {
        switch problem {
        case .missing:
            "add the page to the bundle or correct File (if a build step generates it, this is expected in a source tree)"
        case .caseMismatch: "make File and the file name match exactly"
        case .escapesBundle: "keep every page inside Settings.bundle and name it relative to the bundle"
        case .cycle: "a pane cannot open one of the pages above it; remove it or point it at another page"
        case .invalidName: "set File to the page's name without .plist"
        case .limitReached: "flatten the pages"
        }
    }

    /// `child pane "Title" opens File "Name", but <problem>; <advice>`.
    package static func childPane(title: String, file: String, problem: ChildPaneProblem) -> String {
        "child pane \"\(title)\" opens File \"\(file)\", but \(problem.description); \(advice(for: problem))"
    }
}
