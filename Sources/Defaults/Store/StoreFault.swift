/// A failure injected into one step of a commit, so tests can check that a failed write leaves the
/// old file intact (tests run as root, where permission tricks do not fail). Internal: reachable
/// only through `@testable import`.
struct StoreFault: Sendable, Equatable {
    enum Step: Sendable, Equatable {
        /// Creating the temporary file.
        case createTemporary
        /// Writing the temporary file's bytes (after half of them were written).
        case write
        /// `fsync` of the temporary file.
        case sync
        /// Renaming the temporary file over the store file.
        case rename
    }

    var step: Step
    /// The `errno` the step fails with.
    var code: Int32
}
