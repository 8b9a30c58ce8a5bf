// libFuzzer target: the argument-domain parser. The input is split on NUL bytes into launch arguments.
import Defaults
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgumentDomain(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    _ = ArgumentDomain.parse(["program"] + arguments)
    return 0
}
