import TerminalFrame

/// Draws the editor state on a frame of `size`: the navigation bar, the shown screen's rows
/// (scrolled so the selection is visible), the message line and the key hints; "terminal too
/// small" below ``ScreenSize/minimum``. Pure: the same state and size give the same frame.
public func render(_ state: EditorState, size: ScreenSize) -> Frame {
    var renderer = Renderer(state: state, size: size)
    renderer.draw()
    return renderer.frame
}

/// Draws `state` at its own ``EditorState/size``.
public func render(_ state: EditorState) -> Frame {
    render(state, size: state.size)
}
