import TestSupport

/// A throw-away HOME for one test (the shared ``Sandbox``).
typealias TemporaryHome = Sandbox
