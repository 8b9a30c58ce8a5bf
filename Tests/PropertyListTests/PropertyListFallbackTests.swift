import Foundation
import PropertyListFoundation
import Testing

@testable import PropertyList

/// PropertyList is built without Foundation; what its readers decline goes to the fallback it finds
/// in any program that links PropertyListFoundation (this test bundle does, as settings and
/// defaults do; settings-generate does not).
@Suite struct PropertyListFallbackTests {
    @Test func theLinkedFoundationCoderIsFoundByName() {
        #expect(PropertyListCoder.linkedFallback() is FoundationPropertyListCoder)
        #expect(PropertyListCoder.fallback is FoundationPropertyListCoder)
    }

    /// A form our reader leaves to Foundation (a hexadecimal integer) is read through it, and a
    /// malformed file gets Foundation's message.
    @Test func declinedFilesGoThroughFoundation() throws {
        let hex = Data("<plist version=\"1.0\"><integer>0x10</integer></plist>".utf8)
        #expect(XMLPropertyListReader.value(from: hex) == nil)
        #expect(try PropertyListCoder.decode(hex).value == .integer(16))
        let broken = Data("<plist version=\"1.0\"><dict><key>a</key></dict></plist>".utf8)
        #expect(throws: PropertyListError.self) { try PropertyListCoder.decode(broken) }
        do {
            _ = try PropertyListCoder.decode(broken)
        } catch {
            #expect(!error.description.contains("built without Foundation"), "\(error)")
        }
    }
}
