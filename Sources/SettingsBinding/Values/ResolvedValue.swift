import Defaults
import PropertyList

/// What a row shows for its key and why: the effective value, the domain it comes from, the
/// registered default, and whether the argument domain hides what the writable domain stores.
public struct ResolvedValue: Hashable, Sendable {
    /// The effective value: the first domain of the search list that has the key, else the
    /// app's registered default; nil when neither has it.
    public var value: PlistValue?
    /// The domain `value` comes from (a registration-domain source for the registered default),
    /// nil when unset.
    public var source: ValueSource?
    /// The value the app registers for the key (its bundle's `DefaultValue`), if any.
    public var registeredDefault: PlistValue?
    /// What the writable domain itself stores (any host), if anything: what a reset removes.
    public var storedValue: PlistValue?
    /// What the argument domain (simulated launch arguments) holds for the key, if anything.
    public var argumentValue: PlistValue?
    /// What passed the argument that sets the key (a scheme's entry), when one does.
    public var argumentOrigin: String?
    /// What every domain of the search list holds for the key, in search order (the details
    /// page's "why this value"); empty until the program loop resolves the key.
    public var layers: [Layer]

    /// One domain of the search list and what it holds for a key (nil: nothing).
    public struct Layer: Hashable, Sendable {
        /// The domain, with its tag and file.
        public var source: ValueSource
        /// What it holds for the key.
        public var value: PlistValue?

        /// Creates a layer.
        public init(source: ValueSource, value: PlistValue?) {
            self.source = source
            self.value = value
        }
    }

    /// Creates a resolved value.
    public init(
        value: PlistValue?, source: ValueSource?, registeredDefault: PlistValue? = nil,
        storedValue: PlistValue? = nil, argumentValue: PlistValue? = nil, layers: [Layer] = []
    ) {
        self.value = value
        self.source = source
        self.registeredDefault = registeredDefault
        self.storedValue = storedValue
        self.argumentValue = argumentValue
        self.layers = layers
    }

    /// A key no domain holds and nothing registers.
    public static let unset = ResolvedValue(value: nil, source: nil)

    /// The status-column tag of the domain the value comes from.
    public var tag: DomainTag { source?.tag ?? .unset }

    /// Whether a launch argument supplies the value although the writable domain stores one:
    /// the stored value is masked, and an edit is stored but not seen by the app.
    public var isStoredValueMasked: Bool { argumentValue != nil && storedValue != nil }

    /// Whether the argument domain holds the key, so any edit is stored but masked.
    public var isMaskedByArgument: Bool { argumentValue != nil }

    /// Resolves a key from what every domain of a search list holds (`Defaults.lookupAll(_:)`).
    ///
    /// The registration domain's entry is ignored in favour of `registeredDefault`: the process
    /// has one registration domain, but each open app registers its own bundle's defaults.
    /// `writableDomain` names the persistent domain the row writes to; its any-host entry is the
    /// ``storedValue``.
    public static func resolve(
        layers: [(source: ValueSource, value: PlistValue?)], registeredDefault: PlistValue?,
        writableDomain: String
    ) -> ResolvedValue {
        var result = ResolvedValue(
            value: nil, source: nil, registeredDefault: registeredDefault,
            layers: layers.map { Layer(source: $0.source, value: $0.value) })
        for (source, value) in layers {
            guard source.kind != .registration, let value else { continue }
            if result.value == nil {
                result.value = value
                result.source = source
            }
            switch source.kind {
            case .argument:
                if result.argumentValue == nil { result.argumentValue = value }
            case .application, .suite:
                if !source.byHost, source.domain == writableDomain, result.storedValue == nil {
                    result.storedValue = value
                }
            default: break
            }
        }
        if result.value == nil, let registeredDefault {
            result.value = registeredDefault
            result.source = ValueSource(kind: .registration, domain: Defaults.registrationDomain)
        }
        return result
    }
}
