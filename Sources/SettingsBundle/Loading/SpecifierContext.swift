import PropertyList

/// What is known while reading one specifier, and the findings so far.
struct SpecifierContext {
    let dict: [PlistKey: PlistValue]
    let index: Int
    let page: Page
    let file: String
    var key: String?
    var type: String?
    /// Whether this is a list group's `ItemSpecifier`/`AddSpecifier` (its Key is optional: the
    /// item is the array element).
    var isListMember = false
    var notes: [String] = []
    var findings: [(Severity, Rule, String)] = []

    init(dict: [PlistKey: PlistValue], index: Int, page: Page, file: String) {
        self.dict = dict
        self.index = index
        self.page = page
        self.file = file
    }

    mutating func note(_ severity: Severity, _ rule: Rule, _ message: String) {
        notes.append(message)
        findings.append((severity, rule, message))
    }

    /// An inert kind of the declared type, saying why the row does nothing.
    func inert(_ reason: String) -> Specifier.Kind { .unsupported(.init(declaredType: type, reason: reason)) }

    /// Whether the specifier has a Key; notes an error when it has none (`what` cannot be stored).
    mutating func requireKey(_ what: String) -> Bool {
        guard key == nil, !isListMember else { return true }
        note(.error, .missingRequiredKey, "\(type ?? "it") has no Key, so \(what) cannot be stored; add a Key")
        return false
    }

    /// Warns when the dictionary lacks `name`, saying what that costs.
    mutating func recommend(_ name: String, _ why: String) {
        if dict[name] == nil { note(.warning, .missingRequiredKey, "\(type ?? "it") has no \(name): \(why)") }
    }

    func diagnostics(bundlePath: String) -> [Diagnostic] {
        findings.map { severity, rule, message in
            Diagnostic(
                bundlePath: bundlePath, relativeFile: file, severity: severity, rule: rule, message: message,
                page: page.id, specifierIndex: index, key: key)
        }
    }
}
