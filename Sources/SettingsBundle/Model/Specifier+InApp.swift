import PropertyList

extension Specifier {
    /// `IASKTextViewSpecifier`: multi-line text, stored as a string.
    public struct TextView: Sendable, Hashable {
        /// `KeyboardType`, ``KeyboardType/alphabet`` when absent or unknown.
        public var keyboardType: KeyboardType
        /// `AutocapitalizationType`.
        public var autocapitalization: AutocapitalizationType
        /// `AutocorrectionType`.
        public var autocorrection: AutocorrectionType

        public init(
            keyboardType: KeyboardType = .alphabet, autocapitalization: AutocapitalizationType = .none,
            autocorrection: AutocorrectionType = .default
        ) {
            self.keyboardType = keyboardType
            self.autocapitalization = autocapitalization
            self.autocorrection = autocorrection
        }

        /// The text shown for a value: a string as is, anything else as text; nil → "".
        public func displayText(for value: PlistValue?) -> String { value.map(ValueFormatter.displayString) ?? "" }
    }

    /// `IASKButtonSpecifier`: calls the app; a string stored at its Key replaces its title.
    public struct Button: Sendable, Hashable {
        public init() {}
    }

    /// `IASKOpenURLSpecifier`: opens the URL in `File`.
    public struct OpenURL: Sendable, Hashable {
        /// `File`, localized: the URL a tap opens.
        public var url: LocalizedText?
        public init(url: LocalizedText? = nil) { self.url = url }
    }

    /// `IASKMailComposeSpecifier`: opens a mail sheet.
    public struct MailCompose: Sendable, Hashable {
        /// `IASKMailComposeToRecipents` (InAppSettingsKit's spelling).
        public var toRecipients: [String]
        /// `IASKMailComposeCcRecipents`.
        public var ccRecipients: [String]
        /// `IASKMailComposeBccRecipents`.
        public var bccRecipients: [String]
        /// `IASKMailComposeSubject`, localized.
        public var subject: LocalizedText?
        /// `IASKMailComposeBody`, localized.
        public var body: LocalizedText?
        /// `IASKMailComposeBodyIsHTML`.
        public var bodyIsHTML: Bool

        public init(
            toRecipients: [String] = [], ccRecipients: [String] = [], bccRecipients: [String] = [],
            subject: LocalizedText? = nil, body: LocalizedText? = nil, bodyIsHTML: Bool = false
        ) {
            self.toRecipients = toRecipients
            self.ccRecipients = ccRecipients
            self.bccRecipients = bccRecipients
            self.subject = subject
            self.body = body
            self.bodyIsHTML = bodyIsHTML
        }

        /// What a tap would do, in words: `mail to a@b.c, subject "Hi"`.
        public var summary: String {
            var parts: [String] = []
            parts.append(toRecipients.isEmpty ? "mail" : "mail to " + toRecipients.joined(separator: ", "))
            if !ccRecipients.isEmpty { parts.append("cc " + ccRecipients.joined(separator: ", ")) }
            if !bccRecipients.isEmpty { parts.append("bcc " + bccRecipients.joined(separator: ", ")) }
            if let subject, !subject.isBlank { parts.append("subject \"\(subject.text)\"") }
            return parts.joined(separator: ", ")
        }
    }

    /// `IASKCustomViewSpecifier`: a cell the app draws; with `File` or an app screen it opens
    /// like a child pane.
    public struct CustomView: Sendable, Hashable {
        /// The app screen a tap opens, if any.
        public var opens: AppScreen?
        public init(opens: AppScreen? = nil) { self.opens = opens }
    }

    /// A screen of the app that InAppSettingsKit pushes instead of a plist page.
    public enum AppScreen: Sendable, Hashable, CustomStringConvertible {
        /// `IASKViewControllerClass` with its `IASKViewControllerSelector` (nil: plain `init`).
        case viewController(className: String, selector: String?)
        /// `IASKViewControllerStoryBoardId` in `IASKViewControllerStoryBoardFile` (nil: the main storyboard).
        case storyboard(file: String?, identifier: String)
        /// `IASKSegueIdentifier`.
        case segue(identifier: String)
        /// `File` of a custom view: a plist page.
        case page(file: String)

        public var description: String {
            switch self {
            case .viewController(let name, let selector):
                "view controller \(name)" + (selector.map { " (\($0))" } ?? "")
            case .storyboard(let file, let identifier):
                "storyboard scene \(identifier)" + (file.map { " in \($0)" } ?? "")
            case .segue(let identifier): "segue \(identifier)"
            case .page(let file): "page \(file)"
            }
        }
    }

    /// A `PSChildPaneSpecifier` that InAppSettingsKit opens as an app screen (a view controller
    /// class, a storyboard scene or a segue): the app draws it.
    public struct AppPane: Sendable, Hashable {
        /// The screen a tap opens.
        public var screen: AppScreen
        /// `File`, when also given (the selector receives it; it is not opened as a page).
        public var file: String?
        public init(screen: AppScreen, file: String? = nil) {
            self.screen = screen
            self.file = file
        }
    }
}
