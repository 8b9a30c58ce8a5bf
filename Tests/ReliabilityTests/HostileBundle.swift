import Foundation
import PropertyList

/// A hostile Settings.bundle built at test time in `folder`: path escapes (`..`, absolute, a
/// symlink out), a self-reference and a cycle, escape sequences, NULs and C1 controls in titles,
/// footers, keys, defaults and translations, a 10 MB title, invalid UTF-8, and wrong types for
/// every key. Next to the bundle sits `Outside.plist`, whose marker must never be read.
struct HostileBundle {
    static let outsideMarker = "OUTSIDE-MARKER-never-read"
    static let secretMarker = "SECRET-MARKER-never-shown"

    let folder: String
    var bundle: String { folder + "/Hostile.app/Settings.bundle" }

    init(in folder: String) throws {
        self.folder = folder
        let manager = FileManager.default
        try manager.createDirectory(atPath: bundle + "/en.lproj", withIntermediateDirectories: true)
        try Self.page([["Type": "PSTitleValueSpecifier", "Title": .string(Self.outsideMarker), "Key": "outside"]])
            .write(to: URL(fileURLWithPath: folder + "/Outside.plist"))
        try manager.createSymbolicLink(atPath: bundle + "/Linked.plist", withDestinationPath: "../../Outside.plist")
        try manager.createSymbolicLink(
            atPath: bundle + "/en.lproj/Linked.strings", withDestinationPath: "../../../Outside.plist")
        try Data("\"Root\" = \"\(Self.outsideMarker)\";".utf8).write(
            to: URL(fileURLWithPath: folder + "/Outside.strings"))

        let escape = "\u{1B}[2J\u{1B}]0;pwned\u{07}"
        let specifiers: [PlistValue] = [
            [
                "Type": "PSGroupSpecifier", "Title": .string("Group\(escape)"),
                "FooterText": .string("foot\u{0}er\u{9B}31m\u{08}\u{7F}\r\nline two"),
            ],
            [
                "Type": "PSTextFieldSpecifier", "Key": .string("esc\u{1B}[31mkey"), "Title": .string("Name\u{1B}[5m"),
                "DefaultValue": .string("value\u{1B}[0m\u{0}"),
            ],
            [
                "Type": "PSTextFieldSpecifier", "Key": "password", "Title": "Password", "IsSecure": true,
                "DefaultValue": .string(Self.secretMarker),
            ],
            ["Type": "PSChildPaneSpecifier", "Title": "Up", "File": "../../Outside"],
            ["Type": "PSChildPaneSpecifier", "Title": "Absolute", "File": .string(folder + "/Outside")],
            ["Type": "PSChildPaneSpecifier", "Title": "Link", "File": "Linked"],
            ["Type": "PSChildPaneSpecifier", "Title": "Self", "File": "Root"],
            ["Type": "PSChildPaneSpecifier", "Title": "Cycle", "File": "A"],
            ["Type": "PSChildPaneSpecifier", "Title": "NUL", "File": .string("A\u{0}B")],
            [
                "Type": "PSToggleSwitchSpecifier", "Key": "big",
                "Title": .string(String(repeating: "T", count: 10_000_000)),
                "DefaultValue": true,
            ],
            // Wrong types for every key.
            ["Type": 42, "Key": "typeIsANumber", "Title": "x"],
            [
                "Type": "PSMultiValueSpecifier", "Key": ["an", "array"], "Title": 7, "Titles": "not an array",
                "Values": 5, "DefaultValue": ["a": "dictionary"], "ShortTitles": .data(Data([1, 2])),
            ],
            [
                "Type": "PSSliderSpecifier", "Key": "slider", "MinimumValue": "zero", "MaximumValue": [1],
                "DefaultValue": .date(Date(timeIntervalSince1970: 0)), "MinimumValueImage": 3,
            ],
            [
                "Type": "PSToggleSwitchSpecifier", "Key": "toggle", "Title": .data(Data([0x1B])),
                "DefaultValue": "maybe",
                "TrueValue": ["x"], "FalseValue": ["y": 1],
            ],
            [
                "Type": "PSTextFieldSpecifier", "Key": "field", "KeyboardType": 9, "AutocapitalizationType": ["x"],
                "AutocorrectionType": true, "IsSecure": "yes", "SupportedUserInterfaceIdioms": "Phone",
            ],
            [
                "Type": "PSRadioGroupSpecifier", "Key": "radio", "Titles": [1, 2], "Values": [],
                "DisplaySortedByTitle": "x",
            ],
            ["Type": "PSChildPaneSpecifier", "Title": "Wrong", "File": 12],
            "a string instead of a specifier",
            ["Type": "PSNewTypeFromTheFuture", "Key": "future"],
        ]
        let root: PlistValue = [
            "PreferenceSpecifiers": .array(specifiers), "StringsTable": "Root",
            "ApplicationGroupContainerIdentifier": ["not", "a", "string"],
        ]
        try PropertyListCoder.encodeBinary(root).write(to: URL(fileURLWithPath: bundle + "/Root.plist"))
        try Self.page([["Type": "PSChildPaneSpecifier", "Title": "to B", "File": "B"]])
            .write(to: URL(fileURLWithPath: bundle + "/A.plist"))
        try Self.page([["Type": "PSChildPaneSpecifier", "Title": "back to A", "File": "A"]])
            .write(to: URL(fileURLWithPath: bundle + "/B.plist"))
        // A page whose XML holds invalid UTF-8, and a strings table that is not UTF-8 at all.
        var invalid = Data(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><array><dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>"
                .utf8)
        invalid += Data([0xFF, 0xFE, 0xC3, 0x28, 0x1B]) + Data("</string></dict></array></dict></plist>".utf8)
        try invalid.write(to: URL(fileURLWithPath: bundle + "/Invalid.plist"))
        try (Data("\"Name\u{1B}[5m\" = \"".utf8) + Data([0xC3, 0x28, 0xFF]) + Data("\";".utf8))
            .write(to: URL(fileURLWithPath: bundle + "/en.lproj/Root.strings"))
        try Data("\"Group\" = \"Tr\u{1B}]52;c;aGk=\u{07}anslated\";".utf8)
            .write(to: URL(fileURLWithPath: bundle + "/en.lproj/Other.strings"))
    }

    static func page(_ specifiers: [PlistValue]) throws -> Data {
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": .array(specifiers)])
    }

    /// The forbidden byte sequences found in `data` (one pass: outputs can be 10 MB).
    static func forbiddenSequences(in data: Data) -> Set<[UInt8]> {
        var found: Set<[UInt8]> = []
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var index = 0
            while index < raw.count {
                let byte = raw[index]
                if byte == 0x1B || byte == 0x07 || byte == 0x00 || byte == 0x08 || byte == 0x7F {
                    found.insert([byte])
                } else if byte == 0xC2, index + 1 < raw.count, (0x80...0x9F).contains(raw[index + 1]) {
                    found.insert([byte, raw[index + 1]])
                }
                index += 1
            }
        }
        return found
    }
}
