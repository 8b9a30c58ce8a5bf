extension Specifier {
    /// `PSChildPaneSpecifier`'s target.
    public struct ChildPane: Sendable, Hashable {
        /// `File` as written (a page name without `.plist`, possibly a sub-folder path).
        public var file: String
        /// The page it opens, when the file was found and followed.
        public var page: PageID?
        /// Why it is not followed, when it is not: the row is then an error row.
        public var problem: ChildPaneProblem?

        public init(file: String, page: PageID? = nil, problem: ChildPaneProblem? = nil) {
            self.file = file
            self.page = page
            self.problem = problem
        }
    }
}
