import Foundation

/// A new folder under the temporary directory, removed with its contents when released (a suite
/// holds one, so each test's files go when the test ends).
final class TemporaryFolder: Sendable {
    let url: URL

    init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
