import Foundation
import TextOutput

/// An `.xcconfig` file's assignments in order, with its `#include`s expanded in place.
///
/// Syntax: `NAME = value` and `NAME[cond=pattern] = value` lines; `//` starts a comment (also
/// after a value); `#include "path"` (an error when missing) and `#include? "path"` (skipped when
/// missing), relative to the including file's folder; a trailing `;` is ignored.
package struct XCConfigFile: Sendable {
    /// The assignments in order, those of included files where the `#include` is.
    package var assignments: [BuildSettingAssignment]
    /// Files that could not be read (a missing required include, an include cycle), one message each.
    package var problems: [String]

    /// The most files one configuration reads, includes counted each time they are included: a
    /// file that includes another twice, which does the same, and so on, would otherwise read
    /// 2^32 files within the depth limit.
    static let maximumReads = 512
    /// The largest xcconfig file read (real ones are a few kilobytes; this bounds hostile input).
    static let maximumFileSize = 16 << 20

    /// Reads `url` and what it includes (at most 32 levels deep and `maximumReads` files; a
    /// cycle is reported once). `variables` (such as `SRCROOT`) are expanded in `#include` paths.
    ///
    /// With `checkout`, only files inside that folder are read, after resolving symbolic links:
    /// an `#include "/home/me/.aws/credentials"` or `../../` out of it is skipped and reported in
    /// ``problems``, so a hostile project cannot make its settings show what another file holds.
    package init(url: URL, variables: [String: String] = [:], checkout: URL? = nil) {
        var assignments: [BuildSettingAssignment] = []
        var problems: [String] = []
        var reads = 0
        let reader = Reader(checkout: checkout.map { $0.resolvingSymlinksInPath().standardizedFileURL.path })
        reader.read(
            url.standardizedFileURL, required: true, variables: variables, into: &assignments, problems: &problems,
            reads: &reads, stack: [])
        self.assignments = assignments
        self.problems = problems
    }

    /// Reads files, confined to a checkout when it has one.
    private struct Reader {
        /// The checkout's path (symbolic links resolved), if reads are confined to it.
        let checkout: String?

        func read(
            _ url: URL, required: Bool, variables: [String: String], into assignments: inout [BuildSettingAssignment],
            problems: inout [String], reads: inout Int,
            stack: [String]
        ) {
            if let checkout {
                let real = url.resolvingSymlinksInPath().standardizedFileURL.path
                guard real.hasPrefix(checkout.hasSuffix("/") ? checkout : checkout + "/") else {
                    problems.append(
                        "\(url.path) is not read: it is outside the checkout \(checkout)"
                            + (stack.last.map { " (included from \($0))" } ?? ""))
                    return
                }
            }
            guard !stack.contains(url.path), stack.count < 32 else {
                problems.append("\(url.path) includes itself (through \(stack.last ?? url.path)); the cycle is skipped")
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
            guard let data = FileManager.default.contents(atPath: url.path),
                data.count <= XCConfigFile.maximumFileSize
            else {
                if required {
                    problems.append("\(url.path) cannot be read (included from \(stack.last ?? "the project"))")
                }
                return
            }
            let text = String(decoding: data, as: UTF8.self)
            for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                var line = String(rawLine).trimmingWhitespace()
                if line.hasPrefix("#include") {
                    let optional = line.hasPrefix("#include?")
                    let rest = line.dropFirst(optional ? 9 : 8).trimmingCharacters(in: .whitespaces)
                    guard rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
                    var path = String(rest[rest.index(after: rest.startIndex)..<end])
                    for (name, value) in variables {
                        path = path.replacingOccurrences(of: "$(\(name))", with: value)
                            .replacingOccurrences(of: "${\(name)}", with: value)
                    }
                    // `<DEVELOPER_DIR>/...` paths name files of an Xcode installation: not in a checkout.
                    guard !path.hasPrefix("<") else { continue }
                    let included =
                        path.hasPrefix("/")
                        ? URL(fileURLWithPath: path)
                        : url.deletingLastPathComponent().appendingPathComponent(path)
                    read(
                        included.standardizedFileURL, required: !optional, variables: variables, into: &assignments,
                        problems: &problems, reads: &reads, stack: stack + [url.path])
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
