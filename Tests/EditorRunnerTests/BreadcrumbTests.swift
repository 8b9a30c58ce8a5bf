import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import SettingsEditor
import Testing

@testable import SettingsTool

/// One breadcrumb, `LoadedBundle.titlePath(to:)`: `settings dump` prints it over each page and
/// the editor's paths (details, search results, changed rows) start with it. The root is the
/// app's name, as iOS Settings titles an app's page.
@Suite struct BreadcrumbTests {
    static let showcase = EditorRunnerDataTests.showcase

    @Test func dumpAndEditorShowTheSamePathForEveryPage() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("crumbs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let bundle = try #require(try BundleLoader.load(path: Self.showcase.path, options: LoadOptions()).first)
        let app = try BoundApp(
            bundle: bundle, domain: "com.example.crumbs", environment: DefaultsEnvironment(home: home.path))
        let state = EditorState(apps: [EditorApp(bundle: bundle, domain: app.domain)])
        let dump = DumpCommand.text(for: app).split(separator: "\n").map(String.init)
        #expect(bundle.orderedPages.count > 2)
        for page in bundle.orderedPages {
            let path = bundle.titlePath(to: page)
            #expect(state.pageTitles(app: AppID("com.example.crumbs"), page: page.id) == path)
            #expect(path.first == bundle.name)
            #expect(dump.contains { $0.hasPrefix(path.joined(separator: " › ") + "  [") }, "\(path)")
        }
        #expect(bundle.titlePath(to: .root) == [bundle.name])
    }

    /// A page whose parent is missing (or loops) still starts at the app's name, in both.
    @Test func aPageCutOffFromTheRootStartsAtTheAppsName() throws {
        var bundle = try #require(try BundleLoader.load(path: Self.showcase.path, options: LoadOptions()).first)
        let child = try #require(bundle.orderedPages.first { $0.id != .root })
        bundle.pages[child.id]?.parent = "Nowhere"
        #expect(bundle.titlePath(to: child.id) == [bundle.name, child.title.text])
        bundle.pages[child.id]?.parent = child.id
        #expect(bundle.titlePath(to: child.id) == [bundle.name, child.title.text])
        let state = EditorState(apps: [EditorApp(bundle: bundle, domain: "com.example.crumbs")])
        #expect(state.pageTitles(app: AppID("com.example.crumbs"), page: child.id) == bundle.titlePath(to: child.id))
        #expect(bundle.titlePath(to: "Unknown") == [bundle.name])
    }
}
