/// One place where source code reads or writes a defaults key.
public struct KeyUse: Sendable, Hashable, Codable {
    /// What the code does with the key.
    public enum Action: String, Sendable, Hashable, Codable {
        /// An accessor call (`bool(forKey:)`, `objectForKey:`), `@AppStorage` or a used wrapper.
        case read
        /// A setter (`set(_:forKey:)`, `setBool:forKey:`, `removeObject(forKey:)`).
        case write
    }

    /// The key, when the code names it so that it can be followed (a literal, a constant, a raw value).
    public var key: String?
    /// The start every key read here has, when the key is built at run time from a known start
    /// (`"filter_\(name)"`, `"filter_" + name`): a read of every bundle key with that prefix. Set only
    /// when ``key`` is nil.
    public var keyPrefix: String?
    /// Why the key is not known for certain: built at run time, a parameter, a constant with
    /// several values. Set whenever ``key`` is nil, and also for a key that may be wrong.
    public var uncertainty: String?
    public var action: Action
    /// The type the accessor reads as, when it says (`bool(forKey:)` does, `object(forKey:)` reads anything).
    public var type: AccessorType?
    /// How the code reads or writes it, as written (`bool(forKey:)`, `@AppStorage`, `setObject:forKey:`).
    public var accessor: String
    /// The default the code falls back on at this read (`?? true`, `@AppStorage var x = true`,
    /// a wrapper's `defaultValue:`), when it is a literal.
    public var fallback: SourceValue?
    /// Whether the code falls back on a value of its own when the read gives nil (``fallback`` when
    /// that value is a literal; `if (!(v = read)) v = other[@"k"];` when it is not).
    public var fallsBack = false
    /// Whether this use also registers ``fallback`` in the registration domain (sindresorhus/Defaults
    /// and Foil register each declared default).
    public var registersFallback: Bool
    /// Whether the read casts the stored object to ``type`` (`object(forKey:) as? Int`, sindresorhus/Defaults,
    /// Foil) instead of converting it as `integer(forKey:)` does: a cast of a string "128" to `Int` is nil.
    public var casts = false
    /// Whether a failed cast stops the app instead of giving nil (Foil's `WrappedDefault`, which
    /// force-unwraps the cast, and its forced `as!` before 4.0.1).
    public var castTraps = false
    /// The literal the read is only compared with (`[[d stringForKey:@"k"] isEqualToString:@"x"]`,
    /// `d.string(forKey: "k") == "x"`): nil and any other value behave alike there.
    public var comparedWith: String?
    /// The suite, when the code reads `UserDefaults(suiteName:)` with a literal name.
    public var suite: String?
    public var position: SourcePosition

    public init(
        key: String?, uncertainty: String? = nil, action: Action, type: AccessorType?, accessor: String,
        fallback: SourceValue? = nil, registersFallback: Bool = false, suite: String? = nil,
        keyPrefix: String? = nil, position: SourcePosition
    ) {
        self.key = key
        self.keyPrefix = keyPrefix
        self.uncertainty = uncertainty
        self.action = action
        self.type = type
        self.accessor = accessor
        self.fallback = fallback
        self.registersFallback = registersFallback
        self.suite = suite
        self.position = position
    }
}
