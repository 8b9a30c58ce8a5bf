import Glibc

/// This process's environment variables, read straight from the C library (no copy of the whole
/// environment, as `ProcessInfo.environment` makes).
package enum ProcessEnvironment {
    /// The value of `name`, nil when it is not set (`getenv(3)`).
    package static func value(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Sets `name` to `value` in this process's environment (`setenv(3)`): children started after
    /// it see the new value. Not thread-safe: call before threads read the environment.
    package static func set(_ name: String, _ value: String) {
        setenv(name, value, 1)
    }

    /// Replaces this process's program with `executable` (`execv(2)`), keeping the pid and the
    /// environment; returns only on failure, with the error.
    package static func replaceProcess(with executable: String, arguments: [String]) -> Errno {
        let argv = arguments.map { strdup($0) } + [nil]
        execv(executable, argv)
        let error = Errno.current
        for pointer in argv { free(pointer) }
        return error
    }
}

extension ProcessEnvironment {
    /// The path of the running executable with links resolved (`/proc/self/exe`); nil where there
    /// is no `/proc`.
    package static var executablePath: String? {
        guard let path = try? FileSystem.destinationOfSymbolicLink("/proc/self/exe"), !path.isEmpty else { return nil }
        return path
    }

    /// The home folder the user database gives for `user`, or for this process's user when nil
    /// (`getpwnam(3)`, `getpwuid(3)`); nil when there is no such user or no home.
    package static func homeDirectory(ofUser user: String?) -> String? {
        let entry = user.map { getpwnam($0) } ?? getpwuid(getuid())
        guard let entry, let dir = entry.pointee.pw_dir else { return nil }
        let home = String(cString: dir)
        return home.isEmpty ? nil : home
    }
}

extension ProcessEnvironment {
    /// Ends this process with `status`, flushing standard streams and running exit handlers
    /// (`exit(3)`).
    package static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }
}
