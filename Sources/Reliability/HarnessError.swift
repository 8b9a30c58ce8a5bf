import SystemCalls

/// Why an experiment could not run (as opposed to a loss it measured, which is a result).
enum HarnessError: Error, CustomStringConvertible, Equatable {
    /// A system call failed.
    case system(String, Int32)
    /// A built product the harness runs is missing.
    case missingProduct(String)
    /// A child process failed in a way that stops the experiment.
    case childFailed(command: String, status: Int32, message: String)

    public var description: String {
        switch self {
        case .system(let operation, let code):
            return "cannot \(operation): \(Errno(rawValue: code).message)"
        case .missingProduct(let path):
            return "\(path) is missing: build the package first (swift build)"
        case .childFailed(let command, let status, let message):
            return "\(command) exited with status \(status)" + (message.isEmpty ? "" : ": \(message)")
        }
    }
}
