import ArgumentParser
import FoundationEssentials
import TextOutput

/// `settings --help`: the root's overview and subcommands together with the editor's usage,
/// arguments and options, since `settings` with no subcommand is the editor and its options are
/// what a user looks for first.
///
/// Built from ArgumentParser's own help texts, so each option is described in one place.
enum TopLevelHelp {
    static func text(columns: Int? = nil) -> String {
        let root = sections(SettingsCommand.helpMessage(columns: columns))
        let editor = sections(SettingsCommand.helpMessage(for: EditCommand.self, columns: columns))
        var output: [String] = []
        output += root.first { $0.title == "OVERVIEW" }?.lines ?? []
        if let usage = editor.first(where: { $0.title == "USAGE" })?.lines.first {
            // With many options ArgumentParser writes `[<options>] [<paths> ...]`: the paths come first here.
            let editorUsage = usage.replacingScalars(of: "USAGE: settings edit ", with: "USAGE: settings ")
                .replacingScalars(of: "[<options>] [<paths> ...]", with: "[<paths> ...] [<options>]")
            output += [editorUsage + " [-- <launch arguments> ...]", "       settings <subcommand> ...", ""]
        }
        output += editor.first { $0.title == "ARGUMENTS" }?.lines ?? []
        // The root's own flags (--version, --help) after the editor's options, each once.
        let rootOptions = (root.first { $0.title == "OPTIONS" }?.lines ?? []).dropFirst()
        let rootFlags = Set(rootOptions.filter { !$0.isEmpty })
        var options = (editor.first { $0.title == "OPTIONS" }?.lines ?? []).filter { !rootFlags.contains($0) }
        while options.last?.isEmpty == true { options.removeLast() }
        output += options + rootOptions
        output += root.first { $0.title == "SUBCOMMANDS" }?.lines ?? []
        return output.joined(separator: "\n").trimmingTrailingNewlines() + "\n"
    }

    /// The help text cut at its section headers (`OVERVIEW:`, `USAGE:`, `OPTIONS:`…), each section
    /// with its header line.
    static func sections(_ help: String) -> [(title: String, lines: [String])] {
        var result: [(title: String, lines: [String])] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let colon = line.firstIndex(of: ":"), line.first?.isUppercase == true,
                line[..<colon].allSatisfy({ $0.isUppercase || $0 == " " })
            {
                result.append((String(line[..<colon]), [line]))
            } else if !result.isEmpty {
                result[result.count - 1].lines.append(line)
            }
        }
        return result
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
