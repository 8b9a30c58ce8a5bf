import Foundation
import PropertyList
import PropertyListFoundation
import Testing

@Suite struct PlistValueTests {
    @Test func boolAndIntegerStayDistinctThroughXML() throws {
        let value: PlistValue = ["flag": true, "one": 1, "zero": 0, "off": false]
        let data = try PropertyListCoder.encodeXML(value)
        let (decoded, format) = try PropertyListCoder.decode(data)
        #expect(format == .xml)
        #expect(decoded == value)
        #expect(decoded.dictionaryValue?["one"] == .integer(1))
        #expect(decoded.dictionaryValue?["flag"] == .bool(true))
    }

    @Test func foundationNumberAnswersIsBoolButIsKeptAnInteger() {
        let one: Any = NSNumber(value: 1)
        #expect(one is Bool)  // the Linux trap this type exists to avoid
        #expect(PlistValue(foundationObject: one) == .integer(1))
        #expect(PlistValue(foundationObject: true) == .bool(true))
    }

    @Test func wholeIntegerRange() throws {
        let value: PlistValue = .array([.integer(.min), .integer(.max), PlistValue(UInt64.max)])
        let (decoded, _) = try PropertyListCoder.decode(try PropertyListCoder.encodeXML(value))
        #expect(decoded == value)
        #expect(PlistValue(UInt64(5)) == .integer(5))
    }

    @Test func refusesDeepNestingBeforeFoundationParses() {
        let deep = String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000)
        let xml = "<?xml version=\"1.0\"?><plist version=\"1.0\">\(deep)</plist>"
        // Past the budget's depth, named as the budget's limit.
        #expect(throws: PropertyListError.overBudget(InputBudgetError(.depth, maximum: 512))) {
            try PropertyListCoder.decode(Data(xml.utf8))
        }
        let openStep = String(repeating: "(", count: 100_000)
        #expect(throws: PropertyListError.overBudget(InputBudgetError(.depth, maximum: 512, at: "line 1"))) {
            try PropertyListCoder.decode(Data(openStep.utf8))
        }
    }

    @Test func parenthesesInsideStringsAreNotNesting() throws {
        let text = "\"" + String(repeating: "(", count: 1000) + "\""
        let (value, _) = try PropertyListCoder.decode(Data(text.utf8))
        #expect(value == .string(String(repeating: "(", count: 1000)))
    }
}
