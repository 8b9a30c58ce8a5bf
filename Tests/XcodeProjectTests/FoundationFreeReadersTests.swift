import Foundation
import Testing

@testable import XcodeProject

/// XcodeProject is built on FoundationEssentials (no ICU): what replaced Foundation-only calls is
/// checked here against Foundation itself, the oracle of what the tools printed before.
@Suite struct FoundationFreeReadersTests {
    /// The precomposed text the manglings walk gives what swift-build's decomposed walk (through
    /// Foundation's `decomposedStringWithCanonicalMapping`) gives, for every scalar alone and before
    /// a combining mark.
    @Test func identifierManglingAgreesWithTheDecomposedWalk() {
        func reference(_ text: String, _ replacement: Character) -> String {
            var result = ""
            var isFirst = true
            for character in text.decomposedStringWithCanonicalMapping {
                defer { isFirst = false }
                let scalars = character.unicodeScalars
                guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else {
                    result.append(replacement)
                    continue
                }
                switch scalar {
                case "A"..."Z", "a"..."z": result.append(character)
                case "0"..."9" where !isFirst: result.append(character)
                default: result.append(character == replacement ? character : replacement)
                }
            }
            return result
        }
        var differences: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !(0xD800...0xDFFF).contains(value) else { continue }
            for text in ["a\(scalar)", "\(scalar)\u{301}b", "\(scalar)"] {
                if IdentifierMangling.cIdentifier(text) != reference(text, "_")
                    || IdentifierMangling.rfc1034Identifier(text) != reference(text, "-")
                {
                    differences.append(String(value, radix: 16))
                }
            }
            if IdentifierMangling.precomposed("x\(scalar)") != "x\(scalar)".precomposedStringWithCanonicalMapping {
                differences.append("nfc " + String(value, radix: 16))
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
        #expect(IdentifierMangling.cIdentifier("\u{212A}elvin") == "Kelvin")
    }

    /// `#include` paths get `.xcconfig` when `NSString.pathExtension` is empty.
    @Test func pathExtensionAgreesWithNSString() {
        let paths = [
            "a", "a.xcconfig", ".hidden", "..", ".", "a.", "a/b", "a.b/c", "a/b.c/", "a/.b", "a//b.c//", "/", "",
            "..b", "a..b", ".a.b", "a/..", "x/y.z/", "a.b.c", "é.ü", " .x", "a. ", "a.b c", "//", "a/./", "a/.",
            "../x", "a.b/", "Config/Base", "Config/Base.debug", "$(SRCROOT)/x",
        ]
        for path in paths {
            #expect(XCConfigFile.hasPathExtension(path) == !(path as NSString).pathExtension.isEmpty, "\(path)")
        }
    }
}
