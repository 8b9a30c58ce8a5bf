import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

/// A page's rows: each kind of specifier drawn as Settings draws it, with its value and status.
extension Renderer {
    mutating func drawPageItem(_ item: PageItem, app: AppID, page: Page, y: Int, indent: Int, selected: Bool) {
        guard page.specifiers.indices.contains(item.specifierIndex) else { return }
        let specifier = page.specifiers[item.specifierIndex]
        let resolved = state.resolved(specifier, app: app, page: page.id)
        let value = specifier.effectiveValue(stored: resolved.value)
        let contentRight = size.width - Self.statusWidth - 1
        var showStatus = specifier.showsValue

        switch item {
        case .choice(_, let position):
            guard case .radioGroup(let radio) = specifier.kind, radio.choices.items.indices.contains(position) else {
                return
            }
            let chosen = radio.choices.position(of: value)
            drawTitleAndValue(
                title: radio.choices.items[position].title.text, titleRole: .normal,
                value: chosen == position ? [(glyphs.checkmark, .checkmark)] : [], y: y, left: indent,
                right: contentRight)
            // The status belongs to the group's key: shown once, on the checked choice (else the first).
            showStatus = chosen.map { $0 == position } ?? (position == 0)
        case .row:
            drawRow(
                specifier, app: app, page: page, value: value, y: y, indent: indent, right: contentRight,
                selected: selected)
        case .listItem(_, let position):
            if case .editingListItem(let edit) = state.mode, selected, edit.position == position {
                drawEditField(edit.field, title: nil, y: y, left: indent, right: contentRight)
            } else {
                drawListItem(specifier, position: position, value: value, y: y, indent: indent, right: contentRight)
            }
            showStatus = position == 0
        case .listAdd:
            if case .editingListItem(let edit) = state.mode, selected, edit.position == nil {
                drawEditField(edit.field, title: "+", y: y, left: indent, right: contentRight)
            } else {
                drawListAdd(specifier, y: y, indent: indent, right: contentRight)
            }
            if case .listGroup(let list) = specifier.kind { showStatus = list.items(of: value).isEmpty }
        }
        if showStatus {
            drawStatus(specifier, resolved: resolved, domain: state.storeDomain(app: app, page: page.id), y: y)
        }
    }

    mutating func drawRow(
        _ specifier: Specifier, app: AppID, page: Page, value: PlistValue?, y: Int, indent: Int, right: Int,
        selected: Bool
    ) {
        let title = RowText.title(specifier)
        switch specifier.kind {
        case .textField(let field):
            if case .editingText(let edit) = state.mode, selected, edit.specifier == specifier.index {
                drawEditField(
                    edit, title: specifier.title.flatMap { $0.isBlank ? nil : $0.text }, y: y, left: indent,
                    right: right)
                return
            }
            let text = RowText.valueText(specifier, value: value, glyphs: glyphs) ?? ""
            if text.isEmpty, let placeholder = specifier.inApp?.placeholder {
                // InAppSettingsKit's IASKPlaceholder, dimmed, in an empty field.
                drawTitleAndValue(
                    title: title, titleRole: .normal, value: [(placeholder.text, .dim)], y: y, left: indent,
                    right: right)
                return
            }
            if specifier.title == nil || specifier.title?.isBlank == true {
                // A field without a title spans the row, as in Settings.
                let shown = TextLayout.truncated(text, toWidth: max(0, right - indent), ellipsis: glyphs.ellipsis)
                frame.put(shown, x: indent, y: y, role: .value)
            } else {
                _ = field
                drawTitleAndValue(
                    title: title, titleRole: .normal, value: [(text, .value)], y: y, left: indent, right: right)
            }
        case .toggle(let toggle) where specifier.inApp?.isCheckmark == true:
            // InAppSettingsKit's Checkmark style: a check mark when on, nothing when off.
            drawTitleAndValue(
                title: title, titleRole: .normal, value: toggle.isOn(value) ? [(glyphs.checkmark, .checkmark)] : [],
                y: y, left: indent, right: right)
        case .toggle(let toggle):
            let on = toggle.isOn(value)
            drawTitleAndValue(
                title: title, titleRole: .normal, value: [(RowText.switchText(on: on), on ? .toggleOn : .toggleOff)],
                y: y, left: indent, right: right)
        case .slider(let slider):
            drawSlider(
                specifier, slider: slider, page: page, value: value, y: y, left: indent, right: right,
                selected: selected)
        case .multiValue(let multi):
            let shown = multi.rowTitle(for: value)?.text ?? ""
            drawTitleAndValue(
                title: title, titleRole: .normal, value: [(shown, .value), (" " + glyphs.disclosure, .dim)], y: y,
                left: indent, right: right)
        case .titleValue(let titleValue):
            drawTitleAndValue(
                title: title, titleRole: .normal, value: [(titleValue.displayText(for: value), .dim)], y: y,
                left: indent,
                right: right)
        case .childPane(let pane):
            if let problem = pane.problem {
                // The problem sits in the value column and `broken` in the status column, aligned
                // with the values and tags of the other rows.
                drawTitleAndValue(
                    title: title, titleRole: .disabled, value: [(Self.shortProblem(problem), .error)], y: y,
                    left: indent, right: right)
                frame.put("broken", x: size.width - Self.statusWidth + 1, y: y, role: .error)
            } else {
                drawTitleAndValue(
                    title: title, titleRole: .normal, value: [(glyphs.disclosure, .dim)], y: y, left: indent,
                    right: right)
            }
        case .unsupported(let unsupported):
            drawTitleAndValue(
                title: title, titleRole: .disabled, value: [(unsupported.reason, .disabled)], y: y, left: indent,
                right: right)
        case .group, .radioGroup:
            drawTitleAndValue(title: title, titleRole: .normal, value: [], y: y, left: indent, right: right)
        case .textView, .datePicker, .listGroup, .button, .openURL, .mailCompose, .customView, .appPane:
            if case .editingDate(let edit) = state.mode, selected, edit.specifier == specifier.index {
                drawDateEditor(edit, title: title, y: y, left: indent, right: right)
                return
            }
            drawInAppRow(specifier, title: title, value: value, y: y, indent: indent, right: right)
        }
    }

