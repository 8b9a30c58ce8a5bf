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
}
