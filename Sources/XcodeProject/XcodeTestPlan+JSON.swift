import FoundationEssentials

// The JSON of a test plan as `JSONDecoder` reads it: only the keys that reach an app's defaults.
// Each is read leniently (a value of another type is kept as "not what was expected", never a
// decoding error), so that `XcodeTestPlan` says what is wrong and where in its own words, naming a
// configuration by its name, which a `DecodingError`'s coding path does not know. Read with
// `JSONSerialization` before (issue 28): it built a Foundation object for every value and bridged
// each to Swift, 12–16x the time for 8x the input; this decodes straight into these structs.
extension XcodeTestPlan {
    /// A value that may have another type than `Value` (then `value` is nil).
    struct Lenient<Value: Decodable>: Decodable {
        var value: Value?

        init(from decoder: any Decoder) throws {
            value = try? Value(from: decoder)
        }
    }

    /// The plan's top level (an object, else decoding throws).
    struct PlanJSON: Decodable {
        /// nil when absent; its `value` nil when it is not an object.
        var defaultOptions: Lenient<OptionsJSON>?
        /// Empty when absent or not a list; an entry's `value` nil when it is not an object.
        var configurations: [Lenient<ConfigurationJSON>]
        var testTargets: [String]

        enum CodingKeys: String, CodingKey { case defaultOptions, configurations, testTargets }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            defaultOptions = try Self.present(Lenient<OptionsJSON>.self, .defaultOptions, in: container)
            configurations = (try? container.decode([Lenient<ConfigurationJSON>].self, forKey: .configurations)) ?? []
            let targets = (try? container.decode([Lenient<TestTargetJSON>].self, forKey: .testTargets)) ?? []
            testTargets = targets.compactMap { $0.value?.name }
        }

        /// The value under `key` when the key is there (a JSON `null` included), else nil.
        static func present<Value: Decodable, Key: CodingKey>(
            _ type: Value.Type, _ key: Key, in container: KeyedDecodingContainer<Key>
        ) throws -> Value? {
            guard container.contains(key) else { return nil }
            return try container.decode(Value.self, forKey: key)
        }
    }

    /// One entry of `configurations`.
    struct ConfigurationJSON: Decodable {
        var name: String?
        var options: Lenient<OptionsJSON>?

        enum CodingKeys: String, CodingKey { case name, options }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try? container.decodeIfPresent(String.self, forKey: .name)
            options = try PlanJSON.present(Lenient<OptionsJSON>.self, .options, in: container)
        }
    }

    /// `defaultOptions` or a configuration's `options`.
    struct OptionsJSON: Decodable {
        /// nil when absent; its `value` nil when it is not a list.
        var arguments: Lenient<[ArgumentJSON]>?
        var language: String?
        var region: String?
        var target: TargetJSON?

        enum CodingKeys: String, CodingKey {
            case arguments = "commandLineArgumentEntries"
            case language, region
            case target = "targetForVariableExpansion"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            arguments = try PlanJSON.present(Lenient<[ArgumentJSON]>.self, .arguments, in: container)
            language = try? container.decodeIfPresent(String.self, forKey: .language)
            region = try? container.decodeIfPresent(String.self, forKey: .region)
            target = try? container.decodeIfPresent(TargetJSON.self, forKey: .target)
        }
    }

    /// One entry of `commandLineArgumentEntries`: `text` nil when it is not an object or has no
    /// string `argument`.
    struct ArgumentJSON: Decodable {
        var text: String?
        var isEnabled = true

        enum CodingKeys: String, CodingKey { case argument, enabled }

        init(from decoder: any Decoder) throws {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            text = try? container.decodeIfPresent(String.self, forKey: .argument)
            // Absent (or neither a boolean nor a number): enabled. A number counts as
            // `NSNumber.boolValue` does: truncated toward zero, then compared with zero (0.5 is off).
            if let flag = try? container.decodeIfPresent(Bool.self, forKey: .enabled) {
                isEnabled = flag
            } else if let number = try? container.decodeIfPresent(Double.self, forKey: .enabled) {
                isEnabled = number.magnitude >= 1
            }
        }
    }

    /// `targetForVariableExpansion`.
    struct TargetJSON: Decodable {
        var identifier: String?
        var name: String?
        var containerPath: String?

        enum CodingKeys: String, CodingKey { case identifier, name, containerPath }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            identifier = try? container.decodeIfPresent(String.self, forKey: .identifier)
            name = try? container.decodeIfPresent(String.self, forKey: .name)
            containerPath = try? container.decodeIfPresent(String.self, forKey: .containerPath)
        }
    }

    /// One entry of `testTargets`: its `target`'s `name`.
    struct TestTargetJSON: Decodable {
        var name: String?

        enum CodingKeys: String, CodingKey { case target }
        enum TargetKeys: String, CodingKey { case name }

        init(from decoder: any Decoder) throws {
            let target = try decoder.container(keyedBy: CodingKeys.self)
                .nestedContainer(keyedBy: TargetKeys.self, forKey: .target)
            name = try? target.decodeIfPresent(String.self, forKey: .name)
        }
    }
}
