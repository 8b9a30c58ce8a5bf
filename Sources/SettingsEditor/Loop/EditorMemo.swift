import Synchronization

/// What the program loop remembers between keys, so that a key costs no new layout, walk or index
/// while nothing they are made from changed: the shown screen's layout and page items, the
/// modified rows, and the search index. It is the loop's, not the state's: ``EditorState`` holds
/// only what the editor shows, and two states are equal when they show the same.
///
/// The loop binds its memo around every reduce, layout and render (``scope(_:)``). Every entry is
/// kept with what it was made from and used only while that is still what the state holds, so a
/// memo never changes a result: outside a scope (a test calling ``render(_:size:)`` on a state of
/// its own) everything is made anew, with the same result.
public final class EditorMemo: Sendable {
    /// The memo of the loop running now, if any.
    @TaskLocal static var current: EditorMemo?

    private struct Entries: Sendable {
        var shownLayout: ShownLayout?
        var modifiedRows: ModifiedRows?
        var searchIndex: BuiltSearchIndex?
        var layoutsMade = 0
    }

    private let entries = Mutex(Entries())

    /// An empty memo.
    public init() {}

    /// Runs `body` (a reduce, layout or render) with this memo.
    public func scope<Result>(_ body: () throws -> Result) rethrows -> Result {
        try EditorMemo.$current.withValue(self, operation: body)
    }

    /// What the last layout step made of the shown screen.
    var shownLayout: ShownLayout? {
        get { entries.withLock { $0.shownLayout } }
        set { entries.withLock { $0.shownLayout = newValue } }
    }

    /// How many times the layout step laid the shown screen out anew (rather than reusing it).
    var layoutsMade: Int { entries.withLock { $0.layoutsMade } }

    /// Keeps a layout the layout step made anew.
    func made(_ layout: ShownLayout) {
        entries.withLock {
            $0.shownLayout = layout
            $0.layoutsMade += 1
        }
    }

    /// Lets go of what it keeps of the apps' values (the shown layout's and the modified rows'), so
    /// the state changes its own in place: while the memo shares their storage, resolving one key
    /// copies every value of the app first (on a 500-key page, 500 per keystroke that writes). The
    /// next layout then finds the values changed and looks at the masked ones again, as it does
    /// after any change.
    func releaseValues() {
        entries.withLock {
            $0.shownLayout?.values = [:]
            $0.modifiedRows = nil
        }
    }

    /// The last modified rows found, with the apps they were found in.
    var modifiedRows: ModifiedRows? {
        get { entries.withLock { $0.modifiedRows } }
        set { entries.withLock { $0.modifiedRows = newValue } }
    }

    /// The search index of the last query, with the bundles it indexes.
    var searchIndex: BuiltSearchIndex? {
        get { entries.withLock { $0.searchIndex } }
        set { entries.withLock { $0.searchIndex = newValue } }
    }
}
