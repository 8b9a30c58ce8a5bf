import PropertyList
import SettingsBundle

/// A key the bundle stores a value under, with the row that declares it.
struct BundleKey {
    var key: String
    var page: Page
    var specifier: Specifier
    /// Where the row's `Key` is (`Root.plist:14:9`), or the page file alone when it has no lines.
    var place: String

    var relativeFile: String { page.file ?? "Root.plist" }

    /// The values the row can store, when they are a fixed set (a toggle, a multi-value, a radio group).
    var storedValues: [PlistValue]? {
        switch specifier.kind {
        case .toggle(let toggle): [toggle.trueValue, toggle.falseValue]
        case .multiValue(let multi): multi.choices.items.map(\.value)
        case .radioGroup(let radio): radio.choices.items.map(\.value)
        case .group, .textField, .titleValue, .slider, .childPane, .textView, .datePicker, .listGroup, .button,
            .openURL, .mailCompose, .customView, .appPane, .unsupported:
            nil
        }
    }

    /// Whether the row holds a single number, string or boolean (not a list).
    var isScalar: Bool {
        switch specifier.kind {
        case .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .textView: true
        case .group, .childPane, .datePicker, .listGroup, .button, .openURL, .mailCompose, .customView, .appPane,
            .unsupported:
            false
        }
    }

    /// The keyed rows of the loaded bundles (iPhone and iPad), each key once, in page order.
    static func all(in bundles: [LoadedBundle]) -> [BundleKey] {
        var seen = Set<String>()
        var keys: [BundleKey] = []
        for bundle in bundles {
            for page in bundle.orderedPages {
                for specifier in page.specifiers {
                    guard let key = specifier.key, !key.isEmpty, storesValue(specifier.kind),
                        seen.insert(key).inserted
                    else { continue }
                    keys.append(BundleKey(key: key, page: page, specifier: specifier, place: page.file ?? "Root.plist"))
                }
            }
        }
        return keys
    }

    private static func storesValue(_ kind: Specifier.Kind) -> Bool {
        switch kind {
        case .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .textView, .datePicker, .listGroup:
            true
        case .group, .childPane, .button, .openURL, .mailCompose, .customView, .appPane, .unsupported: false
        }
    }
}
