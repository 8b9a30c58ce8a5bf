/// The step after every ``reduce(_:_:)-(_,EditorEvent)``: lays the shown screen out at the state's size and moves
/// its scroll so the selection is in view, with the section header above a first item and the
/// footers below a last one.
///
/// `reduce` decides what is selected and never lays anything out; `layout` decides which lines
/// are on screen. Run by the program loop (``EditorLoop``), it gives what it made to the loop's
/// ``EditorMemo`` for ``render(_:size:)`` to draw and for the next `reduce` to find the row under
/// a mouse click, as a program keeps the areas of its last draw. A state that skipped it still
/// renders with its selection in view, but its scroll is not remembered. Pure: the same state
/// gives the same result.
public func layout(_ state: inout EditorState) {
    state.layOut()
}
