import FoundationEssentials
import PropertyList
import SettingsBundle
import TextOutput

/// Draws one page as the iOS Settings app draws it, as a standalone SVG document: the
/// navigation title, then each section as a rounded inset card on the grouped background, with
/// its uppercase header above and its footer below.
///
/// Every drawn element carries a `class` (`nav-title`, `section`, `header`, `footer`, `row`,
/// `title`, `value`, `switch`, `chevron`, `checkmark`, `slider`, `text-field`, `tag`) and rows carry
/// `data-kind` and `data-key`, so the structure can be checked without comparing bytes.
public struct PaneRenderer: Sendable {
    /// The colours.
    public var palette: RenderPalette
    /// Whether to draw each value's provenance tag as a badge after the row title.
    public var showsTags: Bool
    /// The width of the screen, in points (an iPhone's 390 by default).
    public var width: Double
    /// Whether to draw the pane mirrored, as Settings does in a right-to-left language: titles
    /// at the right edge, values, switches and chevrons at the left, text itself not mirrored.
    public var rightToLeft: Bool

    public init(
        palette: RenderPalette = .light, showsTags: Bool = false, width: Double = 390, rightToLeft: Bool = false
    ) {
        self.palette = palette
        self.showsTags = showsTags
        self.width = width
        self.rightToLeft = rightToLeft
    }

