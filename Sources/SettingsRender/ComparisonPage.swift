import SettingsComparison
import TextOutput

/// A review of a Settings.bundle change as one self-contained HTML page: each changed pane drawn
/// before and after side by side (inline SVGs from ``PaneRenderer``, with their ``RowMark``s),
/// and the list of its changes beside the pictures. Nothing is loaded from elsewhere: no script,
/// no link, no image file.
public struct ComparisonPage: Sendable {
    /// One change as listed beside the pictures.
    public struct Entry: Sendable, Hashable {
        /// How it is marked on the pictures (nil: it is not a row's, or not drawn).
        public var mark: RowMark?
        /// The kind, as a reader names it (`Row added`).
        public var label: String
        /// The sentence that says what the user will see.
        public var summary: String
        /// The kind's identifier (`rowAdded`), for the page's structure.
        public var kind: String
        /// The keys `summary` quotes as Markdown code (`SettingsChange.codeSpans`), drawn as code.
        public var codeSpans: [String]

        public init(mark: RowMark?, label: String, summary: String, kind: String, codeSpans: [String] = []) {
            self.mark = mark
            self.label = label
            self.summary = summary
            self.kind = kind
            self.codeSpans = codeSpans
        }

        /// The summary as HTML: escaped, each quoted key as `<code>` without its backticks.
        var summaryHTML: String {
            var html = ""
            var rest = Substring(summary)
            for span in codeSpans {
                let fenced = MarkdownText.code(span)
                guard let range = rest.firstRange(of: fenced) else { continue }
                html += XMLText.singleLine(String(rest[..<range.lowerBound]))
                html += "<code>" + XMLText.singleLine(span) + "</code>"
                rest = rest[range.upperBound...]
            }
            return html + XMLText.singleLine(String(rest))
        }
    }

    /// One changed pane: its pictures (nil where that version has no such pane) and its changes.
    public struct Pane: Sendable, Hashable {
        public var heading: String
        public var before: String?
        public var after: String?
        public var entries: [Entry]

        public init(heading: String, before: String?, after: String?, entries: [Entry]) {
            self.heading = heading
            self.before = before
            self.after = after
            self.entries = entries
        }
    }

    /// The names of the two versions (paths, or `REV:path`).
    public var oldName: String
    public var newName: String
    /// The one-line summary (`5 changes, 1 default changed`).
    public var headline: String
    public var panes: [Pane]
    public var palette: RenderPalette
    public var language: RenderLanguage

    public init(
        oldName: String, newName: String, headline: String, panes: [Pane], palette: RenderPalette = .light,
        language: RenderLanguage = RenderLanguage(code: "en")
    ) {
        self.oldName = oldName
        self.newName = newName
        self.headline = headline
        self.panes = panes
        self.palette = palette
        self.language = language
    }

    /// The HTML document.
    public func html() -> String {
        let e = XMLText.singleLine
        let page = palette.isDark ? "#111111" : "#E5E5EA"
        var html = "<!DOCTYPE html>\n<html lang=\"\(e(language.code))\">"
        html += "<head><meta charset=\"utf-8\"/><title>Settings changes: \(e(newName))</title>"
        html += "<style>body{margin:0;padding:24px;background:\(page);color:\(palette.label);"
        html += "font-family:\(PaneRenderer.fontFamily)}h1{font-size:20px;margin:0 0 4px}"
        html += "h2{font-size:17px;margin:28px 0 10px}.headline{margin:0 0 8px;font-size:14px}"
        html += ".legend{font-size:13px;color:\(palette.secondaryLabel);margin:0 0 8px}"
        html += ".sides{display:flex;gap:24px;align-items:flex-start}"
        html += "figure{margin:0;flex:none}figcaption{font-size:13px;color:\(palette.secondaryLabel);margin:0 0 6px;"
        html += "max-width:390px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}"
        html += "svg{display:block;border-radius:12px;box-shadow:0 1px 6px rgba(0,0,0,.25)}"
        html += ".absent{width:390px;height:120px;border:2px dashed \(palette.separator);border-radius:12px;"
        html += "display:flex;align-items:center;justify-content:center;color:\(palette.secondaryLabel);font-size:14px}"
        html += ".changes{margin:22px 0 0;padding:0;list-style:none;font-size:14px;line-height:1.4;min-width:260px;"
        html += "max-width:520px}.changes li{margin:0 0 8px;padding-left:26px;text-indent:-26px}"
        html += ".badge{display:inline-block;width:18px;height:18px;border-radius:9px;color:#FFFFFF;"
        html += "text-align:center;font-weight:700;font-size:13px;line-height:18px;text-indent:0;margin-right:8px}"
        html += ".badge.none{background:\(palette.secondaryLabel)}"
        for mark in RowMark.allCases { html += ".badge.\(mark.rawValue){background:\(mark.colour)}" }
        html += "</style></head>\n<body>"
        html += "<h1>Settings changes</h1>"
        html += "<p class=\"headline\"><code>\(e(oldName))</code> → <code>\(e(newName))</code>: \(e(headline))</p>"
        html += "<p class=\"legend\">"
        html += RowMark.allCases.map { "\(badge($0)) \($0.rawValue)" }.joined(separator: " &#160; ")
        html += "</p>\n"
        for (index, pane) in panes.enumerated() {
            html += "<section class=\"pane-review\" id=\"pane-\(index + 1)\"><h2>\(e(pane.heading))</h2>"
            html += "<div class=\"sides\">"
            html += figure("before", "Before: " + oldName, pane.before, absent: "No such pane before")
            html += figure("after", "After: " + newName, pane.after, absent: "Pane removed")
            html += "<ol class=\"changes\">"
            for entry in pane.entries {
                html += "<li class=\"change\" data-kind=\"\(e(entry.kind))\">\(badge(entry.mark))"
                html += "<b>\(e(entry.label))</b>: \(entry.summaryHTML)</li>"
            }
            html += "</ol></div></section>\n"
        }
        return html + "</body></html>\n"
    }

    private func figure(_ side: String, _ caption: String, _ svg: String?, absent: String) -> String {
        var result = "<figure class=\"\(side)\"><figcaption>\(XMLText.singleLine(caption))</figcaption>"
        result += svg ?? "<div class=\"absent\">\(XMLText.singleLine(absent))</div>"
        return result + "</figure>"
    }

    private func badge(_ mark: RowMark?) -> String {
        guard let mark else { return "<span class=\"badge none\">·</span>" }
        return "<span class=\"badge \(mark.rawValue)\">\(XMLText.singleLine(mark.symbol))</span>"
    }
}
