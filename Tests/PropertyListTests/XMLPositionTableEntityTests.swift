import Foundation
import PropertyList
import Testing

/// Issue 28: the position table decodes a key's entities on Unicode scalars, so a key holding
/// `"` + U+0301 (written `&quot;` + U+0301) is found where it is.
@Suite struct XMLPositionTableEntityTests {
    @Test func anEntityFollowedByACombiningMarkIsDecoded() {
        let keys = ["a\"\u{301}b", "x&\u{301}y", "<\u{301}>\u{301}", "'\u{301}"]
        var xml = "<plist version=\"1.0\">\n<dict>\n"
        for key in keys {
            let escaped = key.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\"": "&quot;"
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "'": "&apos;"
                default: String(scalar)
                }
            }.joined()
            xml += "<key>\(escaped)</key><true/>\n"
        }
        xml += "</dict>\n</plist>\n"
        let table = XMLPositionTable(data: Data(xml.utf8))
        for (index, key) in keys.enumerated() {
            #expect(table.key(at: [.key(key)])?.line == 3 + index, "\(Array(key.unicodeScalars))")
        }
    }
}
