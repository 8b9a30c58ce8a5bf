/// The one set of limits every reader of untrusted data works within: how many bytes it reads, how
/// many values it materialises (a shared reference counts each time it stands for its object), how
/// deep values nest, and how far references, aliases or macros may expand.
///
/// It lives in `PropertyList`, the lowest layer every reader imports (property lists, `.strings`,
/// the lint configuration's YAML, Xcode projects, build settings, schemes, test plans and app
/// sources). Each reader takes one (its preset below by default) and, when input goes past it,
/// stops with an ``InputBudgetError`` that says which limit, where, and what to do: never a hang.
public struct InputBudget: Sendable, Hashable {
    /// The most bytes one file may hold.
    public var maximumBytes: Int
    /// The most values a file may stand for, each shared reference counted every time it is used.
    public var maximumValues: Int
    /// The deepest nesting read.
    public var maximumDepth: Int
    /// How far references, aliases or macros may expand, in the reader's unit (values for YAML
    /// aliases, bytes for a build setting).
    public var maximumExpansion: Int

    /// A budget with these limits.
    public init(maximumBytes: Int, maximumValues: Int, maximumDepth: Int, maximumExpansion: Int) {
        self.maximumBytes = maximumBytes
        self.maximumValues = maximumValues
        self.maximumDepth = maximumDepth
        self.maximumExpansion = maximumExpansion
    }

    /// Property lists of every format, and `.strings` files: 16 MiB, 4 Mi values (shared references
    /// of a binary file counted each time), 512 levels.
    public static let propertyList = InputBudget(
        maximumBytes: 16 << 20, maximumValues: 1 << 22, maximumDepth: 512, maximumExpansion: 1 << 22)
    /// The lint configuration (`.settings-lint.yml`): its aliases stand for at most 10,000 values.
    public static let lintConfiguration = InputBudget(
        maximumBytes: 4 << 20, maximumValues: 1 << 22, maximumDepth: 512, maximumExpansion: 10_000)
    /// pbxproj and xcconfig files, and build settings: references nest at most 32 deep and one
    /// setting expands to at most 64 KiB.
    public static let buildSettings = InputBudget(
        maximumBytes: 16 << 20, maximumValues: 1 << 22, maximumDepth: 32, maximumExpansion: 65_536)
    /// Schemes and test plans: 4 MiB, at most 200,000 elements, nested at most 64 deep.
    public static let scheme = InputBudget(
        maximumBytes: 4 << 20, maximumValues: 200_000, maximumDepth: 64, maximumExpansion: 0)
    /// Swift and Objective-C sources: 4 MiB a file.
    public static let source = InputBudget(
        maximumBytes: 4 << 20, maximumValues: 1 << 22, maximumDepth: 512, maximumExpansion: 0)

    /// Throws unless `count` bytes fit.
    public func check(bytes count: Int, at location: String = "") throws(InputBudgetError) {
        if count > maximumBytes { throw InputBudgetError(.bytes, maximum: maximumBytes, at: location) }
    }

    /// Throws unless `count` values fit.
    public func check(values count: Int, at location: String = "") throws(InputBudgetError) {
        if count > maximumValues { throw InputBudgetError(.values, maximum: maximumValues, at: location) }
    }

    /// Throws unless nesting `depth` levels fits.
    public func check(depth: Int, at location: String = "") throws(InputBudgetError) {
        if depth > maximumDepth { throw InputBudgetError(.depth, maximum: maximumDepth, at: location) }
    }

    /// Throws unless an expansion of `count` fits.
    public func check(expansion count: Int, at location: String = "") throws(InputBudgetError) {
        if count > maximumExpansion { throw InputBudgetError(.expansion, maximum: maximumExpansion, at: location) }
    }
}
