import FoundationEssentials
import PropertyList
import SystemCalls
import TextOutput

/// An `.xcconfig` file's assignments in order, with its `#include`s expanded in place.
///
/// Syntax: `NAME = value` and `NAME[cond=pattern] = value` lines; `//` starts a comment (also
/// after a value); `#include "path"` (an error when missing) and `#include? "path"` (skipped when
/// missing); a trailing `;` is ignored.
///
/// A relative `#include` path is looked for as swift-build's `MacroConfigFileLoader` does: in the
/// including file's folder, then in the folders of the files that included it (nearest first),
/// then in the search paths (Xcode passes the project's source root); the first that has it wins.
/// A path without an extension also tries `.xcconfig`.
package struct XCConfigFile: Sendable {
    /// The assignments in order, those of included files where the `#include` is.
    package var assignments: [BuildSettingAssignment]
    /// Files that could not be read (a missing required include, an include cycle), one message each.
    package var problems: [String]

    /// The most files one configuration reads, includes counted each time they are included: a
    /// file that includes another twice, which does the same, and so on, would otherwise read
    /// 2^32 files within the depth limit.
    static let maximumReads = 512

    /// Reads `url` and what it includes within `budget` (each file at most its bytes, includes at
    /// most its depth: 32 levels for ``InputBudget/buildSettings``) and `maximumReads` files; a
    /// cycle is reported once; a file past the budget is reported with the limit it went past. `variables` (such as `SRCROOT`) are expanded in `#include` paths;
    /// `searchPaths` are the folders a relative include is looked for in after the including files'.
    ///
    /// With `checkout`, only files inside that folder are read, after resolving symbolic links:
    /// an `#include "/home/me/.aws/credentials"` or `../../` out of it is skipped and reported in
    /// ``problems``, so a hostile project cannot make its settings show what another file holds;
    /// a search path's candidate outside it is not even looked at.
    package init(
        url: URL, variables: [String: String] = [:], checkout: URL? = nil, searchPaths: [URL] = [],
        budget: InputBudget = .buildSettings
    ) {
        var assignments: [BuildSettingAssignment] = []
        var problems: [String] = []
        var reads = 0
        let reader = Reader(
            checkout: checkout.map { $0.resolvingSymlinksInPath().standardizedFileURL.path }, budget: budget)
        reader.read(
            url.standardizedFileURL, required: true, variables: variables,
            searchPaths: searchPaths.map(\.standardizedFileURL), into: &assignments, problems: &problems,
            reads: &reads, stack: [])
        self.assignments = assignments
        self.problems = problems
    }

    /// Reads files, confined to a checkout when it has one.
    private struct Reader {
        /// The checkout's path (symbolic links resolved), if reads are confined to it.
        let checkout: String?
        /// What each file may hold, and how deep includes may go.
        let budget: InputBudget

        /// Whether `url` may be read: inside the checkout after resolving links (always without one).
        func isConfined(_ url: URL) -> Bool {
            guard let checkout else { return true }
            let real = url.resolvingSymlinksInPath().standardizedFileURL.path
            return real.hasPrefix(checkout.hasSuffix("/") ? checkout : checkout + "/")
        }

        /// The file an `#include` of `path` in a file of `folder` names: the first of `folder` and
        /// `searchPaths` that has it (with `.xcconfig` added when it has no extension), else the
        /// path in `folder`, for ``read`` to report.
        func resolve(_ path: String, in folder: URL, searchPaths: [URL]) -> URL {
            let addsExtension = !XCConfigFile.hasPathExtension(path)
            func existing(_ candidate: URL) -> URL? {
                for url in [candidate] + (addsExtension ? [URL(fileURLWithPath: candidate.path + ".xcconfig")] : [])
                where isConfined(url) && FileManager.default.fileExists(atPath: url.path) {
                    return url
                }
                return nil
            }
            if path.hasPrefix("/") { return existing(URL(fileURLWithPath: path)) ?? URL(fileURLWithPath: path) }
            for base in [folder] + searchPaths {
                if let found = existing(base.appendingPathComponent(path).standardizedFileURL) { return found }
            }
            return folder.appendingPathComponent(path)
        }

        func read(
            _ url: URL, required: Bool, variables: [String: String], searchPaths: [URL], lookedIn: [URL] = [],
            into assignments: inout [BuildSettingAssignment], problems: inout [String], reads: inout Int,
            stack: [String]
        ) {
            if let checkout {
                guard isConfined(url) else {
                    problems.append(
                        "\(url.path) is not read: it is outside the checkout \(checkout)"
                            + (stack.last.map { " (included from \($0))" } ?? ""))
                    return
                }
            }
            guard !stack.contains(url.path) else {
                problems.append("\(url.path) includes itself (through \(stack.last ?? url.path)); the cycle is skipped")
                return
            }
            do throws(InputBudgetError) {
                try budget.check(depth: stack.count + 1, at: "included from \(stack.last ?? url.path)")
            } catch {
                problems.append("\(error.inFile(url.path)); it is not read")
                return
            }
            guard reads < XCConfigFile.maximumReads else {
                if reads == XCConfigFile.maximumReads {
                    problems.append(
                        "\(url.path) and the files after it are not read: the includes read \(XCConfigFile.maximumReads) files already"
                    )
                    reads += 1
                }
                return
            }
            reads += 1
            if let size = FileSystem.statusIfPresent(of: url.path)?.size, size > Int64(budget.maximumBytes) {
                problems.append(
                    "\(InputBudgetError(.bytes, maximum: budget.maximumBytes).inFile(url.path)); it is not read")
                return
            }
            guard let data = FileManager.default.contents(atPath: url.path), data.count <= budget.maximumBytes else {
                if required {
                    // A relative include no folder of the search has: the other folders looked in.
                    let also = lookedIn.isEmpty ? "" : "; not in \(lookedIn.map(\.path).joined(separator: ", ")) either"
                    problems.append("\(url.path) cannot be read (included from \(stack.last ?? "the project")\(also))")
                }
                return
            }
            let text = String(decoding: data, as: UTF8.self)
            for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                var line = String(rawLine).trimmingWhitespace()
                if line.hasPrefix("#include") {
                    let optional = line.hasPrefix("#include?")
                    let rest = line.dropFirst(optional ? 9 : 8).trimmingSpaces()
                    guard rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
                    var path = String(rest[rest.index(after: rest.startIndex)..<end])
                    for (name, value) in variables {
                        path = path.replacing("$(\(name))", with: value)
                            .replacing("${\(name)}", with: value)
                    }
                    // `<DEVELOPER_DIR>/...` paths name files of an Xcode installation: not in a checkout.
                    guard !path.hasPrefix("<") else { continue }
                    let folder = url.deletingLastPathComponent()
                    let included = resolve(path, in: folder, searchPaths: searchPaths)
                    // The included file looks in its own folder, then in this one's and this one's list.
                    let nested = [folder] + searchPaths.filter { $0 != folder }
                    read(
                        included.standardizedFileURL, required: !optional, variables: variables, searchPaths: nested,
                        lookedIn: path.hasPrefix("/") ? [] : searchPaths.filter { $0 != folder },
                        into: &assignments, problems: &problems, reads: &reads, stack: stack + [url.path])
                    continue
                }
                line = XCConfigFile.stripComment(line)
                guard let equals = line.firstIndex(of: "=") else { continue }
                // The first `=` outside the conditions' brackets separates the name from the value.
                var depth = 0
                var separator: String.Index?
                for index in line.indices[..<line.endIndex] {
                    switch line[index] {
                    case "[": depth += 1
                    case "]": depth -= 1
                    case "=" where depth == 0:
                        separator = index
                    default: break
                    }
                    if separator != nil { break }
                }
                let split = separator ?? equals
                var value = String(line[line.index(after: split)...]).trimmingWhitespace()
                if value.hasSuffix(";") { value = String(value.dropLast()).trimmingWhitespace() }
                if let assignment = BuildSettingAssignment(
                    key: String(line[..<split]), value: value, origin: .xcconfig(path: url.path))
                {
                    assignments.append(assignment)
                }
            }
        }
    }

    /// The line without its `//` comment (a `//` inside double quotes is kept, so a quoted URL survives).
    static func stripComment(_ line: String) -> String {
        var inQuotes = false
        var previousSlash = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if character == "/" && !inQuotes {
                if previousSlash { return String(line[..<line.index(before: index)]).trimmingWhitespace() }
                previousSlash = true
            } else {
                previousSlash = false
            }
            index = line.index(after: index)
        }
        return line
    }
}

extension XCConfigFile {
    /// Whether the last component of `path` has an extension, as `NSString.pathExtension` is not
    /// empty: a `.` after its first character with something after it, trailing slashes ignored,
    /// `..` none.
    static func hasPathExtension(_ path: String) -> Bool {
        var name = Substring(path)
        while name.count > 1, name.hasSuffix("/") { name = name.dropLast() }
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        guard name != "..", let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return name.index(after: dot) != name.endIndex
    }
}
