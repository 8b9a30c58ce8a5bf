/// The kind of device a Settings page is shown for.
///
/// Chooses the device variant of each page (`Root~ipad.plist` over `Root.plist`) and filters
/// specifiers through their `SupportedUserInterfaceIdioms`.
public enum Idiom: String, Sendable, Hashable, CaseIterable, Codable {
    /// iPhone and iPod touch (`"Phone"`, file suffix `~iphone`). The default.
    case phone
    /// iPad (`"Pad"`, file suffix `~ipad`).
    case pad
    /// Mac Catalyst (`"Mac"`, accepted by InAppSettingsKit). No device-variant suffix.
    case mac
    /// visionOS (`"Reality"` or `"Vision"`, file suffix `~vision` as InAppSettingsKit uses it).
    case vision

    /// The idiom for a `SupportedUserInterfaceIdioms` entry (`"Phone"`, `"Pad"`, `"Mac"`,
    /// `"Reality"`/`"Vision"`), or nil for anything else.
    public init?(plistName: String) {
        switch plistName {
        case "Phone": self = .phone
        case "Pad": self = .pad
        case "Mac": self = .mac
        case "Reality", "Vision": self = .vision
        default: return nil
        }
    }

    /// The idiom for a command-line spelling: `phone`/`iphone`, `pad`/`ipad`, `mac`, `vision`.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "phone", "iphone": self = .phone
        case "pad", "ipad": self = .pad
        case "mac", "catalyst": self = .mac
        case "vision", "reality", "visionos": self = .vision
        default: return nil
        }
    }

    /// The suffix of a device-specific page file (`Root~ipad.plist`), or nil when the idiom has none.
    public var fileSuffix: String? {
        switch self {
        case .phone: "~iphone"
        case .pad: "~ipad"
        case .mac: nil
        case .vision: "~vision"
        }
    }

    /// The device suffix InAppSettingsKit looks for: `~ipad`, `~vision`, else `~iphone` (a Mac too).
    public var inAppFileSuffix: String {
        switch self {
        case .pad: "~ipad"
        case .vision: "~vision"
        case .phone, .mac: "~iphone"
        }
    }
}
