import Foundation
import PropertyList
import SettingsBundle

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
    public static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// The SVG document for `page`; `values` gives each value row's stored value and tag, and
    /// `images` the bundle's image files by name (a slider's `MinimumValueImage`), embedded as
    /// `data:` URIs; an image it does not find is not drawn, as Settings draws none.
    /// `backTitle` labels the back button as iOS does: the previous screen's title (`Settings`
    /// for an app's root pane), `Back` when that does not fit beside the title; nil draws the
    /// back chevron alone, on child panes only.
    public func svg(
        for page: Page, values: (Specifier) -> RowValue, images: (String) -> BundleImage? = { _ in nil },
        backTitle: String? = nil
    ) -> String {
        var body = ""
        var y = Self.navHeight
        let cardX = Self.margin
        let cardWidth = width - 2 * Self.margin
        let sections = page.sections
        for (number, section) in sections.enumerated() {
            var rows: [Specifier] = []
            // A radio group's choices and a list group's items are rows of their own section.
            if let group = section.group {
                switch group.kind {
                case .radioGroup, .listGroup: rows.append(group)
                default: break
                }
            }
            rows += section.rows
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
            let drawn = rows.flatMap { lines(for: $0, on: page, values: values, images: images) }
            if !drawn.isEmpty {
                let height = drawn.reduce(0) { $0 + $1.height }
                part +=
                    "<rect class=\"card\" x=\"\(n(cardX))\" y=\"\(n(y))\" width=\"\(n(cardWidth))\" height=\"\(n(height))\" rx=\"10\" fill=\"\(palette.cell)\"/>"
                var rowY = y
                for (index, line) in drawn.enumerated() {
                    if index > 0 {
                        part +=
                            "<line class=\"separator\" x1=\"\(n(cardX + Self.inset))\" y1=\"\(n(rowY))\" x2=\"\(n(cardX + cardWidth))\" y2=\"\(n(rowY))\" stroke=\"\(palette.separator)\" stroke-width=\"0.5\"/>"
                    }
                    part += line.draw(cardX, rowY, cardWidth)
                    rowY += line.height
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
            body += part + "</g>"
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
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"pane\" data-page=\"\(SVGText.escaped(page.id.rawValue))\""
        svg += " width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\""
        svg += " font-family=\"\(Self.fontFamily)\"\(rightToLeft ? " direction=\"rtl\"" : "")>"
        svg += "<title>\(SVGText.escaped(page.title.text))</title>"
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
            if let label = [backTitle, "Back"].compactMap({ $0 }).first(where: {
                !$0.isEmpty && TextMetrics.width($0, size: Self.bodySize) <= room
            }), backTitle != nil {
                svg += textElement(
                    label, x: 26, y: 28, size: Self.bodySize, color: palette.blue, className: "back-title")
            }
        }
        svg += textElement(
            title, x: width / 2, y: 28, size: Self.bodySize, color: palette.label, className: "nav-title",
            anchor: "middle", weight: "600")
        return svg + body + (rightToLeft ? "</g>" : "") + "</svg>\n"
    }

    /// One drawn row: its height and how to draw it at a position in a card.
    struct Line {
        var height: Double
        var draw: (_ x: Double, _ y: Double, _ width: Double) -> String
    }

    private func lines(
        for specifier: Specifier, on page: Page, values: (Specifier) -> RowValue, images: (String) -> BundleImage?
    ) -> [Line] {
        let value = specifier.showsValue ? values(specifier) : RowValue()
        let tag = showsTags && specifier.showsValue ? value.tag : nil
        let effective = specifier.effectiveValue(stored: value.stored)
        let title = page.rowLabel(of: specifier)
        let open = rowOpen(specifier)
        switch specifier.kind {
        case .radioGroup(let radio):
            let selected = radio.choices.position(of: effective)
            return radio.choices.items.enumerated().map { offset, choice in
                Line(height: Self.rowHeight) { x, y, width in
                    var row = "<g class=\"row\" data-kind=\"choice\" data-key=\(attribute(specifier.key ?? ""))>"
                    row += titleText(choice.title.text, x: x, y: y, width: width - 60, tag: offset == 0 ? tag : nil)
                    if offset == selected {
                        row += checkmark(x: x, y: y, width: width)
                    }
                    return row + "</g>"
                }
            }
        case .slider(let slider):
            let fraction = slider.position(for: effective).map { slider.fraction(for: $0) } ?? 0
            let minimumImage = slider.minimumImage.flatMap(images)
            let maximumImage = slider.maximumImage.flatMap(images)
            return [
                // With a provenance badge the row grows, the badge above the track, clear of the thumb.
                Line(height: Self.sliderRowHeight + (tag == nil ? 0 : Self.sliderBadgeRoom)) { x, y, width in
                    var row = open
                    var left = x + Self.inset
                    var right = x + width - Self.inset
                    let middle = y + (tag == nil ? 0 : Self.sliderBadgeRoom) + Self.sliderRowHeight / 2
                    // The images sit at the ends of the track, as UISlider draws them.
                    if let minimumImage {
                        let size = Self.imageSize(minimumImage)
                        row += imageElement(
                            minimumImage, edge: "minimum", x: left, y: middle - size.height / 2, size: size)
                        left += size.width + Self.sliderImageGap
                    }
                    if let maximumImage {
                        let size = Self.imageSize(maximumImage)
                        right -= size.width
                        row += imageElement(
                            maximumImage, edge: "maximum", x: right, y: middle - size.height / 2, size: size)
                        right -= Self.sliderImageGap
                    }
                    let thumb = left + 14 + (right - left - 28) * min(max(fraction, 0), 1)
                    let cy = middle
                    row += "<g class=\"slider\" data-fraction=\"\(n(fraction))\">"
                    row +=
                        "<line class=\"slider-track\" x1=\"\(n(left + 2))\" y1=\"\(n(cy))\" x2=\"\(n(right - 2))\" y2=\"\(n(cy))\" stroke=\"\(palette.sliderTrack)\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
                    row +=
                        "<line class=\"slider-fill\" x1=\"\(n(left + 2))\" y1=\"\(n(cy))\" x2=\"\(n(thumb))\" y2=\"\(n(cy))\" stroke=\"\(palette.blue)\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
                    row +=
                        "<circle class=\"slider-thumb\" cx=\"\(n(thumb))\" cy=\"\(n(cy + 1))\" r=\"14\" fill=\"#000000\" fill-opacity=\"0.12\"/>"
                    row +=
                        "<circle class=\"slider-thumb\" cx=\"\(n(thumb))\" cy=\"\(n(cy))\" r=\"14\" fill=\"#FFFFFF\" stroke=\"#000000\" stroke-opacity=\"0.06\" stroke-width=\"0.5\"/>"
                    row += "</g>"
                    if let tag { row += badge(tag, x: right - TextMetrics.width(tag, size: 10) - 8, y: y + 3) }
                    return row + "</g>"
                }
            ]
        case .toggle(let toggle):
            let on = toggle.isOn(effective)
            if let inApp = specifier.inApp {
                // InAppSettingsKit: IASKSubtitle under the title (YES/NO texts), and IASKToggleStyle
                // Checkmark draws a check mark when on instead of a switch.
                let subtitle = inApp.subtitle?.text(for: effective ?? .bool(false), isToggle: true)?.text
                if inApp.isCheckmark || subtitle != nil {
                    return [
                        toggleLine(
                            open, title: title, subtitle: subtitle, on: on, checkmark: inApp.isCheckmark, tag: tag)
                    ]
                }
            }
            return [
                Line(height: Self.rowHeight) { x, y, width in
                    var row = open + titleText(title, x: x, y: y, width: width - 90, tag: tag)
                    let sx = x + width - Self.inset - 51
                    let sy = y + (Self.rowHeight - 31) / 2
                    row += "<g class=\"switch\" data-on=\"\(on)\">"
                    row +=
                        "<rect x=\"\(n(sx))\" y=\"\(n(sy))\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"\(on ? palette.green : palette.switchOff)\"/>"
                    row +=
                        "<circle cx=\"\(n(on ? sx + 35.5 : sx + 15.5))\" cy=\"\(n(sy + 15.5))\" r=\"13.5\" fill=\"#FFFFFF\"/>"
                    return row + "</g></g>"
                }
            ]
        case .textField(let field):
            let text = specifier.displayText(stored: value.stored) ?? ""
            return [
                Line(height: Self.rowHeight) { x, y, width in
                    var row = open
                    var fieldX = x + Self.inset
                    if !title.isEmpty, specifier.title.map({ !$0.isBlank }) ?? false {
                        let titleWidth = min(TextMetrics.width(title, size: Self.bodySize), width * 0.45)
                        row += titleText(title, x: x, y: y, width: titleWidth, tag: nil)
                        fieldX += titleWidth + 12
                    }
                    let fieldWidth =
                        x + width - Self.inset - fieldX - (tag.map { TextMetrics.width($0, size: 10) + 20 } ?? 0)
                    // Empty: InAppSettingsKit's IASKPlaceholder in grey (the Settings app has none).
                    let placeholder = text.isEmpty ? specifier.inApp?.placeholder?.text : nil
                    row += "<g class=\"text-field\" data-secure=\"\(field.isSecure)\">"
                    row += textElement(
                        TextMetrics.truncated(placeholder ?? text, size: Self.bodySize, width: max(fieldWidth, 10)),
                        x: fieldX, y: y + 28, size: Self.bodySize,
                        color: placeholder == nil ? palette.label : palette.tertiaryLabel,
                        className: placeholder == nil ? "field-text" : "placeholder")
                    row += "</g>"
                    if let tag {
                        row += badge(tag, x: x + width - Self.inset - TextMetrics.width(tag, size: 10) - 8, y: y + 13)
                    }
                    return row + "</g>"
                }
            ]
        case .textView, .datePicker, .listGroup, .button, .openURL, .mailCompose, .customView, .appPane:
            return inAppLines(for: specifier, title: title, value: value, tag: tag)
        case .childPane where specifier.inApp?.subtitle != nil:
            let subtitle = specifier.inApp?.subtitle?.text(for: effective)?.text
            return [subtitledLine(open, title: title, subtitle: subtitle, chevron: true, tag: tag)]
        default:
            var shown = specifier.displayText(stored: value.stored)
            var chevron = false
            var inert = false
            switch specifier.kind {
            case .multiValue: chevron = true
            case .childPane(let pane):
                chevron = true
                inert = pane.page == nil
            case .group: return []
            case .titleValue: break
            default: inert = true
            }
            if case .titleValue = specifier.kind, shown == nil { shown = "" }
            let valueText = shown
            return [
                Line(height: Self.rowHeight) { x, y, width in
                    var row = open
                    let right = x + width - Self.inset - (chevron ? 20 : 0)
                    var available = right - x - Self.inset
                    if let valueText, !valueText.isEmpty {
                        let valueWidth = min(TextMetrics.width(valueText, size: Self.bodySize), available * 0.55)
                        row += textElement(
                            TextMetrics.truncated(valueText, size: Self.bodySize, width: valueWidth), x: right,
                            y: y + 28,
                            size: Self.bodySize, color: palette.secondaryLabel, className: "value", anchor: "end")
                        available -= valueWidth + 12
                    }
                    row += titleText(
                        title, x: x, y: y, width: available, tag: tag, color: inert ? palette.secondaryLabel : nil)
                    if chevron { row += self.chevron(x: x, y: y, width: width) }
                    return row + "</g>"
                }
            ]
        }
    }

    /// The check mark at the right end of a row of height ``rowHeight`` at `y`.
    func checkmark(x: Double, y: Double, width: Double) -> String {
        let cx = x + width - Self.inset - 8
        let cy = y + Self.rowHeight / 2
        return
            "<path class=\"checkmark\" d=\"M \(n(cx - 7)) \(n(cy)) L \(n(cx - 2)) \(n(cy + 5.5)) L \(n(cx + 7)) \(n(cy - 6))\" fill=\"none\" stroke=\"\(palette.blue)\" stroke-width=\"2.2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    func rowOpen(_ specifier: Specifier, kind: String? = nil) -> String {
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
        return "<g class=\"row\" data-kind=\"\(kind ?? name)\" data-key=\(attribute(specifier.key ?? ""))>"
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
        return result + ">\(SVGText.escaped(text))</text>"
    }

    func attribute(_ text: String) -> String { "\"" + SVGText.escaped(text) + "\"" }

    func n(_ value: Double) -> String { SVGText.number(value) }
}
