import FoundationEssentials

// `Package.resolved` read as `JSONSerialization` and casts read it before (issue 32): the whole file
// is decoded, every string and number in it, so a file `JSONSerialization` refused (a raw control
// character or a byte that is not UTF-8 in any string, not only in the keys read) pins nothing here
// too; `JSONDecoder` alone checks only the values it is asked for. One difference is kept: a key
// given twice keeps its first value here, its last there (SwiftPM never writes a key twice).
extension LibraryPins {
    /// A JSON value: objects, lists and text as themselves, anything else (numbers, `true`, `null`)
    /// as `other`.
    indirect enum LockFileJSON: Decodable {
        case object([String: LockFileJSON])
        case list([LockFileJSON])
        case text(String)
        case other

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .other
            } else if (try? value.decode(Bool.self)) != nil || (try? value.decode(Double.self)) != nil {
                self = .other
            } else if let text = try? value.decode(String.self) {
                self = .text(text)
            } else if let list = try? value.decode([LockFileJSON].self) {
                self = .list(list)
            } else {
                // An object, or the error that refuses the file.
                self = .object(try value.decode([String: LockFileJSON].self))
            }
        }

        var object: [String: LockFileJSON]? {
            if case .object(let object) = self { object } else { nil }
        }

        var text: String? {
            if case .text(let text) = self { text } else { nil }
        }
    }

    /// The repository address and version text of each pin of a `Package.resolved`: `pins` at the
    /// top (formats 2 and 3; whatever its value, `object` is then not read) or under `object` (format
    /// 1). None when the top is not an object or the list holds anything but objects.
    static func resolvedPins(_ data: Data) -> [(address: String?, version: String?)] {
        guard let root = (try? JSONDecoder().decode(LockFileJSON.self, from: data))?.object,
            case .list(let entries)? = root["pins"] ?? root["object"]?.object?["pins"]
        else { return [] }
        let pins = entries.compactMap(\.object)
        guard pins.count == entries.count else { return [] }
        // `location` (formats 2 and 3) when the key is there, even when it is not text.
        return pins.map { ((($0["location"] ?? $0["repositoryURL"])?.text), $0["state"]?.object?["version"]?.text) }
    }
}
