/// How each defaults library reads a stored value at the version the app pins, read in the libraries'
/// own source (mirrors of sindresorhus/Defaults, jessesquires/Foil and sunshinejr/SwiftyUserDefaults at
/// every tag). Only what changed between versions is modelled; an unpinned library is read as its newest.
enum LibraryReading {
    /// sindresorhus/Defaults before 5.0.0 (`UserDefaults._get`, v0.1.0 to v4.2.2): `object(forKey:) as? T`
    /// for the types property lists hold, a cast (the string "128" read as an `Int` is nil). From 5.0.0
    /// (`toValue`), a failed cast is followed by the type's Codable bridge, which decodes a string as
    /// JSON: "128" read as an `Int` is 128. A `String` still casts (a number is no string, and the
    /// bridge decodes only strings).
    static let defaultsConverts: [Int] = [5, 0, 0]
    /// sindresorhus/Defaults before 1.0.0 (`subscript(key:)`, v0.2.2) falls back on a key's default
    /// without registering it; from 1.0.0 `Key.init` calls `register(defaults:)`.
    static let defaultsRegisters: [Int] = [1, 0, 0]
    /// SwiftyUserDefaults before 4.0.0 (`numberForKey`, 3.0.1): `object(forKey:) as? NSNumber` for
    /// `Int`, `Double` and `Bool` keys, a cast; from 4.0.0 (`DefaultsIntBridge.get`) a string is
    /// converted (`Int(string)`, "Fallback for launch arguments").
    static let swiftyConverts: [Int] = [4, 0, 0]
    /// Foil before 4.0.1 (`fetchOptional`, 1.0.0 to 4.0.0): `fetched as! T.StoredValue`, a forced cast:
    /// a stored value of another type stops the app. From 4.0.1 a conditional cast (nil), which
    /// `WrappedDefault` (not `WrappedDefaultOptional`) still force-unwraps (`fetch`).
    static let foilConditionalCast: [Int] = [4, 0, 1]

    /// The read of library key `key`, as the version `pins` names reads it.
    static func use(of key: SwiftDeclarationCollector.DefaultsKey, pins: LibraryPins) -> KeyUse {
        let isDefaults = key.library == .defaults
        let library: LibraryPins.Library = isDefaults ? .defaults : .swiftyUserDefaults
        let registers = isDefaults && key.fallback != nil && !pins.pins(.defaults, below: defaultsRegisters)
        var accessor = isDefaults ? "Defaults.Key<\(key.typeName)>" : "DefaultsKey<\(key.typeName)>"
        if let version = pins.describe(library) {
            accessor += " (\(isDefaults ? "Defaults" : "SwiftyUserDefaults") \(version))"
        }
        var use = KeyUse(
            key: key.key, action: .read, type: key.type, accessor: accessor, fallback: key.fallback,
            registersFallback: registers, position: key.position)
        switch key.library {
        case .defaults:
            use.casts = pins.pins(.defaults, below: defaultsConverts) || key.type == .string
        case .swiftyUserDefaults:
            let numeric: Set<AccessorType> = [.integer, .double, .float, .bool]
            use.casts = pins.pins(.swiftyUserDefaults, below: swiftyConverts) && key.type.map(numeric.contains) == true
        }
        return use
    }

    /// Whether a Foil wrapper's cast stops the app on a value of another type: always for `WrappedDefault`,
    /// and for `WrappedDefaultOptional` at a version before 4.0.1.
    static func foilTraps(optional: Bool, pins: LibraryPins) -> Bool {
        !optional || pins.pins(.foil, below: foilConditionalCast)
    }
}
