import FoundationEssentials

// The keys of a `Package.resolved` that say which version of a library an app pins, decoded as
// `JSONSerialization` and casts read them before (issue 32): a top level that is not an object, or a
// `pins` list with an entry that is not an object, pins nothing; a pin whose address or version is
// not text is skipped.
extension LibraryPins {
    /// A `Package.resolved`: `pins` at the top (formats 2 and 3) or under `object` (format 1).
    struct ResolvedFile: Decodable {
        var pins: [Pin]

        enum CodingKeys: String, CodingKey { case pins, object }

        init(from decoder: any Decoder) throws {
            let root = try decoder.container(keyedBy: CodingKeys.self)
            // A `pins` key at the top is the list, whatever its value (format 1's `object` is then not read).
            let list =
                root.contains(.pins) ? root : try? root.nestedContainer(keyedBy: CodingKeys.self, forKey: .object)
            pins = (try? list?.decode([Pin].self, forKey: .pins)) ?? []
        }
    }

    /// One pin: its repository address and pinned version, nil when absent or not text.
    struct Pin: Decodable {
        var address: String?
        var version: String?

        enum CodingKeys: String, CodingKey { case location, repositoryURL, state, version }

        init(from decoder: any Decoder) throws {
            let pin = try decoder.container(keyedBy: CodingKeys.self)
            // `location` (formats 2 and 3) when the key is there, even when it is not text.
            address = try? pin.decode(String.self, forKey: pin.contains(.location) ? .location : .repositoryURL)
            version = try? pin.nestedContainer(keyedBy: CodingKeys.self, forKey: .state).decode(
                String.self, forKey: .version)
        }
    }
}
