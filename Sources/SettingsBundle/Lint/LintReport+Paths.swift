extension LintReport {
    /// The report with its bundle and files named relative to `directory` (both absolute), as a
    /// user who passed a relative path wrote them: `/w/app/Settings.bundle` from `/w/tools` is
    /// `../app/Settings.bundle`, and its files `../app/Settings.bundle/Root.plist`
    /// (`Root.plist` from the bundle itself). A report whose bundle path is already relative is returned as is.
    public func relative(to directory: String) -> LintReport {
        guard bundle.hasPrefix("/"), directory.hasPrefix("/") else { return self }
        let path = Self.relativePath(bundle, from: directory)
        var copy = LintReport(bundle: path, diagnostics: diagnostics)
        for index in copy.diagnostics.indices {
            let file = copy.diagnostics[index].relativeFile
            copy.diagnostics[index].file = path == "." ? file : path + "/" + file
        }
        return copy
    }

    /// `path` (absolute) relative to `directory` (absolute), with `..` where needed; `.` for itself.
    static func relativePath(_ path: String, from directory: String) -> String {
        let target = path.split(separator: "/", omittingEmptySubsequences: true)
        let base = directory.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
