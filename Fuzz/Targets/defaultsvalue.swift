// libFuzzer target: the `defaults write` value parser (typed flags, untyped OpenStep/XML values) and
// the printer of what it parsed. The input is split on NUL bytes into the arguments after the key.
import Foundation
import PropertyList

@testable import DefaultsTool

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDefaultsValue(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    if let value = try? OpenStepParser.parse(text) { _ = OpenStepPrinter.string(for: value) }
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    var parser = ValueArguments(arguments, from: 0)
    if let value = try? parser.parseValue() {
        _ = OpenStepPrinter.string(for: value)
        _ = try? PropertyListCoder.encodeXML(value)
    }
    return 0
}
