import Defaults
import DefaultsFoundation
import Foundation
import PropertyList
import TestSupport
import Testing

@Suite struct ExitFlushTests {
    /// A `set` without `synchronize()` reaches the disk at normal process exit (Foundation on Linux
    /// loses it: swift-corelibs-foundation#4837). The body runs in a child process.
    @Test func pendingChangesAreSavedAtExit() async throws {
        let home = TemporaryHome()
        await #expect(processExitsWith: .success) { [path = home.path as String] in
            let defaults = Defaults(
                applicationDomain: "com.example.exit", environment: DefaultsEnvironment(home: path), arguments: [])
            defaults.set("saved at exit", forKey: "k")
            defaults.set(42, forKey: "n")
            // Keep the instance alive so that only the exit hook can save the changes.
            _ = Unmanaged.passRetained(defaults)
            exit(0)
        }
        #expect(try home.read(home.file("com.example.exit")) == ["k": "saved at exit", "n": 42])
    }
}
