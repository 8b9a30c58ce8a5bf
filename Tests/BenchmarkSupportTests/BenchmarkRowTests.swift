import BenchmarkSupport
import Foundation
import Testing

@Suite struct BenchmarkRowTests {
    let rows = [
        BenchmarkRow(
            name: "lookup", unit: "ns", ours: 100, anchor: 1000, anchorName: "Foundation", target: "≥5x faster",
            goal: .ratioAtMost(0.2), method: "median"),
        BenchmarkRow(
            name: "first frame", unit: "ms", ours: 60, anchor: nil, anchorName: "none", target: "< 50 ms",
            goal: .oursBelow(50), method: "median", note: "slow"),
    ]

    @Test func jsonIsAnArrayOfRowsWithTheRequiredKeys() throws {
        let data = Data(BenchmarkRow.json(rows).utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.count == 2)
        for object in array {
            for key in ["name", "unit", "ours", "anchor", "ratio", "target", "met"] {
                #expect(object[key] != nil, "missing \(key)")
            }
            #expect(object["name"] is String && object["unit"] is String && object["target"] is String)
        }
        #expect(array[0]["ours"] as? Double == 100)
        #expect(array[0]["ratio"] as? Double == 0.1)
        #expect(array[0]["met"] as? Bool == true)
        #expect(array[1]["anchor"] is NSNull)
        #expect(array[1]["ratio"] is NSNull)
        #expect(array[1]["met"] as? Bool == false)
    }

    @Test func metFollowsTheGoal() {
        #expect(rows[0].met)
        #expect(!rows[1].met)
        var slower = rows[0]
        slower.ours = 300
        #expect(!slower.met)
        let comparison = BenchmarkRow(
            name: "x", unit: "ms", ours: 2, anchor: 1, anchorName: "y", target: "comparison only",
            goal: .informational, method: "")
        #expect(comparison.met)
        #expect(comparison.ratio == 2)
    }

    /// A floor is met at it and above, not below (a precision of 100% is met; 99.9% is not).
    @Test func aFloorIsMetAtItAndAbove() {
        var precision = BenchmarkRow(
            name: "precision", unit: "%", ours: 100, anchor: nil, anchorName: "none", target: "100%",
            goal: .oursAtLeast(100), method: "")
        #expect(precision.met)
        precision.ours = 99.9
        #expect(!precision.met)
        precision.ours = .nan
        #expect(!precision.met)
    }

    @Test func tableListsEveryRow() {
        let table = BenchmarkRow.table(rows)
        #expect(table.contains("lookup"))
        #expect(table.contains("first frame"))
        #expect(table.contains("NO"))
        #expect(table.contains("0.100x"))
    }
}