    static func shortProblem(_ problem: ChildPaneProblem) -> String {
        switch problem {
        case .missing: "page file missing"
        case .caseMismatch: "file name case differs"
        case .escapesBundle: "file outside the bundle"
        case .cycle: "leads back to itself"
        case .invalidName: "unusable File name"
        case .limitReached: "too deep"
        }
    }

    mutating func drawSlider(
        _ specifier: Specifier, slider: Specifier.Slider, page: Page, value: PlistValue?, y: Int, left: Int, right: Int,
        selected: Bool
    ) {
        let label = RowText.sliderLabel(specifier, in: page)
        let range = slider.rangeText(dash: glyphs.rangeDash)
        if case .enteringSliderValue(let edit) = state.mode, selected, edit.specifier == specifier.index {
            drawEditField(edit, title: label, y: y, left: left, right: right - TextLayout.displayWidth(range) - 1)
            frame.put(range, x: right - TextLayout.displayWidth(range), y: y, role: .dim)
            return
        }
        let position = slider.position(for: value)
        var number = position.map(ValueFormatter.formatNumber) ?? "?"
        if case .adjustingSlider(let row) = state.mode, selected, row.specifier == specifier.index {
            // Adjust mode: arrows around the value say that Left/Right step it.
            number = isASCII ? "<\(number)>" : "◀\(number)▶"
        }
        let available = right - left
        let labelWidth = min(TextLayout.displayWidth(label), max(4, available / 3))
        let fixed = labelWidth + 2 + TextLayout.displayWidth(number) + 1 + 1 + TextLayout.displayWidth(range)
        let barWidth = min(20, available - fixed)
        var parts: [(String, Role)] = [(number, .value)]
        if barWidth >= 3 {
            let filled = Int((slider.fraction(for: position ?? slider.range.lowerBound) * Double(barWidth)).rounded())
            parts.append((" ", .normal))
            parts.append((String(repeating: glyphs.sliderFilled, count: filled), .value))
            parts.append((String(repeating: glyphs.sliderEmpty, count: barWidth - filled), .dim))
            parts.append((" " + range, .dim))
        } else if available - labelWidth - 2 - TextLayout.displayWidth(number) > TextLayout.displayWidth(range) {
            parts.append((" " + range, .dim))
        }
        drawTitleAndValue(title: label, titleRole: .normal, value: parts, y: y, left: left, right: right)
    }
}
