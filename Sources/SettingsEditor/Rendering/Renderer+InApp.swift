import FoundationEssentials
import PropertyList
import SettingsBundle
import TerminalFrame

extension Renderer {
    /// Draws a row of one of InAppSettingsKit's types: its value (a text view's first line, a
    /// formatted date, a list's item count), or what a tap would do in the app (the URL, the mail,
    /// the app screen), which changes nothing here.
    mutating func drawInAppRow(
        _ specifier: Specifier, title: String, value: PlistValue?, y: Int, indent: Int, right: Int
    ) {
        let parts: [(String, Role)]
        var titleRole = Role.normal
        switch specifier.kind {
        case .textView(let textView):
            let text = textView.displayText(for: value)
            let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let more = text.contains("\n") ? " " + glyphs.ellipsis : ""
            if text.isEmpty, let placeholder = specifier.inApp?.placeholder {
                parts = [(placeholder.text, .dim)]
            } else {
                parts = [(firstLine + more, .value)]
            }
        case .datePicker(let picker):
            parts = [(picker.displayText(for: value, timeZone: state.timeZone), .value)]
        case .listGroup(let list):
            let count = list.items(of: value).count
            parts = [(count == 1 ? "1 item" : "\(count) items", .dim)]
        case .button:
            // A string stored at the Key replaces the title (Login/Logout); a tap calls the app.
            if case .string(let stored)? = value, !stored.isEmpty {
                drawTitleAndValue(
                    title: stored, titleRole: .normal, value: [("button", .dim)], y: y, left: indent, right: right)
                return
            }
            parts = [("button", .dim)]
        case .openURL(let open):
            // As InAppSettingsKit: the subtitle or DefaultValue, never the URL (`d` shows it).
            if open.url == nil {
                parts = [("no URL", .error)]
            } else {
                parts = specifier.openURLDetail(for: value).map { [($0, .dim)] } ?? []
            }
        case .mailCompose(let mail):
            parts = [(mail.summary, .dim)]
        case .customView(let custom):
            let shown = value.map(ValueFormatter.displayString) ?? ""
            var text = shown.isEmpty ? "drawn by the app" : shown + ", drawn by the app"
            if custom.opens != nil { text += " " + glyphs.disclosure }
            parts = [(text, .dim)]
        case .appPane(let pane):
            parts = [("app screen: \(pane.screen) " + glyphs.disclosure, .dim)]
        case .group, .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .childPane, .unsupported:
            parts = []
            titleRole = .disabled
        }
        drawTitleAndValue(title: title, titleRole: titleRole, value: parts, y: y, left: indent, right: right)
    }
}

extension Renderer {
    /// Which view of the app is shown ("Settings" or "In-app"), at the right end of the rule
    /// under the title, for apps with InAppSettingsKit files.
    mutating func drawViewLabel() {
        guard let label = state.viewLabel else { return }
        let text = " \(label) "
        let x = size.width - TextLayout.displayWidth(text) - 1
        guard x > size.width / 2 else { return }
        frame.put(text, x: x, y: 1, role: .title)
    }

    /// An item of a list group, shown through its `ItemSpecifier` (a text field's text, a
    /// multi-value's title, a child pane's title field...).
    mutating func drawListItem(
        _ group: Specifier, position: Int, value: PlistValue?, y: Int, indent: Int, right: Int
    ) {
        guard case .listGroup(let list) = group.kind else { return }
        let items = list.items(of: value)
        guard items.indices.contains(position) else { return }
        let text = list.displayText(forItem: items[position])
        var parts: [(String, Role)] = []
        if case .childPane? = list.itemSpecifier?.kind { parts.append((glyphs.disclosure, .dim)) }
        if list.deletable { parts.insert(("deletable ", .dim), at: 0) }
        drawTitleAndValue(
            title: text.split(separator: "\n").first.map(String.init) ?? "", titleRole: .value, value: parts, y: y,
            left: indent, right: right)
    }

    /// The "Add" row of a list group: its `AddSpecifier`'s title.
    mutating func drawListAdd(_ group: Specifier, y: Int, indent: Int, right: Int) {
        guard case .listGroup(let list) = group.kind, let add = list.addSpecifier else { return }
        let title = add.title.flatMap { $0.isBlank ? nil : $0.text } ?? "Add"
        drawTitleAndValue(title: "+ " + title, titleRole: .normal, value: [], y: y, left: indent, right: right)
    }
}
