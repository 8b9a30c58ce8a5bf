import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// `reduce` decides what is selected and lays nothing out; the layout step after it (``layout(_:)``)
/// scrolls the selection into view and keeps what it made for the renderer and the next click.
@Suite struct LayoutTests: ShowcaseScripts {
    @Test func reduceScrollsNothingAndTheLayoutStepScrollsTheSelectionIntoView() throws {
        let session = try showcase(size: ScreenSize(width: 40, height: 12))
        var state = session.state
        #expect(state.screen.scroll == 0)
        reduce(&state, .end)
        let last = state.screen.selection
        #expect(last > 0)
        #expect(state.screen.scroll == 0)  // reduce moved the selection only
        let unscrolled = render(state)
        layout(&state)
        #expect(state.screen.scroll > 0)
        #expect(state.screen.selection == last)
        // The renderer shows the selection either way; after the layout step the scroll is kept,
        // so the next key moves from where the screen is.
        #expect(render(state) == unscrolled)
        reduce(&state, .up)
        let kept = state.screen.scroll
        layout(&state)
        #expect(state.screen.scroll == kept)
    }

    @Test func theLayoutStepKeepsThePageLayoutUntilWhatItShowsChanges() throws {
        var session = try showcase()
        let memo = session.loop.memo
        _ = session.state
        let shown = try #require(memo.shownLayout)
        memo.scope {
            #expect(session.state.reusableLayout(of: session.state.screen, width: 80) != nil)
        }
        #expect(
            shown.items
                == session.state.pageItems(try #require(session.state.page(of: session.state.screen)), app: .showcase))
        // Moving keeps it; a new width or the hidden rows shown make a new one.
        session.send(.down)
        memo.scope {
            #expect(session.state.reusableLayout(of: session.state.screen, width: 80) != nil)
            var resized = session.state
            reduce(&resized, .resize(width: 60, height: 24))
            #expect(resized.reusableLayout(of: resized.screen, width: 60) == nil)
            layout(&resized)
            #expect(resized.reusableLayout(of: resized.screen, width: 60) != nil)
            var hidden = session.state
            hidden.showsHiddenRows = true
            #expect(hidden.reusableLayout(of: hidden.screen, width: 80) == nil)
        }
        // Outside the loop nothing is kept.
        #expect(session.state.reusableLayout(of: session.state.screen, width: 80) == nil)
    }

    @Test func aClickFindsTheRowInTheLinesTheLastLayoutStepMade() throws {
        var session = try showcase()
        let frame = session.loop.frame
        let y = try #require(frame.textLines.firstIndex { $0.contains("Allow Notifications") })
        // Outside the loop (nothing kept), the screen is laid out anew: the same row is found.
        var outside = session.state
        reduce(&outside, .mouse(x: 4, y: y, action: .click(button: 1)))
        session.send(.mouse(x: 4, y: y, action: .click(button: 1)))
        #expect(session.selectedTitle == "Allow Notifications")
        #expect(outside.screen.selection == session.state.screen.selection)
        #expect(outside.screen.selection != 0)
    }
}
