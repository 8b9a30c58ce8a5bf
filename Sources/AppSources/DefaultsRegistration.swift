/// One place where source code fills the registration domain (`register(defaults:)`, `registerDefaults:`).
public struct DefaultsRegistration: Sendable, Hashable, Codable {
    /// What it registers, as far as the code shows.
    public enum Contents: Sendable, Hashable, Codable {
        /// A dictionary literal (or a variable holding one): each key with its value, when the
        /// value is a literal (nil for anything else, such as a computed value).
        case entries([Entry])
        /// A property list resource of the app (`Defaults.plist`), read here: its keys and values.
        case resource(name: String, entries: [Entry])
        /// The Settings.bundle itself (the code reads `Settings.bundle`/`Root.plist` and registers
        /// what it finds): every default of the bundle.
        case settingsBundle
        /// Something the reader cannot follow (a dictionary built elsewhere, a resource not found):
        /// any key may be registered; why, in words.
        case unknown(reason: String)
    }

    /// One registered key.
    public struct Entry: Sendable, Hashable, Codable {
        public var key: String
        public var value: SourceValue?
        public var position: SourcePosition

        public init(key: String, value: SourceValue?, position: SourcePosition) {
            self.key = key
            self.value = value
            self.position = position
        }
    }

    public var contents: Contents
    /// The call.
    public var position: SourcePosition

    public init(contents: Contents, position: SourcePosition) {
        self.contents = contents
        self.position = position
    }
}

extension DefaultsRegistration {
    /// The registration of the plist resource `name` (without `.plist`): its entries when the
    /// target has the file (`resources`: resource name to path), else unknown, saying so. The one
    /// rule of the Swift and the Objective-C readers.
    static func resource(_ name: String, in resources: [String: String], at position: SourcePosition) -> Self {
        if let path = resources[name], let entries = PlistResourceReader.entries(of: path) {
            return DefaultsRegistration(
                contents: .resource(name: name + ".plist", entries: entries), position: position)
        }
        return DefaultsRegistration(
            contents: .unknown(reason: "it registers \(name).plist, which is not among the target's files"),
            position: position)
    }
}
