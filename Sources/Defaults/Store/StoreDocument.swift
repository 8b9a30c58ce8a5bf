import PropertyList

/// The document a commit wrote, kept in the snapshot so that the next commit re-encodes only the
/// keys it changes: XML (``XMLDictionaryEncoding``) or binary (``BinaryDictionaryEncoding``), the
/// bytes always those of a whole encoding of the domain.
enum StoreDocument {
    case xml(XMLDictionaryEncoding)
    case binary(BinaryDictionaryEncoding)

    /// The document of `contents` in `format`; nil when only a whole encoding (or Foundation) can
    /// write it, or for a format stores are not written in.
    init?(_ contents: [PlistKey: PlistValue], format: PropertyListFormat) {
        switch format {
        case .xml:
            guard let document = XMLDictionaryEncoding(contents) else { return nil }
            self = .xml(document)
        case .binary:
            guard let document = BinaryDictionaryEncoding(contents) else { return nil }
            self = .binary(document)
        case .openStep: return nil
        }
    }

    var format: PropertyListFormat {
        switch self {
        case .xml: .xml
        case .binary: .binary
        }
    }

    /// The whole file.
    var bytes: [UInt8] {
        switch self {
        case .xml(let document): document.bytes
        case .binary(let document): document.bytes
        }
    }

    /// The document with `edits` applied (nil removes a key), or nil when it cannot take one of
    /// them: then the domain is encoded whole. Consuming, so the document is edited in place.
    consuming func applying(_ edits: [(key: PlistKey, value: PlistValue?)]) -> StoreDocument? {
        switch consume self {
        case .xml(var document):
            for edit in edits {
                guard document.set(edit.value, forKey: edit.key.string) else { return nil }
            }
            return .xml(document)
        case .binary(var document):
            guard document.apply(edits.map { ($0.key.string, $0.value) }) else { return nil }
            return .binary(document)
        }
    }
}
