import Foundation
import Testing

@testable import TextOutput

/// `NumberText` prints what `String(format:)` printed for the tools' widths.
@Suite struct NumberTextTests {
    @Test func decimalIsPrintfsZeroPadding() {
        let values = [0, 1, 9, 10, 99, 100, 999, 1000, 2026, 9999, 10000, 123_456, -1, -5, -10, -999, -1000, -12345]
        for value in values {
            for (width, format) in [(2, "%02d"), (4, "%04d"), (1, "%01d"), (0, "%d")] {
                #expect(NumberText.decimal(value, width: width) == String(format: format, value), "\(value) \(format)")
            }
        }
        #expect(NumberText.decimal(Int64.min, width: 4) == "\(Int64.min)")
        #expect(NumberText.decimal(UInt8(7), width: 3) == "007")
    }

    @Test func hexIsTwoLowercaseDigits() {
        for byte in UInt8.min...UInt8.max {
            #expect(NumberText.hex(byte) == String(format: "%02x", byte), "\(byte)")
        }
    }
}
