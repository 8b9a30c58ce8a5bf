import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document parsed with XMLParser: every element with its attributes and text, in
/// document order, and its ancestors' classes, so tests check structure rather than bytes.
struct SVGTree {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        /// The classes of the enclosing elements, outermost first.
        var ancestors: [[String: String]]

        var className: String? { attributes["class"] }
        func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
        func inside(_ className: String) -> [String: String]? {
            ancestors.last { $0["class"] == className }
        }
    }

    var elements: [Element] = []

    init(_ svg: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw ParseFailure(description: parser.parserError.map { "\($0)" } ?? "unknown XML error")
        }
        elements = delegate.finished
    }

    struct ParseFailure: Error, CustomStringConvertible { var description: String }

    func all(_ className: String) -> [Element] { elements.filter { $0.className == className } }

    var root: Element? { elements.first { $0.name == "svg" } }

    private final class Collector: NSObject, XMLParserDelegate {
        var open: [Int] = []
        var finished: [Element] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            let ancestors = open.map { finished[$0].attributes }
            finished.append(Element(name: name, attributes: attributes, text: "", ancestors: ancestors))
            open.append(finished.count - 1)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { finished[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }
}
