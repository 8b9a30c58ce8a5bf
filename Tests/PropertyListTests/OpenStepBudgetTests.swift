import Foundation
import Testing

@testable import PropertyList

/// The OpenStep reader takes the one `InputBudget` (issue 28) instead of a fixed 512 levels: its
/// bytes and depth, with the limit and the line.
@Suite struct OpenStepBudgetTests {
    static let tight = InputBudget(maximumBytes: 64, maximumValues: 1_000, maximumDepth: 2, maximumExpansion: 0)

    @Test func depthAndBytesAreTheBudgets() throws {
        let nested = "(\n a,\n ( b,\n  ( c )\n )\n)"
        #expect(try OpenStepParser.parse(nested) == ["a", ["b", ["c"]]])
        #expect {
            try OpenStepParser.parse(nested, budget: Self.tight)
        } throws: { error in
            guard let error = error as? OpenStepParser.SyntaxError, let excess = error.excess else { return false }
            return error.isTooDeep && error.line == 4 && excess.limit == .depth && excess.maximum == 2
                && excess.description.contains("nests more than 2 levels deep (at line 4)")
        }
        let long = "( " + String(repeating: "word, ", count: 20) + "end )"
        #expect(throws: Never.self) { try OpenStepParser.parse(long) }
        #expect {
            try OpenStepParser.parse(long, budget: Self.tight)
        } throws: { error in
            (error as? OpenStepParser.SyntaxError)?.excess?.limit == .bytes
        }
        // The strings-file body too, and the coder passes its budget on.
        let body = String(repeating: "\"k\" = \"v\";\n", count: 10)
        #expect(try OpenStepParser.parseDictionaryBody(body).count == 1)
        #expect {
            try OpenStepParser.parseDictionaryBody(body, budget: Self.tight)
        } throws: { error in
            (error as? OpenStepParser.SyntaxError)?.excess?.limit == .bytes
        }
        #expect(throws: PropertyListError.overBudget(InputBudgetError(.depth, maximum: 2, at: "line 4"))) {
            try PropertyListCoder.decode(Data(nested.utf8), budget: Self.tight)
        }
        #expect {
            try PropertyListCoder.decode(
                Data(("{ a = " + String(repeating: "x", count: 60) + "; }").utf8), budget: Self.tight)
        } throws: { error in
            guard case .overBudget(let excess) = error as? PropertyListError else { return false }
            return excess.limit == .bytes
        }
    }
}
