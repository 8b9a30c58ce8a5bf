import Defaults
import Foundation
import PropertyList
import SettingsBinding
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

extension EditorNotice {
    /// The key of a write that failed (nil for any other notice): the reason is the store's words.
    var notSavedKey: String? {
        if case .notSaved(let key, _) = self { key } else { nil }
    }
}

extension AppID {
    /// The Showcase demo, as the tests open it.
    static let showcase = AppID(Fixtures.showcaseDomain)
    /// The Deep fixture, as the tests open it.
    static let deep = AppID("com.example.deep")
}

/// Drives the editor's program loop (``EditorLoop``, as the runner does) on an in-memory store:
/// events in, effects performed on ``MemoryStore``, and the outcomes reported back.
struct Session {
    /// The loop (shared by copies of the session).
    let loop: EditorLoop<MemoryStore>

    /// The editor state (setting it feeds `reduce` directly).
    var state: EditorState {
        get { loop.state }
        set { loop.state = newValue }
    }

    /// The in-memory stores.
    var stores: MemoryStore {
        get { loop.store }
        set { loop.store = newValue }
    }
    /// Every effect produced so far, in order.
    var effects: [Effect] = []

    init(
        _ bundles: [(LoadedBundle, String)], stores: MemoryStore = MemoryStore(),
        size: ScreenSize = ScreenSize(width: 80, height: 24)
    ) {
        loop = EditorLoop(
            apps: bundles.map { EditorApp(bundle: $0.0, domain: $0.1) }, store: stores, size: size)
    }

    /// Every shown key of every app, as the store resolves them now (without telling the editor).
    func resolvedValues() -> [AppID: [StoreKey: ResolvedValue]] {
        var values: [AppID: [StoreKey: ResolvedValue]] = [:]
        for app in loop.state.apps { values[app.id] = loop.store.resolve(app.storeKeys, of: app) }
        return values
    }

    /// Sends events; returns the effects they produced (writes already performed).
    @discardableResult
    mutating func send(_ events: Event...) -> [Effect] {
        var produced: [Effect] = []
        for event in events {
            loop.send(event)
            produced += loop.lastEffects
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
        case .choices(let row):
            guard let specifier = state.specifier(at: row),
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

/// Compares a frame with a golden file under Snapshots/ (text, then each cell's role letter, its
/// style's snapshot code, and the cursor).
/// `UPDATE_SNAPSHOTS=1` rewrites the goldens; a missing golden is written and the test fails.
func assertSnapshot(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = Fixtures.packageRoot.appendingPathComponent("Tests/SettingsEditorTests/Snapshots/\(name).txt")
    let cursor = "-- cursor \(frame.cursor.map(\.description) ?? "hidden") --"
    let lines = frame.textLines + ["-- roles --"] + frame.styleLines + [cursor]
    let actual = "size \(frame.width)x\(frame.height)\n" + lines.joined(separator: "\n") + "\n"
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
