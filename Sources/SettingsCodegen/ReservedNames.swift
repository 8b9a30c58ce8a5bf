/// The names a generated identifier must not take, by where it is declared: a key never becomes
/// one of them, whatever it is (`SwiftIdentifier` numbers or renames it instead).
enum ReservedNames {
    /// Every keyword of Swift, contextual ones included (swift-syntax's `Keyword`, Swift 6.3): a
    /// generated name that is one is written in backquotes, where each of them is a valid name.
    static let keywords: Set<String> = [
        "abi", "accesses", "actor", "addressWithNativeOwner", "addressWithOwner", "any", "Any", "as", "assignment",
        "associatedtype", "associativity", "async", "attached", "autoclosure", "availability", "available", "await",
        "backDeployed", "before", "block", "borrow", "borrowing", "break", "canImport", "case", "catch", "class",
        "compiler", "consume", "consuming", "continue", "convenience", "convention", "copy", "default", "defer",
        "deinit", "dependsOn", "deprecated", "derivative", "didSet", "differentiable", "discard", "distributed", "do",
        "dynamic", "each", "else", "enum", "escaping", "exported", "extension", "fallthrough", "false", "file",
        "fileprivate", "final", "for", "forward", "freestanding", "func", "get", "guard", "higherThan", "if", "import",
        "in", "indirect", "infix", "init", "initializes", "inout", "internal", "introduced", "is", "isolated", "kind",
        "lazy", "left", "let", "line", "linear", "lowerThan", "macro", "message", "metadata", "modify", "module",
        "mutableAddressWithNativeOwner", "mutableAddressWithOwner", "mutate", "mutating", "nil", "noasync",
        "noDerivative", "noescape", "none", "nonisolated", "nonmutating", "nonsending", "objc", "obsoleted", "of",
        "open", "operator", "optional", "override", "package", "postfix", "precedencegroup", "preconcurrency",
        "prefix", "private", "protocol", "Protocol", "public", "read", "reasync", "renamed", "repeat", "required",
        "rethrows", "retroactive", "return", "reverse", "right", "safe", "scoped", "self", "Self", "sending",
        "Sendable", "set", "some", "specialized", "spi", "spiModule", "static", "struct", "subscript", "super",
        "swift", "switch", "target", "then", "throw", "throws", "transpose", "true", "try", "Type", "typealias",
        "unavailable", "unchecked", "unowned", "unsafe", "unsafeAddress", "unsafeMutableAddress", "using", "var",
        "visibility", "weak", "where", "while", "willSet", "wrt", "yield",
    ]

    /// Names no generated declaration takes even in backquotes: after a dot they mean something
    /// else (`x.self`, `X.Type`, `X.Protocol`, `X.init`).
    static let unusable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_"]

    /// The types the generated file names without qualification, and the modules it could
    /// qualify them with: a choices enum nested in the keys type with one of these names would
    /// shadow it there (`enum String: String` no longer compiles).
    static let types: Set<String> = [
        "Any", "AnyClass", "AnyHashable", "AnyObject", "Array", "Bool", "CaseIterable", "Character", "Data", "Date",
        "Dictionary", "Double", "Equatable", "Error", "Float", "Foundation", "Hashable", "Int", "Never", "NSObject",
        "Optional", "RawRepresentable", "Sendable", "String", "Swift", "UInt64", "URL", "UserDefaults",
    ]

    /// Members of a choices enum: `String`- and `Int`-backed, `CaseIterable` (`case allCases`
    /// makes `allCases` ambiguous).
    static let choiceMembers: Set<String> = ["allCases", "rawValue", "hashValue", "hash"]

    /// Properties and methods an accessor on `UserDefaults` must not be named after: those of
    /// `UserDefaults` and `NSObject` in Foundation on Apple platforms and on Linux, the informal
    /// protocols UIKit and AppKit add to `NSObject` (a property of the same name would override
    /// one, which an extension cannot), and the methods the accessors call unqualified.
    static let userDefaultsMembers: Set<String> = [
        // UserDefaults.
        "standard", "string", "bool", "integer", "double", "float", "url", "array", "dictionary", "data", "object",
        "set", "register", "removeObject", "synchronize", "dictionaryRepresentation", "volatileDomainNames",
        "volatileDomain", "setVolatileDomain", "removeVolatileDomain", "persistentDomain", "setPersistentDomain",
        "removePersistentDomain", "persistentDomainNames", "addSuite", "removeSuite", "stringArray", "objectIsForced",
        "resetStandardUserDefaults", "argumentDomain", "globalDomain", "registrationDomain", "didChangeNotification",
        "sizeLimitExceededNotification", "completedInitialCloudSyncNotification", "didChangeCloudAccountsNotification",
        "noCloudAccountNotification",
        // NSObject and NSObjectProtocol.
        "description", "debugDescription", "hash", "hashValue", "superclass", "isEqual", "isKind", "isMember",
        "isSubclass", "isProxy", "responds", "conforms", "perform", "copy", "mutableCopy", "self", "zone",
        "retainCount", "classForCoder", "classForKeyedArchiver", "classForKeyedUnarchiver",
        "classFallbacksForKeyedArchiver", "classForArchiver", "classForPortCoder", "replacementObject", "awakeAfter",
        "completeInitialization", "className", "classDescription", "classCode", "attributeKeys",
        "toOneRelationshipKeys", "toManyRelationshipKeys", "scriptingProperties", "objectSpecifier",
        "autoContentAccessingProxy", "exposedBindings", "observationInfo", "forwardingTarget", "methodSignature",
        "doesNotRecognizeSelector", "method", "version", "dealloc", "finalize", "awakeFromNib",
        "prepareForInterfaceBuilder",
        // Key-value coding and observing.
        "value", "setValue", "setValuesForKeys", "dictionaryWithValues", "mutableArrayValue", "mutableSetValue",
        "mutableOrderedSetValue", "validateValue", "setNilValueForKey", "addObserver", "removeObserver", "observe",
        "observeValue", "willChangeValue", "didChangeValue", "willChange", "didChange", "publisher",
        "automaticallyNotifiesObservers", "keyPathsForValuesAffectingValue",
    ]

    /// Families of `NSObject` properties UIKit and AppKit add to every object and extend with
    /// each release (`accessibilityLabel`, `isAccessibilityElement`): a generated member never
    /// starts with one of these.
    static let userDefaultsMemberPrefixes = ["accessibility", "isAccessibility"]
}
