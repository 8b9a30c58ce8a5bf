import SettingsBundle

extension LintReport {
    /// The report with its bundle and files named relative to `directory` (both absolute), as a
    /// user who passed a relative path wrote them: `/w/app/Settings.bundle` from `/w/tools` is
    /// `../app/Settings.bundle`, and its files `../app/Settings.bundle/Root.plist`
    /// (`Root.plist` from the bundle itself). A report whose bundle path is already relative is returned as is.
    public func relative(to directory: String) -> LintReport {
        guard bundle.hasPrefix("/"), directory.hasPrefix("/") else { return self }
        let path = RelativePath.of(bundle, from: directory)
        var copy = LintReport(bundle: path, diagnostics: diagnostics)
        for index in copy.diagnostics.indices {
            let file = copy.diagnostics[index].relativeFile
            if file.hasPrefix("../"), copy.diagnostics[index].file.hasPrefix("/") {
                // A finding in the app's sources, outside the bundle.
                copy.diagnostics[index].file = RelativePath.of(copy.diagnostics[index].file, from: directory)
                continue
            }
            copy.diagnostics[index].file = path == "." ? file : path + "/" + file
        }
        return copy
    }
}
