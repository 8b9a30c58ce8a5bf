import Foundation
import Testing

@testable import SourceLint

/// A finding's file is its path standardized as text (issue 29): what `URL(fileURLWithPath:)`
/// gave, without a `stat` of the file.
@Suite struct SourcePathTests {
    @Test func aSourcePathIsStandardizedAsFoundationDoes() {
        for path in [
            "/App/Sources/Main.swift", "/App/Sources/../Keys/K.swift", "/App/./Sources//A.swift",
            "/App/My Code/%20.swift",
            "/App/Sources/Ünïcode.m", "/a/b/c/../../d.h",
        ] {
            #expect(SourceLinter.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
        #expect(SourceLinter.standardized("/App/Sources/../Keys/K.swift") == "/App/Keys/K.swift")
    }
}
