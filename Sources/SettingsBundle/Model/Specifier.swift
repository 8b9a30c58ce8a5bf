import PropertyList
import TextOutput

/// One row of a page: one dictionary of the page's `PreferenceSpecifiers`.
///
/// Everything the plist says is kept (``properties``); the typed view is ``kind``. A specifier
/// that cannot work (missing or unknown `Type`, missing required keys) is still a specifier, of
/// kind ``Kind/unsupported(_:)``, with the reason: it is shown as an inert row, never dropped.
/// Strings are kept raw (they may hold control characters); sanitize them with `TextOutput`'s `TerminalText`
/// before drawing.
public struct Specifier: Sendable, Hashable {
    /// The position of this dictionary in the page's `PreferenceSpecifiers` array (0-based).
    public var index: Int
    /// The typed view of the specifier.
    public var kind: Kind
    /// The `Type` string as written, when it is a string.
    public var type: String?
    /// `Key`: the defaults key the row reads and writes, when it is a non-empty string.
    public var key: String?
    /// `Title`, localized. A numeric `Title` is formatted; a title of another type is nil (and noted).
    public var title: LocalizedText?
    /// `DefaultValue`, exactly as written (shown when nothing is stored; registered; never written).
    public var defaultValue: PlistValue?
    /// `SupportedUserInterfaceIdioms`; nil when absent or empty (every idiom).
    public var supportedIdioms: Set<Idiom>?
    /// Whether `SupportedUserInterfaceIdioms` excludes the idiom the bundle was loaded for.
    ///
    /// A hidden row is not shown, except a hidden Group, which still starts a section but loses its
    /// header and footer (Settings.app, InAppSettingsKit PR #384): see ``isShown`` and ``header``.
    public var isHiddenByIdiom: Bool
    /// Whether InAppSettingsKit's `hiddenKeys` (``LoadOptions/hiddenKeys``) hide this row: its
    /// Key is hidden, or it is in a section whose Group's Key is hidden (in-app view only).
    public var isHiddenByKey: Bool = false
    /// InAppSettingsKit's keys on this row (in-app view only; nil in the Settings view).
    public var inApp: InAppKeys?
    /// Problems met while reading this specifier (wrong value types, missing keys), for the row's
    /// "why" text and for lint. Empty for a well-formed specifier.
    public var notes: [String]
    /// The whole dictionary as written, including keys this model does not know.
    public var properties: [PlistKey: PlistValue]

    public init(
        index: Int, kind: Kind, type: String? = nil, key: String? = nil, title: LocalizedText? = nil,
        defaultValue: PlistValue? = nil, supportedIdioms: Set<Idiom>? = nil, isHiddenByIdiom: Bool = false,
        notes: [String] = [], properties: [PlistKey: PlistValue] = [:]
    ) {
        self.index = index
        self.kind = kind
        self.type = type
        self.key = key
        self.title = title
        self.defaultValue = defaultValue
        self.supportedIdioms = supportedIdioms
        self.isHiddenByIdiom = isHiddenByIdiom
        self.notes = notes
        self.properties = properties
    }

    /// Whether the row is drawn for the loaded idiom and hidden keys (in the Settings view a Group
    /// always is: it still breaks the section; InAppSettingsKit drops it).
    public var isShown: Bool {
        if isHiddenByKey { return false }
        if case .group = kind, inApp == nil { return true }
        return !isHiddenByIdiom
    }

    /// Whether the row's `Key` is exactly `key` (keys that differ only in Unicode normalization
    /// are different keys).
    func hasKey(_ key: String) -> Bool { self.key.map { PlistExactText.equal($0, key) } ?? false }

    /// Whether the row starts a section (a Group or a RadioGroup).
    public var startsSection: Bool {
        switch kind {
        case .group, .radioGroup, .listGroup: true
        case .textField, .titleValue, .toggle, .slider, .multiValue, .childPane, .textView, .datePicker, .button,
            .openURL, .mailCompose, .customView, .appPane, .unsupported:
            false
        }
    }

    /// The section header of a Group or RadioGroup: its `Title`, nil when blank or when the group
    /// is hidden by idiom.
    public var header: LocalizedText? {
        guard startsSection, !isHiddenByIdiom, let title, !title.isBlank else { return nil }
        return title
    }

    /// The section footer of a Group or RadioGroup: its `FooterText`, nil when hidden by idiom.
    public var footer: LocalizedText? {
        guard !isHiddenByIdiom else { return nil }
        switch kind {
        case .group(let group): return group.footer
        case .radioGroup(let radio): return radio.footer
        case .listGroup(let list): return list.footer
        case .textField, .titleValue, .toggle, .slider, .multiValue, .childPane, .textView, .datePicker, .button,
            .openURL, .mailCompose, .customView, .appPane, .unsupported:
            return nil
        }
    }

    /// Whether the row holds an editable value (TextField, Toggle, Slider, MultiValue, RadioGroup;
    /// in the in-app view TextView, DatePicker and a ListGroup's array) and has a key to store it under.
    public var isEditable: Bool {
        guard key != nil else { return false }
        switch kind {
        case .textField, .toggle, .slider, .multiValue, .radioGroup, .textView, .datePicker, .listGroup: return true
        case .group, .titleValue, .childPane, .button, .openURL, .mailCompose, .customView, .appPane, .unsupported:
            return false
        }
    }

    /// Whether the row shows a value read from defaults (the editable kinds, TitleValue, and rows
    /// the app draws or titles from a stored value: CustomView, app panes, Button).
    public var showsValue: Bool {
        guard key != nil else { return false }
        switch kind {
        case .titleValue, .customView, .appPane, .button: return true
        case .group, .textField, .toggle, .slider, .multiValue, .radioGroup, .childPane, .textView, .datePicker,
            .listGroup, .openURL, .mailCompose, .unsupported:
            return isEditable
        }
    }

    /// Whether the value must be masked on screen (a TextField with `IsSecure`).
    public var isSecure: Bool {
        if case .textField(let field) = kind { return field.isSecure }
        return false
    }
}
