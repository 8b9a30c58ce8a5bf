import FoundationEssentials
import PropertyList

/// Encoding a domain and checking that Foundation reads it back unchanged.
extension PersistentDomainFile {
    /// Encodes the domain as XML or binary and checks that Foundation reads back exactly the same values.
    ///
    /// `readsBackExactly` is what the caller already knows of
    /// `PropertyListCoder.roundTripsExactly(.dictionary(contents))` (a commit knows it from the
    /// snapshot and its edits), so that a whole-domain scan is not made again; nil to scan.
    func encodeVerified(
        _ contents: [PlistKey: PlistValue], format: PropertyListFormat, changedKeys: Set<PlistKey>,
        readsBackExactly: Bool? = nil
    ) throws(DefaultsError) -> (Data, [PlistKey: PlistValue]) {
        let value = PlistValue.dictionary(contents)
        let bytes: Data
        do throws(PropertyListError) {
            bytes = try format == .binary ? PropertyListCoder.encodeBinary(value) : PropertyListCoder.encodeXML(value)
        } catch {
            throw .unencodableValue(
                file: path, key: offendingKey(in: contents, among: changedKeys)?.string, reason: error.description)
        }
        // Values Foundation is known to read back unchanged (proven by PropertyListTests against its
        // parser) need no second parse: that parse was most of a commit's CPU time.
        if readsBackExactly ?? PropertyListCoder.roundTripsExactly(value) { return (bytes, contents) }
        let decoded: PlistValue
        do throws(PropertyListError) {
            decoded = try PropertyListCoder.decode(bytes).value
        } catch {
            throw .unencodableValue(
                file: path, key: offendingKey(in: contents, among: changedKeys)?.string,
                reason: "Foundation cannot read it back: \(error.description)")
        }
        guard case .dictionary(let readBack) = decoded, readBack.count == contents.count else {
            throw .unencodableValue(file: path, key: nil, reason: "the encoded domain does not read back as written")
        }
        for (key, expected) in contents {
            guard let actual = readBack[key], Self.storedEquivalent(actual, expected) else {
                throw .unencodableValue(file: path, key: key.string, reason: "it does not read back unchanged")
            }
        }
        return (bytes, readBack)
    }

    /// The first changed key whose value alone cannot be encoded and read back.
    func offendingKey(in contents: [PlistKey: PlistValue], among keys: Set<PlistKey>) -> PlistKey? {
        for key in keys.sorted() {
            guard let value = contents[key] else { continue }
            guard let bytes = try? PropertyListCoder.encodeXML(.dictionary([key: value])),
                (try? PropertyListCoder.decode(bytes)) != nil
            else { return key }
        }
        return nil
    }

    /// Equality in which NaN equals NaN (a stored NaN reads back as NaN).
    static func storedEquivalent(_ a: PlistValue, _ b: PlistValue) -> Bool {
        switch (a, b) {
        case (.real(let x), .real(let y)): return x == y || (x.isNaN && y.isNaN)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { storedEquivalent($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count
                && x.allSatisfy { key, value in y[key].map { storedEquivalent(value, $0) } ?? false }
        default: return a == b
        }
    }
}
