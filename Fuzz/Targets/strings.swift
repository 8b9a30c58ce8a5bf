// libFuzzer target: the `.strings` reader (UTF-8/UTF-16 with or without BOM, old-style and plist forms).
import Foundation
import SettingsBundle

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? StringsFile.parse(data)
    return 0
}
