import BundleTestSupport
import Foundation
import PropertyList
import SettingsBundle
import SettingsCodegen

/// A Settings.bundle written for one test, loaded, and the Swift generated from it.
enum GeneratedBundle {
    /// A child page of the bundle: its file name, rows and app group.
    struct Child {
        var name: String
        var rows: [PlistValue]
        var appGroup: String?
    }

    /// The Swift `generator` writes for a bundle whose `Root.plist` holds `rows` (and a child
    /// pane for each of `children`), loaded in `view`.
    static func source(
        _ rows: [PlistValue], children: [Child] = [], view: BundleView = .settingsApp, binary: Bool = false,
        generator: SwiftAccessorGenerator = SwiftAccessorGenerator()
    ) throws -> String {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        let panes = children.map { child -> PlistValue in
            ["Type": "PSChildPaneSpecifier", "Title": .string(child.name), "File": .string(child.name)]
        }
        try BundleFixtures.writePage(bundle, "Root.plist", rows + panes, binary: binary)
        for child in children {
            try BundleFixtures.writePage(
                bundle, child.name + ".plist", child.rows,
                extra: child.appGroup.map { ["ApplicationGroupContainerIdentifier": .string($0)] } ?? [:],
                binary: binary)
        }
        let location = BundleLocation(settingsBundle: bundle, name: "Test", domain: .explicit("com.example.test"))
        let loaded = try BundleLoader.load(location, options: LoadOptions(view: view))
        return generator.source(for: loaded)
    }

    /// A multi-value row of `key` choosing among `values` (titles alike).
    static func multiValue(_ key: String, _ values: [PlistValue] = ["a", "b"]) -> PlistValue {
        [
            "Type": "PSMultiValueSpecifier", "Key": .string(key), "Title": .string(key),
            "Titles": .array(values.indices.map { .string("Choice \($0)") }), "Values": .array(values),
            "DefaultValue": values[0],
        ]
    }

    /// A switch of `key` (stored as booleans unless `on`/`off` are given).
    static func toggle(_ key: String, on: PlistValue = true, off: PlistValue = false) -> PlistValue {
        [
            "Type": "PSToggleSwitchSpecifier", "Key": .string(key), "Title": .string(key), "TrueValue": on,
            "FalseValue": off, "DefaultValue": on,
        ]
    }

    /// A text field of `key`.
    static func textField(_ key: String, title: String? = nil, value: String = "") -> PlistValue {
        [
            "Type": "PSTextFieldSpecifier", "Key": .string(key), "Title": .string(title ?? key),
            "DefaultValue": .string(value),
        ]
    }
}
