import SettingsBundle
import TextOutput

/// `settings lint --format checkstyle`: Checkstyle XML, which code-review bots and CI plugins read.
///
/// `<checkstyle version="4.3">` holding one `<file name=...>` per file with shown findings (in the
/// order lint found them) and one `<error line column severity message source>` per finding;
/// notes have severity `info`, `source` is `settings.rules.RULE`, and `line`/`column` are left
/// out when unknown.
public enum CheckstyleLintReporter {
    /// The XML document.
    public static func render(_ reports: [LintReport], options: LintOutputOptions) -> String {
        var files: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for report in reports {
            for diagnostic in options.shown(report) {
                if byFile[diagnostic.file] == nil { files.append(diagnostic.file) }
                byFile[diagnostic.file, default: []].append(diagnostic)
            }
        }
        var output = XMLText.declaration + "\n" + "<checkstyle version=\"4.3\">\n"
        for file in files {
            output += "  <file name=\"\(XMLText.attribute(file))\">\n"
            for diagnostic in byFile[file]! { output += "    " + element(for: diagnostic) + "\n" }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    /// Checkstyle's severity for ours: `error`, `warning`, or `info` for a note.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }

    private static func element(for diagnostic: Diagnostic) -> String {
        var attributes: [String] = []
        if let line = diagnostic.line {
            attributes.append("line=\"\(line)\"")
            if let column = diagnostic.column { attributes.append("column=\"\(column)\"") }
        }
        attributes.append("severity=\"\(severity(diagnostic.severity))\"")
        attributes.append("message=\"\(XMLText.attribute(diagnostic.reportedMessage))\"")
        attributes.append("source=\"settings.rules.\(XMLText.attribute(diagnostic.rule.rawValue))\"")
        return "<error " + attributes.joined(separator: " ") + "/>"
    }
}
