import Foundation
import Testing

@testable import XcodeProject

/// `XMLElementTree` keeps one document's elements and attributes in two arrays (issue 28): each
/// element still answers with its own name, attributes and children, in document order, however
/// its siblings and descendants nest.
@Suite struct XMLElementTreeTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <S r="0">
           <A a="1" b="2">
              <B/>
              <C c="3"><D d="4"/><!-- note --><D d="5"></D></C>
              <B b="6"/>
           </A>
           <E/>
           <A a="7"/>
        </S>
        """

    @Test func elementsAnswerWithTheirOwnChildrenAndAttributes() throws {
        let root = try XMLElementTree.parse(Data(Self.document.utf8))
        #expect(root.name == "S" && root.attributes.map(\.name) == ["r"])
        #expect(root.children.map(\.name) == ["A", "E", "A"])
        #expect(root.children("A").map { $0[attribute: "a"] } == ["1", "7"])
        let first = try #require(root.child("A"))
        #expect(first.attributes.map(\.value) == ["1", "2"] && first[attribute: "b"] == "2")
        #expect(first.children.map(\.name) == ["B", "C", "B"])
        #expect(first.children("B").map { $0[attribute: "b"] } == [nil, "6"])
        let c = try #require(first.child("C"))
        #expect(c[attribute: "c"] == "3" && c.children("D").map { $0[attribute: "d"] } == ["4", "5"])
        #expect(c.children.allSatisfy { $0.children.isEmpty })
        #expect(try #require(root.child("E")).children.isEmpty && root.child("F") == nil)
        #expect(root.children[2].attributes.map(\.name) == ["a"] && root.children[2].children.isEmpty)
    }

    /// Equal documents give equal trees; a different attribute value, or a child moved to another
    /// parent, does not.
    @Test func treesCompareByTheirContent() throws {
        let tree = try XMLElementTree.parse(Data(Self.document.utf8))
        #expect(tree == (try XMLElementTree.parse(Data(Self.document.utf8))))
        #expect(tree.hashValue == (try XMLElementTree.parse(Data(Self.document.utf8))).hashValue)
        let changed = Self.document.replacingOccurrences(of: "d=\"5\"", with: "d=\"6\"")
        #expect(tree != (try XMLElementTree.parse(Data(changed.utf8))))
        #expect(
            (try XMLElementTree.parse(Data("<S><A><B/></A><C/></S>".utf8)))
                != (try XMLElementTree.parse(Data("<S><A/><B/><C/></S>".utf8))))
    }

    /// A repeated attribute is refused among the first few (compared in place) and among many
    /// (through a set), wherever it repeats.
    @Test(arguments: [2, 5, 8, 9, 40])
    func aRepeatedAttributeIsRefused(count: Int) {
        let names = (0..<count).map { "n\($0)" }
        for repeated in [names[0], names[count - 1], names[count / 2]] {
            let text = "<S>\n<T " + (names + [repeated]).map { "\($0)=\"v\"" }.joined(separator: " ") + "/></S>"
            #expect(
                throws: XMLElementTree.SyntaxError(message: "the attribute \(repeated) appears twice in <T>", line: 2)
            ) {
                try XMLElementTree.parse(Data(text.utf8))
            }
        }
        let distinct = "<S " + names.map { "\($0)=\"v\"" }.joined(separator: " ") + "><T n0=\"w\"/></S>"
        #expect((try? XMLElementTree.parse(Data(distinct.utf8)))?.attributes.count == count)
    }

    /// Attribute names are compared by their scalars, as XML (and Python's expat) compares them: a
    /// composed and a decomposed `é` are two attributes, among the first few and among many.
    @Test(arguments: [0, 20])
    func canonicallyEquivalentNamesAreDistinctAttributes(others: Int) throws {
        let fillers = (0..<others).map { " n\($0)=\"v\"" }.joined()
        let text = "<T\(fillers) \u{E9}=\"1\" e\u{301}=\"2\"/>"
        let attributes = try XMLElementTree.parse(Data(text.utf8)).attributes.suffix(2)
        #expect(attributes.map { Array($0.name.unicodeScalars) } == [["\u{E9}"], ["e", "\u{301}"]])
        #expect(attributes.map(\.value) == ["1", "2"])
    }

    /// Values without an entity, tab or line break are kept as written; the others are decoded,
    /// in an element of many attributes as of few.
    @Test func valuesAreDecodedOnlyWhereTheyNeedIt() throws {
        let fillers = (0..<20).map { " n\($0)=\"v\($0) w\"" }.joined()
        let tree = try XMLElementTree.parse(Data("<T\(fillers) a=\"x&amp;y\" b='1\t2\r\n3' c=\"&#x41;\"/>".utf8))
        #expect(tree[attribute: "n7"] == "v7 w" && tree[attribute: "n19"] == "v19 w")
        #expect(tree[attribute: "a"] == "x&y" && tree[attribute: "b"] == "1 2 3" && tree[attribute: "c"] == "A")
    }

    /// The table of names holds any number of them, whatever size it was made for: past its size it
    /// grows, and it still finds every name already in it.
    @Test func theNameTableGrowsPastItsSize() {
        var table = XMLAttributeNameTable(count: 0)
        let names = (0..<5_000).map { Array("name\($0)".utf8) }
        func insert(_ index: Int) -> Bool {
            names[index].withUnsafeBufferPointer { bytes in
                table.insert(bytes, at: index) { names[$0] == names[index] }
            }
        }
        #expect((0..<names.count).allSatisfy { insert($0) })
        #expect((0..<names.count).allSatisfy { !insert($0) })
    }
}
