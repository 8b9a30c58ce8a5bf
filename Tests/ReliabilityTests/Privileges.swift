import Foundation
import SystemCalls
import TestSupport

/// Running a product as `nobody`, for real permission errors while the tests run as root.
enum Privileges {
    static let setpriv = "/usr/bin/setpriv"

    static var canDropToNobody: Bool { ProcessID.currentUser == 0 && FileSystem.isExecutable(setpriv) }

    /// Runs `product` through `setpriv` as uid/gid 65534 with the sandbox's HOME.
    static func runAsNobody(_ sandbox: Sandbox, _ product: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments =
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", "--",
                Sandbox.productsDirectory.appendingPathComponent(product).path,
            ] + arguments
        process.environment = ["HOME": sandbox.home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// What the child did.
    struct Outcome {
        var status: Int32
        var output: String
        var error: String
    }
}
