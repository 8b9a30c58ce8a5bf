import PropertyList
import SettingsBundle
import Testing

@testable import SettingsEditor

/// Text snapshots of whole frames (text, then roles and cursor) at 80x24, 40x12 and 120x40.
/// `UPDATE_SNAPSHOTS=1 swift test --filter SnapshotTests` rewrites the goldens in Snapshots/.
@Suite struct SnapshotTests {
    static let sizes = [
        ScreenSize(width: 80, height: 24), ScreenSize(width: 40, height: 12), ScreenSize(width: 120, height: 40),
    ]

    func showcase(languages: [String] = ["en"], stores: MemoryStore = MemoryStore(), size: ScreenSize) throws -> Session
    {
        Session([(try Fixtures.showcase(languages: languages), Fixtures.showcaseDomain)], stores: stores, size: size)
    }

    @Test(arguments: sizes) func showcaseRoot(size: ScreenSize) throws {
        var stores = MemoryStore()
        stores.domains[Fixtures.showcaseDomain] = [
            "notifications_sound": "yes", "profile_password": "hunter2", "refresh_minutes": 60,
        ]
        stores.global = ["appearance_bold": true]
        let session = try showcase(stores: stores, size: size)
        assertSnapshot(session.frame, named: "showcase-root-\(size)")
    }

    @Test(arguments: sizes) func japaneseTitlesTakeTwoColumns(size: ScreenSize) throws {
        var session = try showcase(languages: ["ja"], size: size)
        session.select("profile_motto")
        session.send(.down, .down)
        assertSnapshot(session.frame, named: "showcase-ja-\(size)")
    }

    @Test(arguments: sizes) func deepPaneStackWithLongFooter(size: ScreenSize) throws {
        var session = Session([(try Fixtures.deep(), "com.example.deep")], size: size)
        assertSnapshot(session.frame, named: "deep-root-\(size)")
        for _ in 0..<5 {
            session.send(.home, .down, .enter)
        }
        #expect(session.state.stack.count == 6)
        assertSnapshot(session.frame, named: "deep-level5-\(size)")
    }

    @Test func choicesPageAndEditing() throws {
        let size = ScreenSize(width: 80, height: 24)
        var session = try showcase(size: size)
        session.select("Check for New Data Every")
        session.send(.enter)
        assertSnapshot(session.frame, named: "showcase-choices-80x24")
        session.send(.escape)
        session.select("Website")
        session.send(.enter, .left, .left)
        assertSnapshot(session.frame, named: "showcase-editing-80x24")
        session.send(.escape)
        session.select("display_brightness")
        session.send(.character("="))
        assertSnapshot(session.frame, named: "showcase-slider-entry-80x24")
    }

    @Test func argumentMaskAppGroupAndTooSmall() throws {
        var stores = MemoryStore()
        stores.arguments = ["notifications_enabled": "NO"]
        stores.domains[Fixtures.showcaseDomain] = ["notifications_enabled": true]
        var session = try showcase(stores: stores, size: ScreenSize(width: 80, height: 24))
        session.select("Allow Notifications")
        session.send(.character(" "))
        assertSnapshot(session.frame, named: "showcase-argument-mask-80x24")
        session.select("Shared with Widgets")
        session.send(.enter)
        assertSnapshot(session.frame, named: "showcase-app-group-80x24")
        session.send(.resize(width: 19, height: 5))
        assertSnapshot(session.frame, named: "too-small-19x5")
    }

    @Test func asciiFallbackAndAppList() throws {
        var session = Session(
            [
                (try Fixtures.showcase(), Fixtures.showcaseDomain), (try Fixtures.deep(), "com.example.deep"),
            ], size: ScreenSize(width: 40, height: 12))
        session.state.glyphs = .ascii
        assertSnapshot(session.frame, named: "app-list-ascii-40x12")
        session.send(.enter)
        session.select("sound_volume")
        assertSnapshot(session.frame, named: "showcase-ascii-40x12")
    }

    /// A long group header wraps, as footers do, instead of being cut off; in ASCII, the checked
    /// choice (`x`) and a value that differs from its default (`*`) use distinct glyphs.
    @Test func longHeadersWrapAndASCIIGlyphsAreDistinct() throws {
        var stores = MemoryStore()
        stores.domains["com.example.longheader"] = ["sync_quality": "high"]
        var session = Session(
            [(try Fixtures.load("Tests/SettingsEditorTests/Fixtures/LongHeader.app"), "com.example.longheader")],
            stores: stores)
        assertSnapshot(session.frame, named: "long-header-80x24")
        let text = session.screenText
        #expect(text.contains("SYNCHRONISATION ACROSS EVERY DEVICE"))
        #expect(text.contains("TELEVISIONS"))
        #expect(!text.contains("…"))
        session.state.glyphs = .ascii
        assertSnapshot(session.frame, named: "long-header-ascii-80x24")
        let high = try #require(session.line(containing: "High"))
        #expect(high.hasSuffix("x *app"))
        #expect(session.line(containing: "Low")?.contains("x") == false)
    }

    @Test func controlCharactersFromABundleNeverReachTheFrame() throws {
        var session = Session([(try Fixtures.deep(), "com.example.deep")], size: ScreenSize(width: 80, height: 24))
        session.send(.end)
        let text = session.screenText
        #expect(text.contains("EVIL ^[[2J TITLE^G"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