    // Metrics of iOS's inset grouped table (points).
    static let margin = 20.0
    static let inset = 16.0
    static let rowHeight = 44.0
    static let sliderRowHeight = 48.0
    static let navHeight = 52.0
    static let bodySize = 17.0
    static let smallSize = 13.0
    static let footerLine = 18.0
    static let headerLine = 16.0
    static let headerMaximumLines = 4
    /// The largest side of a slider image, and the space between it and the track.
    static let sliderImageSide = 28.0
    static let sliderImageGap = 10.0
    static let sliderBadgeRoom = 16.0
    /// The CSS font stack: the system font where there is one.
    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// The SVG document for `page`; `values` gives each value row's stored value and tag, and
    /// `images` the bundle's image files by name (a slider's `MinimumValueImage`), embedded as
    /// `data:` URIs; an image it does not find is not drawn, as Settings draws none.
    /// `backTitle` labels the back button as iOS does: the previous screen's title (`Settings`
    /// for an app's root pane), `Back` when that does not fit beside the title; nil draws the
    /// back chevron alone, on child panes only. `marks` outlines rows (a group specifier: its
    /// whole group) for a review of a change (`settings compare --format html`).
    public func svg(
        for page: Page, values: (Specifier) -> RowValue, images: (String) -> BundleImage? = { _ in nil },
        backTitle: String? = nil, marks: (Specifier) -> RowMark? = { _ in nil }
    ) -> String {
        var body = ""
        var y = Self.navHeight
        let sections = page.sections
        for (number, section) in sections.enumerated() {
            body += sectionElement(
                section, number: number, on: page, y: &y, values: values, images: images, marks: marks)
        }
        if sections.isEmpty || page.specifiers.isEmpty {
            y += 60
            body += textElement(
                "No settings", x: width / 2, y: y, size: Self.bodySize, color: palette.secondaryLabel,
                className: "empty", anchor: "middle")
        }
        let height = (y + 34).rounded(.up)
        let title = TextMetrics.truncated(page.title.text, size: Self.bodySize, width: width - 140, bold: true)
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"pane\" data-page=\"\(XMLText.singleLine(page.id.rawValue))\""
        svg += " width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\""
        svg += " font-family=\"\(Self.fontFamily)\"\(rightToLeft ? " direction=\"rtl\"" : "")>"
        svg += "<title>\(XMLText.singleLine(page.title.text))</title>"
        svg +=
            "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(palette.background)\"/>"
        svg +=
            "<rect class=\"nav-bar\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(Self.navHeight - 8))\" fill=\"\(palette.bar)\"/>"
        svg +=
            "<line class=\"nav-separator\" x1=\"0\" y1=\"\(n(Self.navHeight - 8))\" x2=\"\(n(width))\" y2=\"\(n(Self.navHeight - 8))\" stroke=\"\(palette.separator)\" stroke-width=\"0.5\"/>"
        // Right to left, everything below the background is mirrored; texts and images undo it.
        if rightToLeft { svg += "<g class=\"mirrored\" transform=\"matrix(-1 0 0 1 \(n(width)) 0)\">" }
        if backTitle != nil || page.parent != nil || page.id != .root {
            svg +=
                "<path class=\"back\" d=\"M 20 14 L 12 22 L 20 30\" fill=\"none\" stroke=\"\(palette.blue)\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
            // The label keeps clear of the centred title.
            let room = (width - TextMetrics.width(title, size: Self.bodySize, bold: true)) / 2 - 26 - 10
            if let backTitle,
                let label = [backTitle, "Back"].first(where: {
                    !$0.isEmpty && TextMetrics.width($0, size: Self.bodySize) <= room
                })
            {
                svg += textElement(
                    label, x: 26, y: 28, size: Self.bodySize, color: palette.blue, className: "back-title")
            }
        }
        svg += textElement(
            title, x: width / 2, y: 28, size: Self.bodySize, color: palette.label, className: "nav-title",
            anchor: "middle", weight: "600")
        return svg + body + (rightToLeft ? "</g>" : "") + "</svg>\n"
    }

    /// One section: its header, its rows in a card, its footer; `y` moves down past it.
    private func sectionElement(
        _ section: PageSection, number: Int, on page: Page, y: inout Double, values: (Specifier) -> RowValue,
        images: (String) -> BundleImage?, marks: (Specifier) -> RowMark?
    ) -> String {
        let sectionTop = y + (number == 0 ? 4 : 16)
        let cardX = Self.margin
        let cardWidth = width - 2 * Self.margin
        // A radio group's choices and a list group's items are rows of their own section.
        let rows = section.drawnRows
        var part = "<g class=\"section\" data-index=\"\(number)\">"
        if let header = section.header {
            y += number == 0 ? 22 : 38
            // A long header wraps, as in iOS (at most a few lines, the last cut with an ellipsis).
            let wrapWidth = cardWidth - 2 * Self.inset
            var texts = TextMetrics.wrapped(header.text.uppercased(), size: Self.smallSize, width: wrapWidth)
            if texts.count > Self.headerMaximumLines {
                let rest = texts[(Self.headerMaximumLines - 1)...].joined(separator: " ")
                texts = Array(texts.prefix(Self.headerMaximumLines - 1))
                texts.append(TextMetrics.truncated(rest, size: Self.smallSize, width: wrapWidth))
            }
            for (index, text) in texts.enumerated() {
                if index > 0 { y += Self.headerLine }
                part += textElement(
                    text, x: cardX + Self.inset, y: y, size: Self.smallSize, color: palette.secondaryLabel,
                    className: "header")
            }
            y += 8
        } else {
            y += number == 0 ? 20 : 35
        }
        // Each line with the row it draws (a radio group's choices are lines of one row).
        let drawn = rows.enumerated().flatMap { index, row in
            lines(for: row, on: page, values: values, images: images).map { (row: index, line: $0) }
        }
        var overlays = ""
        if !drawn.isEmpty {
            let height = drawn.reduce(0) { $0 + $1.line.height }
            part +=
                "<rect class=\"card\" x=\"\(n(cardX))\" y=\"\(n(y))\" width=\"\(n(cardWidth))\" height=\"\(n(height))\" rx=\"10\" fill=\"\(palette.cell)\"/>"
            var rowY = y
            var spans: [Int: (top: Double, bottom: Double)] = [:]
            for (index, entry) in drawn.enumerated() {
                if index > 0 {
                    part +=
                        "<line class=\"separator\" x1=\"\(n(cardX + Self.inset))\" y1=\"\(n(rowY))\" x2=\"\(n(cardX + cardWidth))\" y2=\"\(n(rowY))\" stroke=\"\(palette.separator)\" stroke-width=\"0.5\"/>"
                }
                part += entry.line.draw(cardX, rowY, cardWidth)
                spans[entry.row] = (spans[entry.row]?.top ?? rowY, rowY + entry.line.height)
                rowY += entry.line.height
            }
            for (index, row) in rows.enumerated() {
                guard let mark = marks(row), let span = spans[index] else { continue }
                overlays += markElement(
                    mark, key: row.key, x: cardX, y: span.top, width: cardWidth, height: span.bottom - span.top,
                    radius: 10)
            }
            y = rowY
        }
        if let footer = section.footer, !footer.isBlank {
            y += 6
            for text in TextMetrics.wrapped(footer.text, size: Self.smallSize, width: cardWidth - 2 * Self.inset) {
                y += Self.footerLine
                part += textElement(
                    text, x: cardX + Self.inset, y: y - 4, size: Self.smallSize, color: palette.secondaryLabel,
                    className: "footer")
            }
        }
        // A plain group marked as a whole (added, removed, retitled): header, card and footer.
        if let group = section.group, case .group = group.kind, let mark = marks(group) {
            overlays += markElement(
                mark, key: nil, x: 3, y: sectionTop, width: width - 6, height: y + 8 - sectionTop, radius: 14)
        }
        return part + overlays + "</g>"
    }

    /// A mark over the rectangle at (x, y): a tinted outline, and the mark's symbol in a badge in
    /// the screen's left margin (the right one, mirrored, right to left).
    func markElement(
        _ mark: RowMark, key: String?, x: Double, y: Double, width: Double, height: Double, radius: Double
    ) -> String {
        var result =
            "<g class=\"mark\" data-mark=\"\(mark.rawValue)\"\(key.map { " data-key=" + attribute($0) } ?? "")>"
        result +=
            "<rect x=\"\(n(x + 1))\" y=\"\(n(y + 1))\" width=\"\(n(width - 2))\" height=\"\(n(max(height - 2, 2)))\" rx=\"\(n(radius))\" fill=\"\(mark.colour)\" fill-opacity=\"0.1\" stroke=\"\(mark.colour)\" stroke-width=\"2.5\"/>"
        let badgeY = y + min(height, Self.rowHeight) / 2
        result +=
            "<circle class=\"mark-badge\" cx=\"\(n(Self.margin / 2))\" cy=\"\(n(badgeY))\" r=\"8\" fill=\"\(mark.colour)\"/>"
        result += textElement(
            mark.symbol, x: Self.margin / 2, y: badgeY + 4.5, size: 13, color: "#FFFFFF", className: "mark-symbol",
            anchor: "middle", weight: "700")
        return result + "</g>"
    }

    /// The disclosure chevron at the right end of a row of height ``rowHeight`` at `y`.
    func chevron(x: Double, y: Double, width: Double) -> String {
        let cx = x + width - Self.inset - 6
        let cy = y + Self.rowHeight / 2
        return
            "<path class=\"chevron\" d=\"M \(n(cx - 4)) \(n(cy - 7)) L \(n(cx + 3)) \(n(cy)) L \(n(cx - 4)) \(n(cy + 7))\" fill=\"none\" stroke=\"\(palette.tertiaryLabel)\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    /// The check mark at the right end of a row of height ``rowHeight`` at `y`.
    func checkmark(x: Double, y: Double, width: Double) -> String {
        let cx = x + width - Self.inset - 8
        let cy = y + Self.rowHeight / 2
        return
            "<path class=\"checkmark\" d=\"M \(n(cx - 7)) \(n(cy)) L \(n(cx - 2)) \(n(cy + 5.5)) L \(n(cx + 7)) \(n(cy - 6))\" fill=\"none\" stroke=\"\(palette.blue)\" stroke-width=\"2.2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    /// The opening `<g class="row">` of a specifier's row, with its kind and key.
    func rowOpen(_ specifier: Specifier) -> String {
        let name: String
        switch specifier.kind {
        case .group: name = "group"
        case .textField: name = "textField"
        case .titleValue: name = "titleValue"
        case .toggle: name = "toggle"
        case .slider: name = "slider"
        case .multiValue: name = "multiValue"
        case .radioGroup: name = "radioGroup"
        case .childPane: name = "childPane"
        case .textView: name = "textView"
        case .datePicker: name = "datePicker"
        case .listGroup: name = "listGroup"
        case .button: name = "button"
        case .openURL: name = "openURL"
        case .mailCompose: name = "mailCompose"
        case .customView: name = "customView"
        case .appPane: name = "appPane"
        case .unsupported: name = "unsupported"
        }
        return "<g class=\"row\" data-kind=\"\(name)\" data-key=\(attribute(specifier.key ?? ""))>"
    }

    /// An image of the bundle, embedded as a `data:` URI, its top-left corner at (x, y).
    func imageElement(_ image: BundleImage, edge: String, x: Double, y: Double, size: (width: Double, height: Double))
        -> String
    {
        let uri = "data:\(image.mediaType ?? "image/png");base64,\(image.data.base64EncodedString())"
        return
            "<image class=\"slider-image\" data-edge=\"\(edge)\" data-file=\(attribute(image.file)) x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" preserveAspectRatio=\"xMidYMid meet\"\(rightToLeft ? " transform=\"matrix(-1 0 0 1 \(n(2 * x + size.width)) 0)\"" : "") href=\"\(uri)\"/>"
    }

    /// The size an image is drawn at: its size in points, shrunk to fit ``sliderImageSide``
    /// (a square of that side when its size cannot be read).
    static func imageSize(_ image: BundleImage) -> (width: Double, height: Double) {
        guard let size = image.pointSize, size.width > 0, size.height > 0 else { return (22, 22) }
        let scale = min(1, sliderImageSide / max(size.width, size.height))
        return (size.width * scale, size.height * scale)
    }

    /// The row title, truncated to `width`, with the tag badge after it.
    func titleText(
        _ title: String, x: Double, y: Double, width: Double, tag: String?, color: String? = nil
    ) -> String {
        let tagWidth = tag.map { TextMetrics.width($0, size: 10) + 16 } ?? 0
        let text = TextMetrics.truncated(title, size: Self.bodySize, width: max(width - tagWidth, 10))
        var result = textElement(
            text, x: x + Self.inset, y: y + 28, size: Self.bodySize, color: color ?? palette.label, className: "title")
        if let tag {
            result += badge(tag, x: x + Self.inset + TextMetrics.width(text, size: Self.bodySize) + 8, y: y + 13)
        }
        return result
    }

    /// A provenance tag as a small rounded badge whose top-left corner is at (x, y).
    func badge(_ tag: String, x: Double, y: Double) -> String {
        let width = TextMetrics.width(tag, size: 10) + 10
        var result = "<g class=\"tag\" data-tag=\(attribute(tag))>"
        result +=
            "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"18\" rx=\"5\" fill=\"\(palette.blue)\" fill-opacity=\"0.15\"/>"
        result += textElement(tag, x: x + 5, y: y + 13, size: 10, color: palette.blue, className: "tag-text")
        return result + "</g>"
    }

    func textElement(
        _ text: String, x: Double, y: Double, size: Double, color: String, className: String,
        anchor: String? = nil, weight: String? = nil
    ) -> String {
        var result =
            "<text class=\"\(className)\" x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(color)\""
        if let anchor { result += " text-anchor=\"\(anchor)\"" }
        if rightToLeft { result += " direction=\"rtl\" transform=\"matrix(-1 0 0 1 \(n(2 * x)) 0)\"" }
        if let weight { result += " font-weight=\"\(weight)\"" }
        return result + ">\(XMLText.singleLine(text))</text>"
    }

    func attribute(_ text: String) -> String { "\"" + XMLText.singleLine(text) + "\"" }

    func n(_ value: Double) -> String { SVGText.number(value) }
}
