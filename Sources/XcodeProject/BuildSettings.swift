import PropertyList

/// Build settings evaluated as Xcode evaluates them, for one target and configuration.
///
/// - Levels, lowest precedence first: Xcode's defaults, the project's `.xcconfig`, the project's
///   build settings, the target's `.xcconfig`, the target's build settings. Within a level, an
///   assignment whose conditions match (`[config=Release]`, `[sdk=iphoneos*]`) beats one without,
///   and a later one beats an earlier one.
/// - `$(inherited)` is the value the setting would have without this assignment, and so is a
///   setting's reference to itself (`FOO = $(FOO) bar`).
/// - References: `$(NAME)`, `${NAME}` and `$NAME`, nested (`$(A_$(B))`), with Xcode's operators
///   (`$(NAME:rfc1034identifier)`, `$(NAME:default=VALUE)`, …; see ``BuildSettingOperator``), chained
///   left to right.
/// - A setting nothing defines expands to the empty string, as in Xcode, and is reported in
///   ``Expansion/undefined``.
package struct BuildSettings: Sendable {
    /// A string with its references expanded.
    package struct Expansion: Sendable, Hashable {
        /// The expanded text.
        package var value: String
        /// Settings it referenced (directly or through others) that nothing defines, in order met.
        package var undefined: [String]
        /// Whether the text, or a setting it referenced, nests references more than
        /// its budget's depth (`$(A$(B$(C…)))`): what is past that is not expanded.
        package var tooDeeplyNested: Bool = false
    }

    /// How deep references may nest inside one another in one value by default; real projects nest
    /// two or three (the depth of ``InputBudget/buildSettings``, the default ``budget``).
    package static let maximumNesting = InputBudget.buildSettings.maximumDepth

    /// How deep references may nest (its depth) and how long one expanded value may grow (its
    /// expansion, in bytes).
    package var budget: InputBudget

    /// The assignments by level, lowest precedence first.
    package var levels: [[BuildSettingAssignment]]
    /// What conditions are matched against: `config`, `sdk`, `arch`.
    package var context: [String: String]

    /// Creates the settings of one target and configuration.
    package init(
        levels: [[BuildSettingAssignment]], context: [String: String], budget: InputBudget = .buildSettings
    ) {
        self.levels = levels
        self.context = context
        self.budget = budget
    }

    /// The assignments of `name` that apply, lowest precedence first (the last one is the value).
    package func candidates(for name: String) -> [BuildSettingAssignment] {
        var ranked: [(level: Int, specificity: Int, order: Int, assignment: BuildSettingAssignment)] = []
        for (level, assignments) in levels.enumerated() {
            for (order, assignment) in assignments.enumerated()
            where assignment.name == name && assignment.matches(context) {
                ranked.append((level, assignment.conditions.isEmpty ? 0 : 1, order, assignment))
            }
        }
        ranked.sort { ($0.level, $0.specificity, $0.order) < ($1.level, $1.specificity, $1.order) }
        return ranked.map(\.assignment)
    }

    /// The assignment that gives `name` its value, if any.
    package func effectiveAssignment(of name: String) -> BuildSettingAssignment? { candidates(for: name).last }

    /// The value of a setting.
    package func value(of name: String) -> Expansion { expand("$(\(name))") }

    /// Expands every reference in `text`.
    package func expand(_ text: String) -> Expansion {
        var evaluator = Evaluator(settings: self)
        let value = evaluator.expand(text, inheriting: nil)
        return Expansion(value: value, undefined: evaluator.undefined, tooDeeplyNested: evaluator.tooDeeplyNested)
    }

    /// The names `text` refers to at its top level, in order (`$(A)-$(B:lower)` gives A and B).
    package static func references(in text: String) -> [String] {
        ParsedText(text, maximumNesting: maximumNesting).pieces.compactMap { piece in
            guard case .reference(let inner) = piece, inner.count == 1, case .literal(let written) = inner[0] else {
                // A name built by another reference is not known until expanded.
                return nil
            }
            return written.split(separator: ":", maxSplits: 1).first.map(String.init) ?? written
        }
    }

    /// Expands references with memory of what is being evaluated, so a cycle ends.
    private struct Evaluator {
        let settings: BuildSettings
        var undefined: [String] = []
        var tooDeeplyNested = false
        var active: Set<String> = []
        var cache: [String: [BuildSettingAssignment]] = [:]
        /// Values already expanded, by `name#position`: a setting referenced twice by one that is
        /// referenced twice, and so on, is expanded once (linear, not exponential, in the depth).
        var expanded: [String: String] = [:]

        /// The longest expansion kept: text that doubles at every level stops growing here (the
        /// expansion of the settings' budget).
        var maximumLength: Int { settings.budget.maximumExpansion }

        init(settings: BuildSettings) { self.settings = settings }

        /// `inheriting`: the setting and candidate index whose `$(inherited)` this text may use.
        mutating func expand(_ text: String, inheriting: (name: String, index: Int)?) -> String {
            guard text.contains("$") else { return text }
            let parsed = ParsedText(text, maximumNesting: settings.budget.maximumDepth)
            if parsed.tooDeeplyNested { tooDeeplyNested = true }
            return expand(parsed.pieces, inheriting: inheriting)
        }

        /// Expands parsed pieces: a reference's own pieces first (they may build its name), then
        /// the reference. The depth of this recursion is bounded by ``BuildSettings/maximumNesting``.
        mutating func expand(_ pieces: [ParsedText.Piece], inheriting: (name: String, index: Int)?) -> String {
            var output = ""
            for piece in pieces {
                switch piece {
                case .literal(let literal): output += literal
                case .reference(let inner):
                    output += reference(expand(inner, inheriting: inheriting), inheriting: inheriting)
                }
                if output.utf8.count > maximumLength {
                    return String(decoding: output.utf8.prefix(maximumLength), as: UTF8.self)
                }
            }
            return output
        }

        mutating func reference(_ inner: String, inheriting: (name: String, index: Int)?) -> String {
            var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = parts.removeFirst()
            var value: String?
            if name == "inherited" || name == inheriting?.name {
                // A setting naming itself (`BUNDLE_IDENTIFIER = $(BUNDLE_IDENTIFIER)`, as
                // Artificial-Pancreas/iAPS's target does over its project's xcconfig) means the value
                // below, as `$(inherited)` does: swift-build's `nextValueForMacro` resolves a
                // reference to the macro being evaluated to its next value.
                if let inheriting, inheriting.index > 0 {
                    value = self.value(of: inheriting.name, below: inheriting.index)
                } else if name != "inherited", !undefined.contains(name) {
                    undefined.append(name)
                }
            } else {
                // `$(NAME:default=...)` supplies a value for an undefined NAME: not unresolved.
                let expanded = self.value(
                    of: name, below: nil, reportsUndefined: !parts.contains { $0.hasPrefix("default=") })
                if cache[name]?.isEmpty == false { value = expanded }
            }
            return BuildSettingOperator.apply(parts, to: value)
        }

        /// The value of `name` from its candidates below `index` (all of them when nil).
        mutating func value(of name: String, below index: Int?, reportsUndefined: Bool = true) -> String {
            let candidates: [BuildSettingAssignment]
            if let cached = cache[name] {
                candidates = cached
            } else {
                candidates = settings.candidates(for: name)
                cache[name] = candidates
            }
            let position = (index ?? candidates.count) - 1
            guard position >= 0 else {
                if index == nil, reportsUndefined, !undefined.contains(name) { undefined.append(name) }
                return ""
            }
            let key = "\(name)#\(position)"
            if let value = expanded[key] { return value }
            guard active.insert(key).inserted, active.count < 64 else {
                if !undefined.contains(name) { undefined.append(name) }
                return ""
            }
            defer { active.remove(key) }
            let value = expand(candidates[position].value, inheriting: (name, position))
            expanded[key] = value
            return value
        }
    }

    /// A text split, in one pass, into literal runs and references (`$(...)`, `${...}`, `$NAME`),
    /// each reference holding the pieces its inside is made of.
    ///
    /// Written as a loop over an explicit stack rather than a rescanning recursion, so a hostile
    /// value (`$(A$(A$(A…)))` thousands deep) costs time linear in its length, and nesting past
    /// ``BuildSettings/maximumNesting`` stops the parse instead of growing the stack.
    struct ParsedText {
        indirect enum Piece {
            case literal(String)
            case reference([Piece])
        }

        private(set) var pieces: [Piece] = []
        /// Whether the text nests references past the limit (what follows that point is dropped).
        private(set) var tooDeeplyNested = false

        init(_ text: String, maximumNesting: Int) {
            /// A reference being read: its opener, the pieces so far, and the plain openers inside
            /// it still waiting for their closer (`$(A(B)C)` names `A(B)C`).
            struct Open {
                var opener: Character
                var pieces: [Piece] = []
                var plainDepth = 0
                var closer: Character { opener == "(" ? ")" : "}" }
            }
            var stack: [Open] = []
            var literal = ""
            func flush(into pieces: inout [Piece]) {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
            }
            func flush() {
                if stack.isEmpty { flush(into: &pieces) } else { flush(into: &stack[stack.count - 1].pieces) }
            }
            func append(_ piece: Piece) {
                if stack.isEmpty { pieces.append(piece) } else { stack[stack.count - 1].pieces.append(piece) }
            }
            let characters = Array(text)
            var index = 0
            while index < characters.count {
                let character = characters[index]
                if character == "$", index + 1 < characters.count {
                    let opener = characters[index + 1]
                    if opener == "(" || opener == "{" {
                        guard stack.count < maximumNesting else {
                            tooDeeplyNested = true
                            break
                        }
                        flush()
                        stack.append(Open(opener: opener))
                        index += 2
                        continue
                    }
                    if opener.isASCII, opener.isLetter || opener == "_" {
                        var end = index + 1
                        while end < characters.count, characters[end].isASCII,
                            characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                        {
                            end += 1
                        }
                        flush()
                        append(.reference([.literal(String(characters[(index + 1)..<end]))]))
                        index = end
                        continue
                    }
                }
                if let top = stack.last {
                    if character == top.opener {
                        stack[stack.count - 1].plainDepth += 1
                    } else if character == top.closer {
                        if top.plainDepth > 0 {
                            stack[stack.count - 1].plainDepth -= 1
                        } else {
                            flush()
                            let closed = stack.removeLast()
                            append(.reference(closed.pieces))
                            index += 1
                            continue
                        }
                    }
                }
                literal.append(character)
                index += 1
            }
            // A reference never closed is literal text, its inner references still references.
            flush()
            while let open = stack.popLast() {
                append(.literal("$" + String(open.opener)))
                for piece in open.pieces { append(piece) }
            }
        }
    }
}
