import Foundation
import PropertyList

extension PlistValue {
    /// Converts a Foundation property-list object (as `PropertyListSerialization` or `UserDefaults`
    /// return it) into a typed value, or `nil` when the object is not a property-list type.
    ///
    /// Booleans are told apart from numbers by their dynamic type and `objCType`, because on Linux an
    /// `NSNumber` holding an integer also answers `is Bool`.
    public init?(foundationObject object: Any) {
        self.init(foundationObject: object, depth: 0)
    }

    private init?(foundationObject object: Any, depth: Int) {
        guard depth <= PlistLimits.maximumDepth else { return nil }
        // Fast paths for the exact types `PropertyListSerialization` returns on Linux. They must come
        // first: a conditional cast of a Swift dictionary or array to a bridged type (`as NSNumber`,
        // `as Date`, …) bridges the whole subtree to Foundation objects just to fail, so the general
        // switch below costs O(size × depth) per container (three quarters of a bundle load).
        let objectType = type(of: object)
        if objectType == String.self {
            self = .string(object as! String)
            return
        }
        if objectType == [AnyHashable: Any].self {
            guard let value = Self.dictionary(object as! [AnyHashable: Any], depth: depth) else { return nil }
            self = value
            return
        }
        if objectType == [Any].self {
            guard let value = Self.array(object as! [Any], depth: depth) else { return nil }
            self = value
            return
        }
        if objectType == Bool.self {
            self = .bool(object as! Bool)
            return
        }
        // An `NSDictionary` is enumerated itself: bridging it to a Swift dictionary first would key it
        // by `String` (or `AnyHashable` of one), which merges keys that differ only in normalization.
        if objectType is NSDictionary.Type {
            guard let value = Self.dictionary(object as! NSDictionary, depth: depth) else { return nil }
            self = value
            return
        }
        switch object {
        case let string as String:
            self = .string(string)
        case let number as NSNumber where type(of: object) != Bool.self:
            guard let value = PlistValue(number: number) else { return nil }
            self = value
        case let bool as Bool:
            self = .bool(bool)
        case let date as Date:
            self = .date(date)
        case let data as Data:
            self = .data(data)
        case let array as [Any]:
            guard let value = Self.array(array, depth: depth) else { return nil }
            self = value
        case let dictionary as [String: Any]:
            var values: [PlistKey: PlistValue] = [:]
            values.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                guard let value = PlistValue(foundationObject: element, depth: depth + 1) else { return nil }
                values[PlistKey(key)] = value
            }
            self = .dictionary(values)
        case let dictionary as [AnyHashable: Any]:
            guard let value = Self.dictionary(dictionary, depth: depth) else { return nil }
            self = value
        case let url as URL:
            self = .string(url.isFileURL ? url.path : url.absoluteString)
        default:
            return nil
        }
    }

    /// An array of Foundation objects one level below `depth`; nil when an element is not a
    /// property-list object.
    private static func array(_ array: [Any], depth: Int) -> PlistValue? {
        var values: [PlistValue] = []
        values.reserveCapacity(array.count)
        for element in array {
            guard let value = PlistValue(foundationObject: element, depth: depth + 1) else { return nil }
            values.append(value)
        }
        return .array(values)
    }

    /// A dictionary of Foundation objects one level below `depth`; nil when a key is not a string or
    /// a value is not a property-list object.
    private static func dictionary(_ dictionary: [AnyHashable: Any], depth: Int) -> PlistValue? {
        var values: [PlistKey: PlistValue] = [:]
        values.reserveCapacity(dictionary.count)
        for (key, element) in dictionary {
            guard let key = key.base as? String,
                let value = PlistValue(foundationObject: element, depth: depth + 1)
            else { return nil }
            values[PlistKey(key)] = value
        }
        return .dictionary(values)
    }

    /// An `NSDictionary` one level below `depth`, enumerated without bridging (every key the
    /// dictionary holds stays a key); nil when a key is not a string or a value is not a
    /// property-list object.
    private static func dictionary(_ dictionary: NSDictionary, depth: Int) -> PlistValue? {
        var values: [PlistKey: PlistValue] = [:]
        values.reserveCapacity(dictionary.count)
        for (key, element) in dictionary {
            guard let key = key as? String,
                let value = PlistValue(foundationObject: element, depth: depth + 1)
            else { return nil }
            values[PlistKey(key)] = value
        }
        return .dictionary(values)
    }

    private init?(number: NSNumber) {
        switch String(cString: number.objCType) {
        case "c", "B":
            // `NSNumber(value: true)` reports "c"; a char-typed number of any other value is an integer.
            let raw = number.int64Value
            self = raw == 0 || raw == 1 ? .bool(raw == 1) : .integer(raw)
        case "f", "d":
            self = .real(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            self = PlistValue(number.uint64Value)
        default:
            self = .integer(number.int64Value)
        }
    }

    /// The value as a Foundation object that `PropertyListSerialization` and `UserDefaults` accept.
    ///
    /// A dictionary is a `[String: Any]`, which cannot hold two keys that differ only in Unicode
    /// normalization (on Linux neither can an `NSMutableDictionary`: its `NSString` keys compare
    /// canonically, and inserting such a pair can even trap): of those keys, the one whose scalars
    /// sort first is kept. ``hasEquivalentKeys`` tells when that happens.
    public var foundationObject: Any {
        switch self {
        case .string(let s): s
        case .integer(let i): NSNumber(value: i)
        case .unsignedInteger(let u): NSNumber(value: u)
        case .real(let r): NSNumber(value: r)
        case .bool(let b): b
        case .date(let d): d
        case .data(let d): d
        case .array(let a): a.map(\.foundationObject)
        case .dictionary(let d): Self.foundationDictionary(d)
        }
    }
}

extension PlistValue {
    private static func foundationDictionary(_ values: [PlistKey: PlistValue]) -> [String: Any] {
        var dictionary: [String: Any] = [:]
        dictionary.reserveCapacity(values.count)
        // In order, never replacing: assigning to a key `String` finds equal keeps the old key.
        for key in values.keys.sorted() where dictionary[key.string] == nil {
            dictionary[key.string] = values[key]!.foundationObject
        }
        return dictionary
    }
}
