import FoundationEssentials
import PropertyList
import SettingsBundle

/// Gives lint findings their place: the line and column of the specifier (and of the offending
/// key) in XML pages, the line in `.strings` files, and a note saying why binary and OpenStep
/// pages have none. Each file with findings is read and scanned once, after linting, so loading
/// (and the fast XML reader) never pays for positions.
struct LintPlacer {
    let fileSystem: BundleFileSystem
    private var tables: [String: Place] = [:]

    private enum Place {
        case xml(XMLPositionTable)
        case none(note: String?)
    }

    init(fileSystem: BundleFileSystem) { self.fileSystem = fileSystem }

    /// `diagnostic` with its place filled in (unchanged when it already has one or none is known).
    mutating func place(_ diagnostic: Diagnostic) -> Diagnostic {
        var result = diagnostic
        guard result.line == nil, result.placeNote == nil else { return result }
        guard result.relativeFile.hasSuffix(".plist") else { return result }
        switch place(of: result.relativeFile) {
        case .none(let note):
            result.placeNote = note
        case .xml(let table):
            var base: [XMLPositionTable.Component] = []
            if let index = result.specifierIndex {
                base = [.key("PreferenceSpecifiers"), .index(index)]
                if let position = table.value(at: base) {
                    result.specifierLine = position.line
                    result.specifierColumn = position.column
                }
            }
            var position = table.value(at: base)
            for key in candidateKeys(result) {
                if let found = table.keys[base + [.key(key)]] {
                    position = found
                    break
                }
            }
            if let position {
                result.line = position.line
                result.column = position.column
            }
        }
        return result
    }

    /// The offending key by rule, else the key the message names first (`Title is a dictionary`).
    private func candidateKeys(_ diagnostic: Diagnostic) -> [String] {
        var keys: [String] = []
        if let key = diagnostic.rule.offendingKey { keys.append(key) }
        var body = Substring(diagnostic.message)
        if diagnostic.specifierIndex != nil, let colon = body.firstRange(of: ": ") { body = body[colon.upperBound...] }
        if let word = body.split(separator: " ", maxSplits: 1).first, word.first?.isUppercase == true {
            keys.append(String(word))
        }
        return keys
    }

    private mutating func place(of file: String) -> Place {
        if let known = tables[file] { return known }
        var result = Place.none(note: nil)
        if let data = try? fileSystem.read(file) {
            if data.starts(with: Array("bplist".utf8)) {
                result = .none(note: "binary page: no line numbers")
            } else if let decoded = try? PropertyListCoder.decode(data) {
                switch decoded.format {
                case .xml: result = .xml(XMLPositionTable(data: data))
                case .binary: result = .none(note: "binary page: no line numbers")
                case .openStep: result = .none(note: "OpenStep page: no line numbers")
                }
            } else if data.firstRange(of: Array("<plist".utf8)) != nil {
                // Unreadable XML: its error names the line (from Foundation) when it can.
                result = .none(note: nil)
            }
        }
        tables[file] = result
        return result
    }
}
