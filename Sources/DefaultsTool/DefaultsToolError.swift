import Defaults

/// Why a `defaults` command failed. The description is the message printed after `defaults: `;
/// where macOS `defaults` has a message for the case, it is macOS's text.
public enum DefaultsToolError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The command line does not match any form; the text says what is wrong.
    case usage(String)
    /// `read domain` of a domain with no keys.
    case domainDoesNotExist(String)
    /// `read`/`read-type` of a missing key.
    case pairDoesNotExist(domain: String, key: String)
    /// `rename` of a missing key.
    case keyDoesNotExist(domain: String, key: String)
    /// `delete` of a missing domain or key.
    case domainNotFound(String)
    /// `write domain rep` with a value that is not a dictionary.
    case repNotADictionary
    /// An untyped value that does not parse as a property list.
    case couldNotParse(String)
    /// `-array`/`-dict` inside `-array`/`-dict`.
    case cannotNest
    /// A `-dict` key that is not a string.
    case dictionaryKeysMustBeStrings
    /// A `-dict` key without a value.
    case keyLacksValue(String)
    /// Arguments left after the value.
    case unexpectedArgument(String)
    /// `-array-add`/`-dict-add` on a value of another type.
    case notAnArray(String)
    case notADictionary(String)
    /// `import` could not read its input.
    case couldNotRead(String)
    /// `import` input is not a property list.
    case couldNotParsePropertyList(path: String, reason: String)
    /// `import` input is not a dictionary.
    case notADictionaryPropertyList(String)
    /// `export` could not write its output.
    case couldNotExport(domain: String, path: String, reason: String)
    /// `export` of a domain with no keys.
    case exportDomainDoesNotExist(String)
    /// `-app` names nothing that has an `Info.plist` or is an executable.
    case applicationNotFound(String)
    /// The store refused (invalid domain name, no HOME, unreadable file, write failure).
    case store(DefaultsError)

    /// The status macOS `defaults` exits with after printing its usage (`exit(-1)`).
    public static let usageExitStatus: Int32 = 255

    /// The exit status for this error: 255 for a command line of no known form, as macOS, 1 otherwise.
    public var exitStatus: Int32 {
        if case .usage = self { return Self.usageExitStatus }
        return 1
    }

    /// The error of a value that does not parse (`WriteValueParser`), as this tool reports it.
    package init(_ error: WriteValueError) {
        switch error {
        case .usage(let detail): self = .usage(detail)
        case .couldNotParse(let value): self = .couldNotParse(value)
        case .cannotNest: self = .cannotNest
        case .dictionaryKeysMustBeStrings: self = .dictionaryKeysMustBeStrings
        case .keyLacksValue(let key): self = .keyLacksValue(key)
        }
    }

    /// The result of `body`, its value error as this tool's.
    static func from<T>(_ body: () throws(WriteValueError) -> T) throws(DefaultsToolError) -> T {
        do { return try body() } catch { throw DefaultsToolError(error) }
    }

    public var description: String {
        switch self {
        case .usage(let detail): "\(detail)\nRun 'defaults help' for usage."
        case .domainDoesNotExist(let domain): "Domain \(domain) does not exist"
        case .pairDoesNotExist(let domain, let key): "The domain/default pair of (\(domain), \(key)) does not exist"
        case .keyDoesNotExist(let domain, let key):
            "Key \(key) does not exist in domain \(domain); leaving defaults unchanged"
        case .domainNotFound(let domain): "Domain (\(domain)) not found.\nDefaults have not been changed."
        case .repNotADictionary: "Rep argument is not a dictionary\nDefaults have not been changed."
        case .couldNotParse(let value): "Could not parse: \(value).  Try single-quoting it."
        case .cannotNest: "Cannot nest composite types (arrays and dictionaries); exiting"
        case .dictionaryKeysMustBeStrings: "Dictionary keys must be strings"
        case .keyLacksValue(let key): "Key \(key) lacks a corresponding value"
        case .unexpectedArgument(let argument): "Unexpected argument \(argument); leaving defaults unchanged."
        case .notAnArray(let key): "Value for key \(key) is not an array; cannot append.  Leaving defaults unchanged."
        case .notADictionary(let key):
            "Value for key \(key) is not a dictionary; cannot append.  Leaving defaults unchanged."
        case .couldNotRead(let path): "Could not read data from \(path)"
        case .couldNotParsePropertyList(let path, let reason):
            "Could not parse property list from \(path) due to \(reason)"
        case .notADictionaryPropertyList(let path):
            "Property list \(path) was not a dictionary\nDefaults have not been changed."
        case .couldNotExport(let domain, let path, let reason):
            "Could not export domain \(domain) to \(path) due to \(reason)"
        case .exportDomainDoesNotExist(let domain): "The domain \(domain) does not exist"
        case .applicationNotFound(let name): "Couldn't find an application named \"\(name)\"; defaults unchanged"
        case .store(let error): error.description
        }
    }
}
