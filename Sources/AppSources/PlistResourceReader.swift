import FoundationEssentials
import PropertyList

/// Reads a property list resource the app registers (`Defaults.plist`): its top-level keys and
/// literal values, each placed at its `<key>` line in an XML file (line 1 otherwise).
enum PlistResourceReader {
    /// The largest resource read.
    static let maximumSize = 4 << 20

    static func entries(of path: String) -> [DefaultsRegistration.Entry]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            (attributes[.size] as? Int ?? .max) <= maximumSize,
            let data = FileManager.default.contents(atPath: path),
            let dictionary = (try? PropertyListCoder.decode(data))?.value.dictionaryValue
        else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        func place(of key: String) -> SourcePosition {
            let tag = "<key>\(key)</key>"
            for (index, line) in lines.enumerated() {
                if let range = line.firstRange(of: tag) {
                    return SourcePosition(
                        file: path, line: index + 1,
                        column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
                }
            }
            return SourcePosition(file: path, line: 1, column: 1)
        }
        return dictionary.keys.map(\.string).sorted().map { key in
            DefaultsRegistration.Entry(key: key, value: value(of: dictionary[PlistKey(key)]), position: place(of: key))
        }
    }

    private static func value(of value: PlistValue?) -> SourceValue? {
        switch value {
        case .string(let string): .string(string)
        case .integer(let integer): Int(exactly: integer).map(SourceValue.integer)
        case .real(let real): .double(real)
        case .bool(let bool): .bool(bool)
        default: nil
        }
    }
}
