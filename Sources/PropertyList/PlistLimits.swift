/// Limits that keep hostile input from exhausting the stack.
public enum PlistLimits {
    /// The deepest nesting of arrays and dictionaries that is read.
    public static let maximumDepth = InputBudget.propertyList.maximumDepth
}
