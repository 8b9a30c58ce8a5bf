import FoundationEssentials
import PropertyList

/// A loaded Settings.bundle: its pages keyed by ``PageID``, the app it belongs to, and what
/// loading found wrong.
public struct LoadedBundle: Sendable, Hashable {
    /// Where it was found, the app name and the defaults domain.
    public var location: BundleLocation
    /// The idiom and languages it was loaded for.
    public var options: LoadOptions
    /// Every page reachable from Root, by id.
    public var pages: [PageID: Page]
    /// The page ids in the order they were reached (depth-first from Root, in row order).
    public var pageOrder: [PageID]
    /// What loading found wrong (lint adds value checks to these).
    public var diagnostics: [Diagnostic]
    /// The strings tables it read.
    public var localizer: Localizer
    /// The bundle folder read: the Settings.bundle, or `InAppSettings.bundle` in the in-app view
    /// when the app has one.
    public var folder: URL
    /// Whether the app has InAppSettingsKit files: an `InAppSettings.bundle`, or `*.inApp.plist`
    /// pages at the bundle's root or in its `.lproj` folders (whatever the view loaded).
    public var hasInAppFiles: Bool = false

    public init(
        location: BundleLocation, options: LoadOptions, pages: [PageID: Page], pageOrder: [PageID],
        diagnostics: [Diagnostic], localizer: Localizer, folder: URL? = nil
    ) {
        self.folder = folder ?? location.settingsBundle
        self.location = location
        self.options = options
        self.pages = pages
        self.pageOrder = pageOrder
        self.diagnostics = diagnostics
        self.localizer = localizer
    }

    /// The app's name (the root page's title).
    public var name: String { location.name }

    /// The root page (empty, with a diagnostic, when the bundle has no Root.plist).
    public var rootPage: Page { pages[.root] ?? Page(id: .root, file: nil, title: LocalizedText(raw: name)) }

    /// The page with this id.
    public func page(_ id: PageID) -> Page? { pages[id] }

    /// The pages in ``pageOrder``.
    public var orderedPages: [Page] { pageOrder.compactMap { pages[$0] } }

    /// Every row with exactly this key on every page, in page order (rows sharing a key show the
    /// same value; keys that differ only in Unicode normalization are different keys).
    public func specifiers(forKey key: String) -> [(page: PageID, specifier: Specifier)] {
        orderedPages.flatMap { page in
            page.specifiers.filter { $0.hasKey(key) }.map { (page: page.id, specifier: $0) }
        }
    }

    /// The first row with this key (what `settings get/set KEY` act on), with its page.
    public func firstSpecifier(forKey key: String) -> (page: Page, specifier: Specifier)? {
        for page in orderedPages {
            if let specifier = page.specifier(forKey: key) { return (page, specifier) }
        }
        return nil
    }

    /// The files read for pages, relative to the bundle.
    public var pageFiles: Set<String> { Set(pages.values.compactMap(\.file)) }

    /// The registration dictionary (``RegistrationDictionary/init(bundle:)``).
    public func registrationDictionary() -> RegistrationDictionary { RegistrationDictionary(bundle: self) }
}

extension LoadedBundle {
    /// Page names InAppSettingsKit opens that are not child pages of this walk: a list group's
    /// item and add panes (shown per item), a custom view's `File`, and the `File` handed to an
    /// app's view controller (without `.plist`).
    public var inAppReferencedPages: [String] {
        var names: [String] = []
        for page in orderedPages {
            for specifier in page.specifiers {
                switch specifier.kind {
                case .listGroup(let list):
                    for member in [list.itemSpecifier, list.addSpecifier] {
                        if case .childPane(let pane)? = member?.kind { names.append(pane.file) }
                    }
                case .customView(let custom):
                    if case .page(let file)? = custom.opens { names.append(file) }
                case .appPane(let pane):
                    if let file = pane.file { names.append(file) }
                case .group, .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .childPane, .textView,
                    .datePicker, .button, .openURL, .mailCompose, .unsupported:
                    break
                }
            }
        }
        return names.map { $0.hasSuffix(".plist") ? String($0.dropLast(".plist".count)) : $0 }
    }
}
