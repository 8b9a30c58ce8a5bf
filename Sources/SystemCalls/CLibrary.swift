import Glibc

/// The C library's byte search and comparison, its number printing and its logarithm, for the
/// property-list readers and writers that walk raw buffers (`memchr` and `memcmp` are vectorized,
/// several times faster than a Swift loop over the same bytes) and print reals as CoreFoundation
/// does, and for the slider's step. Here because `Glibc` is this module's alone (Foundation
/// re-exported it; FoundationEssentials does not).
@usableFromInline
package enum CLibrary {
    /// `memchr`: the first `byte` in the `count` bytes at `start`, or nil.
    @inlinable
    package static func find(_ byte: UInt8, in start: UnsafeRawPointer, count: Int) -> UnsafeMutableRawPointer? {
        Glibc.memchr(start, Int32(byte), count)
    }

    /// `memcmp`: the order of the `count` bytes at `a` and at `b` (0 when they are the same).
    @inlinable
    package static func compare(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Int32 {
        Glibc.memcmp(a, b, count)
    }

    /// `log10`: the base-10 logarithm, as the C library's math computes it (the slider step's
    /// magnitude; the standard library has no logarithms).
    package static func log10(_ value: Double) -> Double {
        Glibc.log10(value)
    }

    /// `snprintf(format, value)` of one `Double`, as C prints it (`%.17g` for CoreFoundation's reals,
    /// `%.16g` and `%.7g` for NSNumber's description): at most 63 bytes.
    package static func format(_ value: Double, _ format: StaticString) -> String {
        var bytes: [UInt8] = []
        append(value, format, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``format(_:_:)`` appended to `output` without building a `String` (a stack buffer).
    package static func append(_ value: Double, _ format: StaticString, to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = withVaList([value]) {
                vsnprintf(
                    buffer.baseAddress, 64, UnsafeRawPointer(format.utf8Start).assumingMemoryBound(to: CChar.self), $0)
            }
            output.append(
                contentsOf: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(min(max(0, count), 63))))
        }
    }
}
