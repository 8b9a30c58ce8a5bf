import PropertyList
import SettingsBundle

/// InAppSettingsKit's rows (the `--in-app` view), drawn as its `IASKAppSettingsViewController`
/// draws them: a button as a centred tinted title, a text view as full-width text, a date as a
/// tinted value (or a grey pill for the compact picker), a list group's items and its Add row,
/// and a custom view as a dashed placeholder for the cell the app draws.
extension PaneRenderer {
    /// A row with an `IASKSubtitle`: the title with the subtitle under it.
    static let subtitleRowHeight = 58.0
    /// Text view lines: their height, and the most drawn before an ellipsis.
    static let textViewLine = 22.0
    static let textViewMaximumLines = 8

    /// The lines of a row of one of InAppSettingsKit's types.
    func inAppLines(for specifier: Specifier, title: String, value: RowValue, tag: String?) -> [Line] {
        let effective = specifier.effectiveValue(stored: value.stored)
        let subtitle = specifier.inApp?.subtitle?.text(for: effective)?.text
        let open = rowOpen(specifier)
        switch specifier.kind {
        case .textView(let textView):
            return [textViewLine(specifier, text: textView.displayText(for: effective), tag: tag)]
        case .datePicker(let picker):
            let text = picker.displayText(for: effective)
            // IASK embeds a compact picker (compact style, or inline for a time) in the row.
            let embedded = picker.style == .compact || (picker.style == .inline && picker.mode == .time)
            return [
                Line(height: Self.rowHeight) { x, y, width in
                    var row = open
                    let right = x + width - Self.inset
                    var valueWidth = 0.0
                    if !text.isEmpty {
                        let shown = TextMetrics.truncated(text, size: Self.bodySize, width: width * 0.5)
                        valueWidth = TextMetrics.width(shown, size: Self.bodySize) + (embedded ? 22 : 0)
                        row += "<g class=\"date\" data-style=\"\(embedded ? "compact" : "value")\">"
                        if embedded {
                            row +=
                                "<rect class=\"date-pill\" x=\"\(n(right - valueWidth))\" y=\"\(n(y + 7))\" width=\"\(n(valueWidth))\" height=\"30\" rx=\"7\" fill=\"\(palette.switchOff)\"/>"
                        }
                        row += textElement(
                            shown, x: embedded ? right - 11 : right, y: y + 28, size: Self.bodySize,
                            color: embedded ? palette.label : palette.blue, className: "value", anchor: "end")
                        row += "</g>"
                    }
                    row += titleText(title, x: x, y: y, width: width - valueWidth - 2 * Self.inset - 12, tag: tag)
                    return row + "</g>"
                }
            ]
        case .listGroup(let list):
            return listGroupLines(specifier, list, items: list.items(of: effective), tag: tag)
        case .button:
            // A string stored at the Key replaces the title (Login/Logout).
            var shown = title
            if case .string(let stored)? = effective, !stored.isEmpty { shown = stored }
            let alignment = specifier.inApp?.otherKeys["IASKTextAlignment"]?.stringValue ?? ""
            let leading = subtitle != nil || alignment.hasSuffix("Left") || alignment.hasSuffix("Natural")
            if leading {
                return [subtitledLine(open, title: shown, subtitle: subtitle, chevron: true, tag: tag)]
            }
            return [
                Line(height: Self.rowHeight) { x, y, width in
                    let text = TextMetrics.truncated(shown, size: Self.bodySize, width: width - 2 * Self.inset)
                    return open
                        + textElement(
                            text, x: x + width / 2, y: y + 28, size: Self.bodySize, color: palette.blue,
                            className: "title", anchor: "middle") + "</g>"
                }
            ]
        case .openURL:
            // The subtitle or DefaultValue under the title, never the URL; a chevron when
            // IASKTextAlignment is left and there is no subtitle (IASK's textAlignment is then Left).
            let alignment = specifier.inApp?.otherKeys["IASKTextAlignment"]?.stringValue ?? ""
            return [
                subtitledLine(
                    open, title: title, subtitle: specifier.openURLDetail(for: effective),
                    chevron: subtitle == nil && alignment.hasSuffix("Left"), tag: tag)
            ]
        case .mailCompose:
            return [subtitledLine(open, title: title, subtitle: subtitle, chevron: false, tag: tag)]
        case .appPane:
            return [subtitledLine(open, title: title, subtitle: subtitle, chevron: true, tag: tag)]
        case .customView(let custom):
            let label = "Custom view" + (specifier.key.map { " \($0)" } ?? "") + ", drawn by the app"
            return [
                Line(height: Self.rowHeight) { x, y, width in
                    var row = open + "<g class=\"custom-view\">"
                    let right = x + width - Self.inset - (custom.opens != nil ? 20 : 0)
                    row +=
                        "<rect x=\"\(n(x + 8))\" y=\"\(n(y + 5))\" width=\"\(n(right - x - 12))\" height=\"34\" rx=\"6\" fill=\"none\" stroke=\"\(palette.tertiaryLabel)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
                    row += textElement(
                        TextMetrics.truncated(label, size: Self.smallSize, width: right - x - 2 * Self.inset),
                        x: x + Self.inset, y: y + 26, size: Self.smallSize, color: palette.secondaryLabel,
                        className: "placeholder")
                    row += "</g>"
                    if custom.opens != nil { row += chevron(x: x, y: y, width: width) }
                    return row + "</g>"
                }
            ]
        case .group, .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .childPane, .unsupported:
            return []
        }
    }

