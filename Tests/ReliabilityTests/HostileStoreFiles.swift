import Foundation
import Testing

/// Hostile store files, generated at test time (nothing large is committed).
enum HostileStoreFile: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case truncated, binaryGarbage, wrongRootType, nestedXML, nestedBinary, nestedOpenStep, invalidUTF8, nulBytes
    case damagedBinaryOffsets

    var testDescription: String { rawValue }

    /// Levels of nesting of the deeply nested files.
    static let depth = 100_000

    var bytes: Data {
        switch self {
        case .truncated:
            let whole = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>k1</key>
                \t<string>one</string>
                \t<key>k2</key>
                \t<string>two</string>
                </dict>
                </plist>
                """
            return Data(whole.utf8.prefix(200))
        case .binaryGarbage:
            var generator = SystemRandomNumberGenerator()
            return Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        case .wrongRootType:
            return Data(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><array><string>a</string></array></plist>"
                    .utf8)
        case .nestedXML:
            let open = String(repeating: "<array>", count: Self.depth)
            let close = String(repeating: "</array>", count: Self.depth)
            return Data(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>k</key>\(open)\(close)</dict></plist>"
                    .utf8)
        case .nestedBinary:
            return Self.nestedBinaryPlist(depth: Self.depth)
        case .nestedOpenStep:
            return Data(
                ("{ k = " + String(repeating: "(", count: Self.depth) + String(repeating: ")", count: Self.depth)
                    + "; }").utf8)
        case .invalidUTF8:
            return Data("{ k = \"".utf8) + Data([0xFF, 0xFE, 0xC3, 0x28]) + Data("\"; }".utf8)
        case .nulBytes:
            return Data("{ k = \"a".utf8) + Data([0, 0, 0]) + Data("b\"; }".utf8) + Data(repeating: 0, count: 64)
        case .damagedBinaryOffsets:
            var data = Self.nestedBinaryPlist(depth: 3)
            // Point the offset table past the end of the file.
            data.replaceSubrange((data.count - 8)..<data.count, with: [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
            return data
        }
    }

    /// A binary plist `{ k = ((((…)))) }` with `depth` nested one-element arrays.
    static func nestedBinaryPlist(depth: Int) -> Data {
        func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
            (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }
        var objects: [[UInt8]] = [[0xD1] + bigEndian(1, 4) + bigEndian(2, 4), [0x51, UInt8(ascii: "k")]]
        for index in 0..<depth { objects.append([0xA1] + bigEndian(UInt64(index + 3), 4)) }
        objects.append([0xA0])
        var data = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(data.count)
            data += object
        }
        let table = data.count
        for offset in offsets { data += bigEndian(UInt64(offset), 4) }
        data +=
            [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(UInt64(objects.count), 8) + bigEndian(0, 8)
            + bigEndian(UInt64(table), 8)
        return Data(data)
    }
}
