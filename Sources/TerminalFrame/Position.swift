/// A column (`x`, from 0 at the left) and row (`y`, from 0 at the top) of a `Frame`.
public struct Position: Hashable, Sendable, CustomStringConvertible {
    /// The column, from 0.
    public var x: Int
    /// The row, from 0.
    public var y: Int

    /// Creates a position.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public var description: String { "\(x),\(y)" }
}
