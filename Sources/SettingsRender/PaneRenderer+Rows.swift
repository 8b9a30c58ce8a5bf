import PropertyList
import SettingsBundle

/// The rows of the Settings app's own types, each drawn as one or more ``Line``s of a card.
extension PaneRenderer {
    /// One drawn row: its height and how to draw it at a position in a card.
    struct Line {
        var height: Double
        var draw: (_ x: Double, _ y: Double, _ width: Double) -> String
    }

    /// The lines of one specifier: none for a group, one per choice for a radio group, else one
    /// (InAppSettingsKit's types are drawn by ``inAppLines(for:title:value:tag:)``).
    func lines(
        for specifier: Specifier, on page: Page, values: (Specifier) -> RowValue, images: (String) -> BundleImage?
    ) -> [Line] {
        let value = specifier.showsValue ? values(specifier) : RowValue()
        let tag = showsTags && specifier.showsValue ? value.tag : nil
        let effective = specifier.effectiveValue(stored: value.stored)
        let title = page.rowLabel(of: specifier)
        let open = rowOpen(specifier)
        switch specifier.kind {
        case .radioGroup(let radio):
            return choiceLines(specifier, radio, effective: effective, tag: tag)
        case .slider(let slider):
            return [sliderLine(open, slider, effective: effective, images: images, tag: tag)]
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
                    open + titleText(title, x: x, y: y, width: width - 90, tag: tag)
                        + switchElement(on: on, x: x, y: y, width: width) + "</g>"
                }
            ]
        case .textField(let field):
            return [textFieldLine(open, specifier, field, title: title, stored: value.stored, tag: tag)]
        case .textView, .datePicker, .listGroup, .button, .openURL, .mailCompose, .customView, .appPane:
            return inAppLines(for: specifier, title: title, value: value, tag: tag)
        case .childPane where specifier.inApp?.subtitle != nil:
            let subtitle = specifier.inApp?.subtitle?.text(for: effective)?.text
            return [subtitledLine(open, title: title, subtitle: subtitle, chevron: true, tag: tag)]
        case .group:
            return []
        case .titleValue, .multiValue, .childPane, .unsupported:
            return [valueLine(open, specifier, title: title, stored: value.stored, tag: tag)]
        }
    }

    /// A radio group's choices, one row each, the selected one with a check mark (the tag on the first).
    private func choiceLines(
        _ specifier: Specifier, _ radio: Specifier.RadioGroup, effective: PlistValue?, tag: String?
    )
        -> [Line]
    {
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
    }

    /// A slider: its track filled up to the thumb, its images at the ends; with a provenance badge
    /// the row grows, the badge above the track, clear of the thumb.
    private func sliderLine(
        _ open: String, _ slider: Specifier.Slider, effective: PlistValue?, images: (String) -> BundleImage?,
        tag: String?
    ) -> Line {
        let fraction = slider.position(for: effective).map { slider.fraction(for: $0) } ?? 0
        let minimumImage = slider.minimumImage.flatMap(images)
        let maximumImage = slider.maximumImage.flatMap(images)
        return Line(height: Self.sliderRowHeight + (tag == nil ? 0 : Self.sliderBadgeRoom)) { x, y, width in
            var row = open
            var left = x + Self.inset
            var right = x + width - Self.inset
            let middle = y + (tag == nil ? 0 : Self.sliderBadgeRoom) + Self.sliderRowHeight / 2
            // The images sit at the ends of the track, as UISlider draws them.
            if let minimumImage {
                let size = Self.imageSize(minimumImage)
                row += imageElement(minimumImage, edge: "minimum", x: left, y: middle - size.height / 2, size: size)
                left += size.width + Self.sliderImageGap
            }
            if let maximumImage {
                let size = Self.imageSize(maximumImage)
                right -= size.width
                row += imageElement(maximumImage, edge: "maximum", x: right, y: middle - size.height / 2, size: size)
                right -= Self.sliderImageGap
            }
            let thumb = left + 14 + (right - left - 28) * min(max(fraction, 0), 1)
            row += "<g class=\"slider\" data-fraction=\"\(n(fraction))\">"
            row +=
                "<line class=\"slider-track\" x1=\"\(n(left + 2))\" y1=\"\(n(middle))\" x2=\"\(n(right - 2))\" y2=\"\(n(middle))\" stroke=\"\(palette.sliderTrack)\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
            row +=
                "<line class=\"slider-fill\" x1=\"\(n(left + 2))\" y1=\"\(n(middle))\" x2=\"\(n(thumb))\" y2=\"\(n(middle))\" stroke=\"\(palette.blue)\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
            row +=
                "<circle class=\"slider-thumb\" cx=\"\(n(thumb))\" cy=\"\(n(middle + 1))\" r=\"14\" fill=\"#000000\" fill-opacity=\"0.12\"/>"
            row +=
                "<circle class=\"slider-thumb\" cx=\"\(n(thumb))\" cy=\"\(n(middle))\" r=\"14\" fill=\"#FFFFFF\" stroke=\"#000000\" stroke-opacity=\"0.06\" stroke-width=\"0.5\"/>"
            row += "</g>"
            if let tag { row += badge(tag, x: right - TextMetrics.width(tag, size: 10) - 8, y: y + 3) }
            return row + "</g>"
        }
    }

    /// A text field: its title (when it has one) then the text, or InAppSettingsKit's
    /// `IASKPlaceholder` in grey when empty (the Settings app has none).
    private func textFieldLine(
        _ open: String, _ specifier: Specifier, _ field: Specifier.TextField, title: String, stored: PlistValue?,
        tag: String?
    ) -> Line {
        let text = specifier.displayText(stored: stored) ?? ""
        let placeholder = text.isEmpty ? specifier.inApp?.placeholder?.text : nil
        return Line(height: Self.rowHeight) { x, y, width in
            var row = open
            var fieldX = x + Self.inset
            if !title.isEmpty, specifier.title.map({ !$0.isBlank }) ?? false {
                let titleWidth = min(TextMetrics.width(title, size: Self.bodySize), width * 0.45)
                row += titleText(title, x: x, y: y, width: titleWidth, tag: nil)
                fieldX += titleWidth + 12
            }
            let fieldWidth = x + width - Self.inset - fieldX - (tag.map { TextMetrics.width($0, size: 10) + 20 } ?? 0)
            row += "<g class=\"text-field\" data-secure=\"\(field.isSecure)\">"
            row += textElement(
                TextMetrics.truncated(placeholder ?? text, size: Self.bodySize, width: max(fieldWidth, 10)),
                x: fieldX, y: y + 28, size: Self.bodySize,
                color: placeholder == nil ? palette.label : palette.tertiaryLabel,
                className: placeholder == nil ? "field-text" : "placeholder")
            row += "</g>"
            if let tag { row += trailingBadge(tag, x: x, y: y, width: width) }
            return row + "</g>"
        }
    }

    /// A row with its value on the right: a multi-value (with a chevron), a title-value, a child
    /// pane (a chevron; greyed when its page is missing), or a type Settings does not draw (greyed).
    private func valueLine(_ open: String, _ specifier: Specifier, title: String, stored: PlistValue?, tag: String?)
        -> Line
    {
        var valueText = specifier.displayText(stored: stored)
        var hasChevron = false
        var inert = false
        switch specifier.kind {
        case .multiValue: hasChevron = true
        case .childPane(let pane):
            hasChevron = true
            inert = pane.page == nil
        case .titleValue: valueText = valueText ?? ""
        case .group, .textField, .toggle, .slider, .radioGroup, .textView, .datePicker, .listGroup, .button, .openURL,
            .mailCompose, .customView, .appPane, .unsupported:
            inert = true
        }
        return Line(height: Self.rowHeight) { [valueText] x, y, width in
            var row = open
            let right = x + width - Self.inset - (hasChevron ? 20 : 0)
            var available = right - x - Self.inset
            if let valueText, !valueText.isEmpty {
                let valueWidth = min(TextMetrics.width(valueText, size: Self.bodySize), available * 0.55)
                row += textElement(
                    TextMetrics.truncated(valueText, size: Self.bodySize, width: valueWidth), x: right, y: y + 28,
                    size: Self.bodySize, color: palette.secondaryLabel, className: "value", anchor: "end")
                available -= valueWidth + 12
            }
            row += titleText(title, x: x, y: y, width: available, tag: tag, color: inert ? palette.secondaryLabel : nil)
            if hasChevron { row += chevron(x: x, y: y, width: width) }
            return row + "</g>"
        }
    }

    /// A switch at the right end of a row of height ``rowHeight`` at `y`: green and thumb right when on.
    func switchElement(on: Bool, x: Double, y: Double, width: Double) -> String {
        let sx = x + width - Self.inset - 51
        let sy = y + (Self.rowHeight - 31) / 2
        return "<g class=\"switch\" data-on=\"\(on)\">"
            + "<rect x=\"\(n(sx))\" y=\"\(n(sy))\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"\(on ? palette.green : palette.switchOff)\"/>"
            + "<circle cx=\"\(n(on ? sx + 35.5 : sx + 15.5))\" cy=\"\(n(sy + 15.5))\" r=\"13.5\" fill=\"#FFFFFF\"/>"
            + "</g>"
    }

    /// A provenance badge at the right end of a row at `y` (for rows whose title takes the left).
    func trailingBadge(_ tag: String, x: Double, y: Double, width: Double) -> String {
        badge(tag, x: x + width - Self.inset - TextMetrics.width(tag, size: 10) - 8, y: y + 13)
    }
}
