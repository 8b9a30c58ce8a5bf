extension PlistValue {
    /// Whether a dictionary anywhere in the value has two keys that differ only in Unicode
    /// normalization (which a Foundation dictionary, `[String: Any]`, cannot keep apart).
    public var hasEquivalentKeys: Bool {
        switch self {
        case .array(let values): return values.contains { $0.hasEquivalentKeys }
        case .dictionary(let values):
            // Two different ASCII keys are never canonically equivalent (a key equivalent to an ASCII
            // one, such as U+212A KELVIN SIGN to "K", is not ASCII itself), so the common all-ASCII
            // dictionary needs no set of normalized keys.
            if !values.keys.allSatisfy({ $0.isASCII }) {
                var seen = Set<String>()
                for key in values.keys where !seen.insert(key.string).inserted { return true }
            }
            return values.values.contains { $0.hasEquivalentKeys }
        default: return false
        }
    }
}
