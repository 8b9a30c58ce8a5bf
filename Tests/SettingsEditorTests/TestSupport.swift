import Defaults
import Foundation
import PropertyList
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// Paths and bundles the editor tests use.
enum Fixtures {
    /// The package root (three levels above this file).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func load(_ relativePath: String, languages: [String] = ["en"], idiom: Idiom = .phone) throws -> LoadedBundle
    {
        let path = packageRoot.appendingPathComponent(relativePath).path
        let bundles = try BundleLoader.load(path: path, options: LoadOptions(idiom: idiom, languages: languages))
        return try #require(bundles.first)
    }

    static func showcase(languages: [String] = ["en"]) throws -> LoadedBundle {
        try load("Examples/Showcase", languages: languages)
    }

    static func deep() throws -> LoadedBundle {
        try load("Tests/SettingsEditorTests/Fixtures/Deep.app")
    }

    static let showcaseDomain = "com.terminalsettings.showcase"
    static let showcaseSuite = "group.com.terminalsettings.showcase"
}

/// An in-memory stand-in for the stores the runner resolves and writes: persistent domains, the
/// argument domain and the global domain, resolved the way the runner resolves them.
struct FakeStores {
    var domains: [String: [PlistKey: PlistValue]] = [:]
    var arguments: [PlistKey: PlistValue] = [:]
    var global: [PlistKey: PlistValue] = [:]
    /// Domains whose writes fail (as a read-only folder would).
    var failingDomains: Set<String> = []

    func resolveAll(_ apps: [EditorApp]) -> [[StoreKey: ResolvedValue]] {
        apps.map { app in
            var values: [StoreKey: ResolvedValue] = [:]
            for storeKey in app.storeKeys {
                let kind: ValueSource.Kind = storeKey.domain == app.domain ? .application : .suite
                let layers: [(source: ValueSource, value: PlistValue?)] = [
                    (ValueSource(kind: .argument, domain: "NSArgumentDomain"), arguments[storeKey.key]),
                    (ValueSource(kind: kind, domain: storeKey.domain), domains[storeKey.domain]?[storeKey.key]),
                    (ValueSource(kind: .global, domain: ".GlobalPreferences"), global[storeKey.key]),
                ]
                values[storeKey] = ResolvedValue.resolve(
                    layers: layers,
                    registeredDefault: app.registeredDefault(forKey: storeKey.key, domain: storeKey.domain),
                    writableDomain: storeKey.domain)
            }
            return values
        }
    }
}

/// Drives an editor state as the runner does: events in, effects performed on fake stores, and
/// the results reported back.
struct Session {
    /// The state, laid out after every change as the runner's is (``layout(_:)``).
    var state: EditorState {
        didSet { layout(&state) }
    }
    var stores: FakeStores
    /// Every effect returned so far, in order.
    var effects: [Effect] = []

    init(
        _ bundles: [(LoadedBundle, String)], stores: FakeStores = FakeStores(),
        size: ScreenSize = ScreenSize(width: 80, height: 24)
    ) {
        state = EditorState(apps: bundles.map { EditorApp(bundle: $0.0, domain: $0.1) }, size: size)
        self.stores = stores
        reduce(&state, .valuesResolved(self.stores.resolveAll(state.apps), external: false))
        layout(&state)
    }

    /// Sends events; returns the effects they produced (writes already performed).
    @discardableResult
    mutating func send(_ events: Event...) -> [Effect] {
        var produced: [Effect] = []
        for event in events {
            let result = reduce(&state, event)
            produced += result
            for effect in result {
                guard case .write(let request) = effect else { continue }
                if stores.failingDomains.contains(request.storeKey.domain) {
                    reduce(
                        &state,
                        .writeFailed(request, message: "cannot write \(request.storeKey.domain): read-only folder"))
                } else {
                    stores.domains[request.storeKey.domain, default: [:]][request.storeKey.key] = request.value
                    reduce(&state, .writeSucceeded(request))
                }
                reduce(&state, .valuesResolved(stores.resolveAll(state.apps), external: false))
            }
        }
        effects += produced
        return produced
    }

    /// Sends a list of events (see ``send(_:)-variadic``).
    @discardableResult
    mutating func send(_ events: [Event]) -> [Effect] {
        var produced: [Effect] = []
        for event in events { produced += send(event) }
        return produced
    }

    /// Types text, one character event each.
    mutating func type(_ text: String) {
        for character in text { send(.character(character)) }
    }

    /// Moves the selection down until the selected row has this title (or key).
    mutating func select(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        send(.home)
        for _ in 0..<200 {
            if selectedTitle == title { return }
            let before = state.screen.selection
            send(.down)
            if state.screen.selection == before { break }
        }
        Issue.record("no row titled \(title) on \(state.title(of: state.screen))", sourceLocation: sourceLocation)
    }

    /// The title of the selected row (a radio choice's title for a choice).
    var selectedTitle: String? {
        switch state.screen.kind {
        case .details, .help, .modified, .changes, .search: return nil
        case .appList: return state.apps[state.screen.selection].name
        case .choices(let app, let page, let index):
            guard let specifier = state.specifier(app: app, page: page, index: index),
                case .multiValue(let multi) = specifier.kind
            else { return nil }
            return multi.choices.items[state.screen.selection].title.text
        case .page:
            guard let item = state.selectedItem, let specifier = state.selectedSpecifier else { return nil }
            if case .choice(_, let position) = item, case .radioGroup(let radio) = specifier.kind {
                return radio.choices.items[position].title.text
            }
            return RowText.title(specifier)
        }
    }

    /// The frame at the state's size.
    var frame: Frame { render(state) }

    /// The screen as text.
    var screenText: String { frame.snapshot() }

    /// The screen line holding `text`.
    func line(containing text: String) -> String? {
        frame.textLines.first { $0.contains(text) }
    }
}

/// Compares a frame with a golden file under Snapshots/ (text, then roles and cursor).
/// `UPDATE_SNAPSHOTS=1` rewrites the goldens; a missing golden is written and the test fails.
func assertSnapshot(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = Fixtures.packageRoot.appendingPathComponent("Tests/SettingsEditorTests/Snapshots/\(name).txt")
    let actual = "size \(frame.width)x\(frame.height)\n" + frame.snapshot(includeRoles: true) + "\n"
    let update = ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1"
    guard !update, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        if !update {
            Issue.record("recorded a new golden \(name).txt; check it and run again", sourceLocation: sourceLocation)
        }
        return
    }
    #expect(actual == expected, "\(name).txt differs; the frame is:\n\(actual)", sourceLocation: sourceLocation)
}
