extension Specifier {
    /// The eight specifier types of Apple's schema, InAppSettingsKit's types (in-app view only),
    /// plus an inert case for anything else.
    public enum Kind: Sendable, Hashable {
        /// `PSGroupSpecifier`: starts a section (header `Title`, `FooterText`).
        case group(Group)
        /// `PSTextFieldSpecifier`: an editable string.
        case textField(TextField)
        /// `PSTitleValueSpecifier`: a read-only value, optionally mapped through `Values`/`Titles`.
        case titleValue(TitleValue)
        /// `PSToggleSwitchSpecifier`: on/off, writing `TrueValue`/`FalseValue`.
        case toggle(Toggle)
        /// `PSSliderSpecifier`: a number between `MinimumValue` and `MaximumValue`.
        case slider(Slider)
        /// `PSMultiValueSpecifier`: a row that opens a page of choices.
        case multiValue(MultiValue)
        /// `PSRadioGroupSpecifier`: a section whose rows are the choices.
        case radioGroup(RadioGroup)
        /// `PSChildPaneSpecifier`: a row that opens another page.
        case childPane(ChildPane)
        /// `IASKTextViewSpecifier` (in-app view): multi-line text.
        case textView(TextView)
        /// `IASKDatePickerSpecifier` (in-app view): a date.
        case datePicker(DatePicker)
        /// `IASKListGroupSpecifier` (in-app view): a section listing an array's items.
        indirect case listGroup(ListGroup)
        /// `IASKButtonSpecifier` (in-app view): calls the app.
        case button(Button)
        /// `IASKOpenURLSpecifier` (in-app view): opens a URL.
        case openURL(OpenURL)
        /// `IASKMailComposeSpecifier` (in-app view): opens a mail sheet.
        case mailCompose(MailCompose)
        /// `IASKCustomViewSpecifier` (in-app view): a cell the app draws.
        case customView(CustomView)
        /// A `PSChildPaneSpecifier` opening an app screen (in-app view): the app draws it.
        case appPane(AppPane)
        /// Anything that cannot work: no `Type`, an unknown `Type` (such as InAppSettingsKit's
        /// `IASKButtonSpecifier`), or a known type missing a key it cannot do without.
        case unsupported(Unsupported)

        /// The schema name of the kind (`"PSToggleSwitchSpecifier"`), or `"unsupported"`.
        public var typeName: String {
            switch self {
            case .group: "PSGroupSpecifier"
            case .textField: "PSTextFieldSpecifier"
            case .titleValue: "PSTitleValueSpecifier"
            case .toggle: "PSToggleSwitchSpecifier"
            case .slider: "PSSliderSpecifier"
            case .multiValue: "PSMultiValueSpecifier"
            case .radioGroup: "PSRadioGroupSpecifier"
            case .childPane, .appPane: "PSChildPaneSpecifier"
            case .textView: "IASKTextViewSpecifier"
            case .datePicker: "IASKDatePickerSpecifier"
            case .listGroup: "IASKListGroupSpecifier"
            case .button: "IASKButtonSpecifier"
            case .openURL: "IASKOpenURLSpecifier"
            case .mailCompose: "IASKMailComposeSpecifier"
            case .customView: "IASKCustomViewSpecifier"
            case .unsupported: "unsupported"
            }
        }
    }

    /// `PSGroupSpecifier`'s keys beyond `Title`.
    public struct Group: Sendable, Hashable {
        /// `FooterText`, localized.
        public var footer: LocalizedText?
        public init(footer: LocalizedText? = nil) { self.footer = footer }
    }

    /// Why a specifier is inert.
    public struct Unsupported: Sendable, Hashable {
        /// The `Type` it declared, if any.
        public var declaredType: String?
        /// A sentence saying why the row does nothing (shown on the row and by lint).
        public var reason: String
        public init(declaredType: String?, reason: String) {
            self.declaredType = declaredType
            self.reason = reason
        }
    }
}
