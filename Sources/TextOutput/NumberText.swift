/// Integers as `printf` prints them with a zero-padded width, without `String(format:)` (which is
/// Foundation's, and Foundation links ICU): `%04d`, `%02d` and `%02x`.
package enum NumberText {
    /// `%0<width>d`: the decimal digits, padded with zeros after any `-` to `width` characters in
    /// all (`decimal(-5, width: 4)` is `-005`); longer numbers are not cut.
    package static func decimal(_ value: some BinaryInteger, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
    }

    /// `%02x`: a byte as two lowercase hexadecimal digits.
    package static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }
}
