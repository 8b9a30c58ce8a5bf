/// A failure injected into one step of a commit, so tests can check that a failed write leaves the
/// old file intact (tests run as root, where permission tricks do not fail). Test scaffolding:
/// reachable only through `@_spi(Testing) import Defaults`.
@_spi(Testing) public struct StoreFault: Sendable, Equatable {
    /// The step that fails.
    public enum Step: Sendable, Equatable {
        /// The `flock` of the preferences folder (a file system that refuses it falls back to a
        /// sidecar lock file).
        case lockFolder
        /// Creating the temporary file.
        case createTemporary
        /// Writing the temporary file's bytes (after half of them were written).
        case write
        /// `fsync` of the temporary file.
        case sync
        /// Renaming the temporary file over the store file.
        case rename
    }

    public var step: Step
    /// The `errno` the step fails with.
    public var code: Int32

    /// A failure of `step` with `code`.
    public init(step: Step, code: Int32) {
        self.step = step
        self.code = code
    }
}
