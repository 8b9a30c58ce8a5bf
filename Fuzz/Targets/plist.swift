// libFuzzer target: the property list reader (XML, binary, OpenStep) and the XML writer on what it read.
import Foundation
import PropertyList

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlist(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard let (value, _) = try? PropertyListCoder.decode(data) else { return 0 }
    // Whatever was read must be printable and, when encodable, read back without a crash.
    _ = OpenStepPrinter.string(for: value)
    if let xml = try? PropertyListCoder.encodeXML(value) { _ = try? PropertyListCoder.decode(xml) }
    return 0
}
