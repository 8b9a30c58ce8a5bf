/// The lint rules; the raw value is the id printed in brackets after each finding.
public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
    /// A page plist (or the root) cannot be read or is not a dictionary.
    case unreadablePlist = "unreadable-plist"
    /// The bundle has no `Root.plist` (nor a device variant of it).
    case missingRoot = "missing-root"
    /// A page has no `PreferenceSpecifiers`.
    case missingPreferenceSpecifiers = "missing-preference-specifiers"
    /// `PreferenceSpecifiers` is not an array, or one of its items is not a dictionary.
    case invalidSpecifier = "invalid-specifier"
    /// A specifier has no `Type`.
    case missingType = "missing-type"
    /// A specifier's `Type` is not one of the eight Settings knows.
    case unknownType = "unknown-type"
    /// A key the type requires is missing.
    case missingRequiredKey = "missing-required-key"
    /// A key holds a value of the wrong type (a numeric `Title`, a dictionary for `Values`, ...).
    case wrongValueType = "wrong-value-type"
    /// `Titles` (or `ShortTitles`) and `Values` differ in length.
    case titlesValuesCount = "titles-values-count"
    /// `Values`/`Titles` are empty.
    case emptyChoices = "empty-choices"
    /// `DefaultValue` is not among `Values`.
    case defaultNotInValues = "default-not-in-values"
    /// `DefaultValue` matches a `Values` entry only loosely (`"3"` vs `3`), or differs in type from it.
    case defaultTypeMismatch = "default-type-mismatch"
    /// A toggle's `DefaultValue` is neither `TrueValue`, `FalseValue` nor a boolean.
    case toggleDefault = "toggle-default"
    /// A slider's `MinimumValue` is not below its `MaximumValue`.
    case sliderRange = "slider-range"
    /// A slider's `DefaultValue` lies outside its range.
    case sliderDefaultRange = "slider-default-range"
    /// A slider image file is missing from the bundle.
    case missingImage = "missing-image"
    /// A child pane's `File` does not exist.
    case childMissing = "child-missing"
    /// A child pane's `File` exists only with different letter case.
    case childCaseMismatch = "child-case-mismatch"
    /// A child pane's `File` is absolute, uses `..`, or resolves outside the bundle.
    case childEscapesBundle = "child-escapes-bundle"
    /// A child pane leads back to a page already open above it.
    case childCycle = "child-cycle"
    /// A child pane's `File` is empty or unusable.
    case childInvalidName = "child-invalid-name"
    /// A child pane is not followed because the bundle exceeds the loader's depth or page limit.
    case childLimit = "child-limit"
    /// A child pane's `File` carries path information or a `.plist` extension (works here, but
    /// Apple's schema says it should be a bare name).
    case childFilePath = "child-file-path"
    /// Two specifiers share a `Key` and their `DefaultValue`s disagree.
    case duplicateKey = "duplicate-key"
    /// `StringsTable` names a table no `.lproj` folder has.
    case missingStringsTable = "missing-strings-table"
    /// A language lacks the table or some of the page's strings.
    case missingLocalization = "missing-localization"
    /// A `.strings` file cannot be parsed.
    case unreadableStrings = "unreadable-strings"
    /// A page plist that no child pane reaches from Root.
    case unreachablePage = "unreachable-page"
    /// `KeyboardType` is not a known value.
    case invalidKeyboardType = "invalid-keyboard-type"
    /// `AutocapitalizationType` is not a known value.
    case invalidAutocapitalizationType = "invalid-autocapitalization-type"
    /// `AutocorrectionType` is not a known value.
    case invalidAutocorrectionType = "invalid-autocorrection-type"
    /// `SupportedUserInterfaceIdioms` holds a value that is not an idiom.
    case invalidIdiom = "invalid-idiom"
    /// `ApplicationGroupContainerIdentifier` is empty or an unexpanded build setting.
    case invalidAppGroup = "invalid-app-group"
    /// A text field titled or keyed like a password has no `IsSecure`.
    case insecurePasswordField = "insecure-password-field"
    /// A string holds terminal control characters (escape sequences and the like).
    case controlCharacters = "control-characters"
    /// An InAppSettingsKit `DatePickerMode` or `DatePickerStyle` that is not a known value.
    case inAppDatePicker = "iask-date-picker"
    /// An `IASKListGroupSpecifier`'s `ItemSpecifier` or `AddSpecifier` of a type InAppSettingsKit refuses.
    case inAppListItemType = "iask-list-item-type"
    /// An `IASKOpenURLSpecifier` without a `File` (the URL).
    case inAppOpenURLFile = "iask-open-url-file"
    /// An `IASKMailCompose…Recipients` key: InAppSettingsKit reads `…Recipents`, so it is ignored.
    case inAppMailSpelling = "iask-mail-spelling"
    /// A view-controller pane with the `initWithFile:key:` selector, which crashes in InAppSettingsKit 3.
    case inAppSelector = "iask-view-controller-selector"
    /// The app's identifier names the global domain (`NSGlobalDomain`, `-g`, …), which every app reads.
    case globalDomain = "global-domain"
    /// A key the bundle declares that no source of the app reads (the setting does nothing).
    case unreadKey = "unread-key"
    /// The app reads a key the bundle lacks but nearly has (`enableSounds` for `enable_sounds`).
    case unknownKey = "unknown-key"
    /// The app reads a key with an accessor that cannot tell the row's values apart (`bool(forKey:)`
    /// of a multi-value storing strings).
    case readType = "read-type"
    /// A default in code (`register(defaults:)`, `?? fallback`, `@AppStorage`) differs from the
    /// bundle's `DefaultValue`.
    case codeDefault = "code-default"
    /// The app reads bundle keys whose `DefaultValue` it never registers, so it sees nil, false or 0
    /// until the user opens Settings.
    case unregisteredDefaults = "unregistered-defaults"
    /// A scheme or test plan passes a key of the bundle a value its row cannot show.
    case launchArgument = "launch-argument"
}
