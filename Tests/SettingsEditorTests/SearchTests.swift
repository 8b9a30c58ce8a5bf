import Defaults
import Foundation
import PropertyList
import SettingsBundle
import Testing

@testable import SettingsEditor

/// `/` search across every page of every open app, with jumps and return to the results.
@Suite struct SearchTests {
    func showcase(languages: [String] = ["en"], size: ScreenSize = ScreenSize(width: 80, height: 24)) throws -> Session
    {
        Session([(try Fixtures.showcase(languages: languages), Fixtures.showcaseDomain)], size: size)
    }

    func keys(_ session: Session) -> [String] {
        session.state.search.results.compactMap {
            session.state.specifier(app: $0.row.app, page: $0.row.page, index: $0.row.specifier)?.key
        }
    }

    @Test func typingFiltersAtOnceAcrossPagesByTitleKeyValueTitleGroupAndFooter() throws {
        var session = try showcase()
        #expect(session.send(.character("/")) == [])
        #expect(session.state.screen.kind == .search)
        #expect(session.state.mode == .searching)
        session.type("sample_rate")  // a key two child panes deep
        #expect(keys(session) == ["diagnostics_sample_rate"])
        #expect(session.state.search.results.first?.field == "key")
        session.send(.control("u"))
        session.type("radio group follow")  // words of a footer, in any order of the row's texts
        #expect(session.state.search.results.allSatisfy { $0.field == "footer" })
        #expect(keys(session).contains("appearance_text_size"))
        session.send(.control("u"))
        session.type("SOLARIZED")  // a value title, any case
        #expect(keys(session) == ["appearance_theme"])
        #expect(session.state.search.results.first?.field == "value title")
        session.send(.control("u"))
        session.type("notifications")  // a group title matches its rows
        #expect(keys(session).contains("notifications_sound"))
        session.send(.control("u"))
        session.type("zzzz")
        #expect(session.state.search.results.isEmpty)
        #expect(session.screenText.contains("No row matches"))
    }

    @Test func rawTitlesMatchUnderATranslationAndDiacriticsAreIgnored() throws {
        var session = try showcase(languages: ["fr"])
        session.send(.character("/"))
        session.type("check every")  // the raw (English) title of a French row
        #expect(keys(session) == ["refresh_minutes"])
        #expect(session.state.search.results.first?.field == "title (raw)")
        session.send(.control("u"))
        session.type("verifier")  // Vérifier
        #expect(keys(session) == ["refresh_minutes"])
    }

    @Test func digitsAndEnterJumpAndBackReturnsToTheResults() throws {
        var session = try showcase()
        session.send(.character("/"))
        session.type("notifications")
        let count = session.state.search.results.count
        #expect(count >= 3)
        // Enter while typing jumps to the selected (first) result.
        session.send(.down, .enter)
        #expect(session.state.mode == .browsing)
        #expect(session.state.backLabel == "Search")
        let second = session.state.search.results[1]
        #expect(session.state.selectedSpecifier?.index == second.row.specifier)
        session.send(.escape)
        #expect(session.state.screen.kind == .search)
        #expect(session.state.screen.selection == 1)
        #expect(session.state.search.editor.text == "notifications")
        // On the results, 1-9 jump.
        session.send(.character("3"))
        #expect(session.state.selectedSpecifier?.index == session.state.search.results[2].row.specifier)
        session.send(.character("h"))
        session.send(.character("9"))
        #expect(session.state.screen.kind == .search || count >= 9)
        // / types again; Esc stops typing, Esc again leaves the search.
        session.send(.character("/"))
        #expect(session.state.mode == .searching)
        session.send(.escape, .escape)
        #expect(session.state.screen.kind == .page(app: .showcase, page: .root))
    }

    @Test func searchAcrossSeveralAppsShowsPathsAndTags() throws {
        var session = Session(
            [(try Fixtures.showcase(), Fixtures.showcaseDomain), (try Fixtures.deep(), "com.example.deep")])
        session.send(.character("/"))
        session.type("level")
        let position = try #require(session.state.search.results.firstIndex { $0.row.app == .deep })
        #expect(session.line(containing: "(\(position + 1)) Deep")?.contains("default") == true)
        session.send(.escape)
        for _ in 0..<position { session.send(.down) }
        session.send(.enter)
        #expect(session.state.screen.app == .deep)
    }

    @Test func resultsAreDrawnAt80x24() throws {
        var session = try showcase()
        session.send(.character("/"))
        session.type("sound")
        assertSnapshot(session.frame, named: "search-80x24")
    }
}
