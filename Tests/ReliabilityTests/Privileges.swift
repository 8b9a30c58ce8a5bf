import Foundation
import SystemCalls
import TestSupport

/// Running a product as `nobody`, for real permission errors while the tests run as root.
enum Privileges {
    static let setpriv = "/usr/bin/setpriv"

    static var canDropToNobody: Bool { ProcessID.currentUser == 0 && FileSystem.isExecutable(setpriv) }

    /// Runs `product` through `setpriv` as uid/gid 65534 with the sandbox's HOME.
    static func runAsNobody(_ sandbox: Sandbox, _ product: String, _ arguments: [String]) throws -> Outcome {
        let ran = try TestProcess.run(
            setpriv,
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", "--",
                Sandbox.productsDirectory.appendingPathComponent(product).path,
            ] + arguments, environment: ["HOME": sandbox.home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        return Outcome(status: ran.status, output: ran.text, error: ran.error)
    }

    /// What the child did.
    struct Outcome {
        var status: Int32
        var output: String
        var error: String
    }
}
