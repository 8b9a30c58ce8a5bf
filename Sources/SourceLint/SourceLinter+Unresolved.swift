import AppSources
import SettingsBundle

extension SourceLinter.Context {
    /// The most unresolved reads a note lists by place.
    static let listedUnresolvedReads = 10

    /// The one note of a bundle whose code has reads lint cannot name: where they are and why, and
    /// the keys it therefore makes no "does nothing" claim about.
    mutating func unresolvedNote(withholding withheld: [BundleKey]) {
        let count = unresolved.count + scan.skipped.count
        let reads = unresolved.prefix(Self.listedUnresolvedReads).map { use in
            "\(display(use.position)) \(use.accessor) (\(use.uncertainty ?? "the key is not known"))"
        }
        let files = scan.skipped.prefix(max(0, Self.listedUnresolvedReads - reads.count)).map {
            "a file not read, \(display(path: $0))"
        }
        let listed = reads + files
        var places = listed.joined(separator: "; ")
        if count > listed.count { places += "; and \(count - listed.count) more" }
        let names = withheld.prefix(5).map { "\"\($0.key)\"" }.joined(separator: ", ")
        let more = withheld.count > 5 ? " and \(withheld.count - 5) more" : ""
        let what =
            scan.skipped.isEmpty
            ? "read\(count == 1 ? "" : "s") of the app's code name\(count == 1 ? "s" : "")"
            : "read\(count == 1 ? "" : "s") or file\(count == 1 ? "" : "s") of the app's code name\(count == 1 ? "s" : "")"
        let uncertainty = "\(count) \(what) no key lint can follow: \(places)"
        let message =
            "lint makes no claim that a setting does nothing: \(uncertainty); any of them may read \(withheld.count == 1 ? "the key" : "the \(withheld.count) keys") no other read names (\(names)\(more))"
        // On the page of the first key it names: an InAppSettingsKit bundle may have no Root.plist.
        var diagnostic = Diagnostic(
            bundlePath: bundlePath, relativeFile: withheld.first?.relativeFile ?? "Root.plist", severity: .note,
            rule: .unreadKey, message: message)
        diagnostic.uncertainty = uncertainty
        bundleFindings.append(diagnostic)
    }

    /// A skipped file's entry (`path: why`) with its path shown like a finding's place.
    func display(path entry: String) -> String {
        guard let colon = entry.firstRange(of: ": ") else { return entry }
        let path = String(entry[..<colon.lowerBound])
        return String(display(SourcePosition(file: path, line: 1, column: 1)).dropLast(4)) + entry[colon.lowerBound...]
    }
}