    /// A row with a title, an optional subtitle under it, and an optional chevron.
    func subtitledLine(_ open: String, title: String, subtitle: String?, chevron hasChevron: Bool, tag: String?)
        -> Line
    {
        let height = subtitle == nil ? Self.rowHeight : Self.subtitleRowHeight
        return Line(height: height) { x, y, width in
            let available = width - (hasChevron ? 20 : 0)
            var row = open
            if let subtitle {
                row += titleText(title, x: x, y: y - 6, width: available, tag: tag)
                row += subtitleText(subtitle, x: x, y: y, width: available)
            } else {
                row += titleText(title, x: x, y: y, width: available, tag: tag)
            }
            if hasChevron { row += chevron(x: x, y: y + (height - Self.rowHeight) / 2, width: width) }
            return row + "</g>"
        }
    }

    /// An in-app toggle with a subtitle, or in `IASKToggleStyle` Checkmark (a check mark when on,
    /// nothing when off, instead of a switch).
    func toggleLine(_ open: String, title: String, subtitle: String?, on: Bool, checkmark: Bool, tag: String?) -> Line {
        let height = subtitle == nil ? Self.rowHeight : Self.subtitleRowHeight
        return Line(height: height) { x, y, width in
            var row = open
            let available = width - 70
            let top = subtitle == nil ? y : y - 6
            row += titleText(title, x: x, y: top, width: available, tag: tag)
            if let subtitle { row += subtitleText(subtitle, x: x, y: y, width: available) }
            let middle = y + (height - Self.rowHeight) / 2
            if checkmark {
                row += "<g class=\"check-toggle\" data-on=\"\(on)\">"
                if on { row += self.checkmark(x: x, y: middle, width: width) }
                return row + "</g></g>"
            }
            return row + switchElement(on: on, x: x, y: middle, width: width) + "</g>"
        }
    }

    /// A subtitle under a row's title (moved up 6 points), cut to `width` less the insets.
    func subtitleText(_ subtitle: String, x: Double, y: Double, width: Double) -> String {
        textElement(
            TextMetrics.truncated(subtitle, size: Self.smallSize, width: width - 2 * Self.inset),
            x: x + Self.inset, y: y + 42, size: Self.smallSize, color: palette.secondaryLabel, className: "subtitle")
    }

    /// A text view: the whole width, its text wrapped (at most ``textViewMaximumLines`` lines),
    /// or its `IASKPlaceholder` in grey when empty.
    private func textViewLine(_ specifier: Specifier, text: String, tag: String?) -> Line {
        let textWidth =
            width - 2 * Self.margin - 2 * Self.inset - (tag.map { TextMetrics.width($0, size: 10) + 20 } ?? 0)
        var lines = text.isEmpty ? [] : TextMetrics.wrapped(text, size: Self.bodySize, width: textWidth)
        if lines.count > Self.textViewMaximumLines {
            let last = lines[Self.textViewMaximumLines - 1] + " " + lines[Self.textViewMaximumLines]
            lines = Array(lines.prefix(Self.textViewMaximumLines - 1))
            lines.append(TextMetrics.truncated(last + "…", size: Self.bodySize, width: textWidth))
        }
        let placeholder = specifier.inApp?.placeholder?.text
        let shown = lines.isEmpty ? [placeholder ?? ""] : lines
        let height = max(Self.rowHeight, Double(shown.count) * Self.textViewLine + 22)
        let open = rowOpen(specifier)
        return Line(height: height) { x, y, width in
            var row = open + "<g class=\"text-view\" data-lines=\"\(lines.count)\">"
            for (index, line) in shown.enumerated() {
                row += textElement(
                    line, x: x + Self.inset, y: y + 28 + Double(index) * Self.textViewLine, size: Self.bodySize,
                    color: lines.isEmpty ? palette.tertiaryLabel : palette.label,
                    className: lines.isEmpty ? "placeholder" : "text-view-line")
            }
            row += "</g>"
            if let tag { row += trailingBadge(tag, x: x, y: y, width: width) }
            return row + "</g>"
        }
    }

    /// A list group's items, each shown through its `ItemSpecifier`, then its Add row (tinted).
    private func listGroupLines(_ group: Specifier, _ list: Specifier.ListGroup, items: [PlistValue], tag: String?)
        -> [Line]
    {
        let key = attribute(group.key ?? "")
        var isChildPane = false
        if case .childPane? = list.itemSpecifier?.kind { isChildPane = true }
        var result: [Line] = items.enumerated().map { position, item in
            let text = list.displayText(forItem: item).split(separator: "\n").first.map(String.init) ?? ""
            return Line(height: Self.rowHeight) { x, y, width in
                var row = "<g class=\"row\" data-kind=\"listItem\" data-key=\(key) data-position=\"\(position)\">"
                row += titleText(
                    text, x: x, y: y, width: width - (isChildPane ? 20 : 0), tag: position == 0 ? tag : nil)
                if isChildPane { row += chevron(x: x, y: y, width: width) }
                return row + "</g>"
            }
        }
        if let add = list.addSpecifier {
            let title = add.title.flatMap { $0.isBlank ? nil : $0.text } ?? "Add"
            var addsPane = false
            if case .childPane = add.kind { addsPane = true }
            let addTag = items.isEmpty ? tag : nil
            result.append(
                Line(height: Self.rowHeight) { x, y, width in
                    var row = "<g class=\"row\" data-kind=\"listAdd\" data-key=\(key)>"
                    row += titleText(
                        title, x: x, y: y, width: width - (addsPane ? 20 : 0), tag: addTag, color: palette.blue)
                    if addsPane { row += chevron(x: x, y: y, width: width) }
                    return row + "</g>"
                })
        }
        return result
    }
}
