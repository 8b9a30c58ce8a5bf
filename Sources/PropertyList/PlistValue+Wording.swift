/// How messages name a value's type: one wording for every layer that reports a wrong type.
extension PlistValue {
    /// The type name with its indefinite article: `"a dictionary"`, `"an integer"`.
    public var typeNameWithArticle: String { Self.withArticle(typeName) }

    /// A noun with its indefinite article, chosen by its first letter: `"an array"`, `"a string"`.
    public static func withArticle(_ noun: String) -> String {
        let vowel = noun.first.map { "aeiou".contains($0) } ?? false
        return (vowel ? "an " : "a ") + noun
    }
}
