import Foundation
import SeededRandom
import TestSupport
import Testing
import TextOutput

@testable import XcodeProject

/// The XML escaper and our XML reader proven against Python's parser (expat): what `XMLText`
/// writes, both read back as the text (XML 1.0 cannot hold the C0 controls but tab, LF and CR:
/// those are shown as `TerminalText` shows them); and raw attribute values, written with every
/// kind of reference, raw line breaks and combining marks after `;`, our reader reads as Python does.
@Suite struct XMLConsumerPropertyTests {
    static let values = HostileText.strings(seed: 2802, count: 300)

    /// What an XML parser gives back for `XMLText`'s form of `text`.
    static func expected(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: output.append(scalar)
            case 0x00...0x1F: output.append(contentsOf: TerminalText.visibleForm(of: scalar).unicodeScalars)
            case 0xFFFE, 0xFFFF: output.append("\u{FFFD}")
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    /// Python's reading of `document`: each `<a v="…">` attribute then, with `text`, its text,
    /// NUL after each.
    static func python(_ document: String, text: Bool) throws -> [String]? {
        guard Consumer.exists("python3") else { return nil }
        let program = """
            import sys, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.stdin.buffer.read())
            out = sys.stdout.buffer
            for a in root:
                out.write(a.get('v').encode('utf-8') + b'\\0')
                if \(text ? "True" : "False"): out.write((a.text or '').encode('utf-8') + b'\\0')
            """
        let result = try Consumer.run("python3", ["-c", program], input: Data(document.utf8))
        #expect(result.status == 0, "\(result.error)")
        return Consumer.fields(result.output)
    }

    @Test func whatXMLTextWritesReadsBack() throws {
        let document =
            "<r>" + Self.values.map { "<a v=\"\(XMLText.attribute($0))\">\(XMLText.content($0))</a>" }.joined() + "</r>"
        let ours = try XMLElementTree.parse(Data(document.utf8)).children.map { $0[attribute: "v"] ?? "" }
        for (value, read) in zip(Self.values, ours) {
            #expect(read == Self.expected(value), "\(Array(value.unicodeScalars))")
        }
        guard let theirs = try Self.python(document, text: true) else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "python3 is needed")
            return
        }
        #expect(theirs.count == Self.values.count * 2)
        for (index, value) in Self.values.enumerated() where 2 * index + 1 < theirs.count {
            #expect(theirs[2 * index] == Self.expected(value), "attribute \(Array(value.unicodeScalars))")
            // Text content: CR written as a reference so the parser keeps it.
            #expect(theirs[2 * index + 1] == Self.expected(value), "text \(Array(value.unicodeScalars))")
        }
    }

    /// Raw attribute values of every spelling, read by us and by Python.
    @Test func theReaderReadsAttributesAsPythonDoes() throws {
        var generator = SeededGenerator(seed: 2803)
        var raws = ["&quot;\u{301}", "&amp;\u{301}x", "&#x41;\u{301}", "a\r\nb\tc\nd\re"]
        for value in Self.values {
            var raw = ""
            for scalar in value.unicodeScalars {
                switch scalar.value {
                case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0xFFFE, 0xFFFF: continue  // not XML characters
                default: break
                }
                switch (scalar, generator.below(4)) {
                case ("&", _), ("<", _), ("\"", _), (_, 0): raw += "&#\(scalar.value);"
                case (_, 1): raw += "&#x\(String(scalar.value, radix: 16));"
                case (">", _), ("'", _): raw += scalar == ">" ? "&gt;" : "&apos;"
                default: raw.unicodeScalars.append(scalar)
                }
            }
            raws.append(raw)
        }
        let document = "<r>" + raws.map { "<a v=\"\($0)\"/>" }.joined() + "</r>"
        let ours = try XMLElementTree.parse(Data(document.utf8)).children.map { $0[attribute: "v"] ?? "" }
        guard let theirs = try Self.python(document, text: false) else { return }
        #expect(ours.count == theirs.count)
        for (index, (mine, python)) in zip(ours, theirs).enumerated() {
            #expect(mine == python, "\(Array(raws[index].unicodeScalars))")
        }
    }

    /// Issue 28: the reader refused `&quot;` followed by a combining mark, which `XMLText`
    /// writes for `"` + U+0301, so the tool could not read a scheme it wrote.
    @Test func aCombiningMarkAfterAnEntity() throws {
        let value = "say \"\u{301}hi\" & 'x'\u{301}"
        let tree = try XMLElementTree.parse(Data("<a v=\"\(XMLText.attribute(value))\"/>".utf8))
        #expect(tree[attribute: "v"] == value)
    }
}
