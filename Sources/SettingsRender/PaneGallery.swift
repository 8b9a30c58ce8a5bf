import TextOutput

/// Every pane of a bundle side by side on one HTML page (each an inline SVG from
/// ``PaneRenderer``), for a pull request description or a design review.
public struct PaneGallery: Sendable {
    /// One pane: its file name stem (`Root`, `Pages-Diagnostics`), its title and its SVG.
    public struct Pane: Sendable, Hashable {
        public var name: String
        public var title: String
        public var svg: String

        public init(name: String, title: String, svg: String) {
            self.name = name
            self.title = title
            self.svg = svg
        }
    }

    /// The panes, in the order they are laid out (left to right, wrapping).
    public var panes: [Pane]
    /// The colours of the page around the panes.
    public var palette: RenderPalette
    /// The language of the page (its `lang`, and `dir="rtl"` for a right-to-left one, which also
    /// lays the panes out from the right).
    public var language: RenderLanguage

    public init(panes: [Pane], palette: RenderPalette = .light, language: RenderLanguage = RenderLanguage(code: "en")) {
        self.panes = panes
        self.palette = palette
        self.language = language
    }

    /// The longest stem ``name(forFile:)`` gives, in UTF-8 bytes: with a `-NN` for a repeated name
    /// and `.svg`, far under the 255 bytes a file name may have on common file systems (and room
    /// for a page file in a subfolder, whose folder name becomes part of the stem).
    public static let maximumNameBytes = 120

    /// The file name stem for a page file (`Pages/Diagnostics.plist` → `Pages-Diagnostics`): `/`,
    /// `\` and control characters (`TextOutput.TerminalText.isUnsafe(_:)`) as `-`; a stem longer
    /// than ``maximumNameBytes`` kept as a readable prefix, `-`, and 12 hexadecimal digits of a
    /// hash of the whole stem, so the same page always gets the same name and long names that
    /// share a prefix still differ.
    public static func name(forFile file: String) -> String {
        var stem = file
        if stem.hasSuffix(".plist") { stem.removeLast(".plist".count) }
        var mapped = String.UnicodeScalarView()
        for scalar in stem.unicodeScalars {
            mapped.append(scalar == "/" || scalar == "\\" || TerminalText.isUnsafe(scalar) ? "-" : scalar)
        }
        let full = String(mapped)
        guard full.utf8.count > maximumNameBytes else { return full }
        let hash = String(fnv1a64(Array(stem.utf8)), radix: 16)
        let digest = String(repeating: "0", count: 16 - hash.count) + hash
        var prefix = ""
        for character in full {
            guard prefix.utf8.count + character.utf8.count <= maximumNameBytes - 13 else { break }
            prefix.append(character)
        }
        return prefix + "-" + digest.prefix(12)
    }

    /// FNV-1a, 64 bits: a fixed, fast hash for names (not for security).
    private static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// The file name stems for page files, in order: each as ``name(forFile:)`` gives it, with `-2`,
    /// `-3`… added when an earlier one already has it, case ignored (`Pages/A.plist` and
    /// `Pages-A.plist` are `Pages-A` and `Pages-A-2`), so no pane's file overwrites another's, and
    /// no two figures of the page share an `id`, on any file system.
    public static func names(forFiles files: [String]) -> [String] {
        var taken: Set<String> = []
        return files.map { file in
            let stem = name(forFile: file)
            var candidate = stem
            var number = 2
            while !taken.insert(candidate.lowercased()).inserted {
                candidate = "\(stem)-\(number)"
                number += 1
            }
            return candidate
        }
    }

    /// The whole HTML document, `title` as its heading.
    public func html(title: String) -> String {
        var html =
            "<!DOCTYPE html>\n<html lang=\"\(XMLText.singleLine(language.code))\"\(language.isRightToLeft ? " dir=\"rtl\"" : "")>"
        html += "<head><meta charset=\"utf-8\"/>"
        html += "<title>\(XMLText.singleLine(title))</title>"
        html += "<style>body{margin:0;padding:24px;background:\(palette.isDark ? "#111111" : "#E5E5EA");"
        html += "color:\(palette.label);font-family:\(PaneRenderer.fontFamily)}"
        html += "h1{font-size:20px;margin:0 0 16px}.panes{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}"
        html += "figure{margin:0}figcaption{font-size:13px;color:\(palette.secondaryLabel);margin:0 0 6px}"
        html += "svg{display:block;border-radius:12px;box-shadow:0 1px 6px rgba(0,0,0,.25)}</style></head>\n<body>"
        html += "<h1 class=\"gallery-title\">\(XMLText.singleLine(title))</h1>\n<div class=\"panes\">\n"
        for pane in panes {
            html += "<figure class=\"pane-figure\" id=\"pane-\(XMLText.singleLine(pane.name))\">"
            html += "<figcaption>\(XMLText.singleLine(pane.title))</figcaption>\n"
            html += pane.svg
            html += "</figure>\n"
        }
        return html + "</div>\n</body></html>\n"
    }
}
