/// A property list read by ``PropertyListCoder/read(_:budget:)``: its value, its format, and whether
/// it was read exactly.
public struct DecodedPropertyList: Sendable, Equatable {
    /// The value.
    public var value: PlistValue
    /// The format the bytes were in.
    public var format: PropertyListFormat
    /// Whether our own readers read every key and value with its exact scalars; false when
    /// Foundation read it (its result on Linux may merge keys that differ only in Unicode
    /// normalization), so writing the value back could lose data.
    public var isExact: Bool

    /// A value read from bytes in `format`.
    public init(value: PlistValue, format: PropertyListFormat, isExact: Bool) {
        self.value = value
        self.format = format
        self.isExact = isExact
    }
}
