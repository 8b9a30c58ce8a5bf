import PropertyList
import SettingsBundle

/// What names one row across two versions of a bundle: its key (or, without one, its kind and
/// what it opens), the filters that decide where it is visible, and its order among the rows
/// that share both. Two rows with one `Key` shown on different platforms stay two rows.
struct RowID: Hashable {
    /// The key, exactly (`PlistKey` semantics); nil for a row without one.
    var key: PlistKey?
    /// For a row without a key: its type and what it opens (a child pane's `File`, an app
    /// screen, a URL), else its raw title.
    var target: String?
    /// The visibility filters as written (`SupportedUserInterfaceIdioms`, `Platform`-style and
    /// InAppSettingsKit filter keys), in key order; empty for a row shown everywhere, and for a
    /// row whose name no other row bears (``RowIndex`` clears it).
    var filter: String
    /// Its place among the rows of the bundle with the same key, target and filter (0 first).
    var ordinal = 0

    /// `opening` names the pane a child pane row opens (its counterpart's id in the other version).
    init(_ specifier: Specifier, opening: (PageID) -> PageID) {
        key = specifier.key.map { PlistKey($0) }
        target = key == nil ? Self.target(of: specifier, opening: opening) : nil
        filter = Self.filterKeys(of: specifier).map { name in
            "\(name.string)=\(PlistValue.describe(specifier.properties[name] ?? .string("")))"
        }.joined(separator: ";")
    }

    /// The row's name alone: its key or target, without filters or order.
    var named: RowID {
        var name = self
        name.filter = ""
        name.ordinal = 0
        return name
    }

    /// Whether a property name is a visibility filter: the idioms, or a key naming platforms,
    /// idioms, devices or operating systems (`Platform`, `IASKSupportedPlatforms`).
    static func isFilter(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["idiom", "platform", "device", "operatingsystem", "minimumos", "maximumos"].contains {
            lowered.contains($0)
        }
    }

    static func filterKeys(of specifier: Specifier) -> [PlistKey] {
        specifier.properties.keys.filter { isFilter($0.string) }.sorted { $0.string < $1.string }
    }

    /// A keyless row's name: its type and what it opens, else its raw title.
    static func target(of specifier: Specifier, opening: (PageID) -> PageID) -> String {
        let type = specifier.kind.typeName
        switch specifier.kind {
        case .childPane(let child): return "\(type) \(child.page.map { opening($0).rawValue } ?? child.file)"
        case .appPane(let pane): return "\(type) \(pane.screen)"
        case .customView(let view): return "\(type) \(view.opens.map { "\($0)" } ?? specifier.title?.raw ?? "")"
        case .openURL(let open): return "\(type) \(open.url?.raw ?? specifier.title?.raw ?? "")"
        case .group, .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .textView, .datePicker,
            .listGroup, .button, .mailCompose, .unsupported:
            return "\(type) \(specifier.title?.raw ?? "")"
        }
    }
}
