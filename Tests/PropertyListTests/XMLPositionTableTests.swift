import Foundation
import PropertyList
import Testing

/// The position scan lint uses: paths to 1-based lines and byte columns.
@Suite struct XMLPositionTableTests {
    @Test func recordsValuesAndKeysByPath() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>A &amp; B</key>
            \t<array>
            \t\t<!-- <dict> in a comment is not an element -->
            \t\t<string><![CDATA[<dict>]]></string>
            \t\t<dict/>
            \t\t<dict>
            \t\t\t<key>Type</key>
            \t\t\t<string>PSGroupSpecifier</string>
            \t\t</dict>
            \t</array>
            \t<key>Last</key><true/>
            </dict>
            </plist>
            """
        let table = XMLPositionTable(data: Data(xml.utf8))
        typealias P = XMLPositionTable.Position
        #expect(table.value(at: []) == P(line: 4, column: 1))
        #expect(table.key(at: [.key("A & B")]) == P(line: 5, column: 2))
        #expect(table.value(at: [.key("A & B")]) == P(line: 6, column: 2))
        #expect(table.value(at: [.key("A & B"), .index(0)]) == P(line: 8, column: 3))
        #expect(table.value(at: [.key("A & B"), .index(1)]) == P(line: 9, column: 3))
        #expect(table.value(at: [.key("A & B"), .index(2)]) == P(line: 10, column: 3))
        #expect(table.key(at: [.key("A & B"), .index(2), .key("Type")]) == P(line: 11, column: 4))
        #expect(table.value(at: [.key("A & B"), .index(3)]) == nil)
        #expect(table.key(at: [.key("Last")]) == P(line: 15, column: 2))
        #expect(table.value(at: [.key("Last")]) == P(line: 15, column: 17))
    }

    @Test func malformedInputGivesWhatWasSeenWithoutTrapping() {
        let table = XMLPositionTable(data: Data("<plist><dict><key>A</key><array><string>x".utf8))
        #expect(table.value(at: [.key("A"), .index(0)]) == P(line: 1, column: 33))
        _ = XMLPositionTable(data: Data("<".utf8))
        _ = XMLPositionTable(data: Data())
    }

    typealias P = XMLPositionTable.Position
}
