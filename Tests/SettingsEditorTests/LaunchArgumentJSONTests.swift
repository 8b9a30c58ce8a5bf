import Defaults
import Foundation
import PropertyList
import SettingsBinding
import Testing

/// The test-plan form of launch arguments is written with `JSONEncoder` (SettingsBinding builds on
/// FoundationEssentials, issue 32): the same bytes `JSONSerialization` wrote with the same options.
@Suite struct LaunchArgumentJSONTests {
    static let values: [PlistValue] = [
        "plain", "", "a b", "it's", "say \"hi\"", "back\\slash", "a/b</c>", "line\nbreak\ttab\r", "\u{1}\u{1F}\u{7F}",
        "\u{85}\u{2028}\u{2029}\u{202E}", "é e\u{301} 日本 😀", "$(HOME) ${X}", .integer(-3), .real(0.1), .bool(true),
        .date(Date(timeIntervalSince1970: 1_700_000_000)), .data(Data([0, 255])), .array(["a", 1]),
        .dictionary(["k": "v/w", "é": .array([])]),
    ]

    @Test func testPlanJSONIsJSONSerializations() throws {
        var sets: [[(key: String, value: PlistValue)]] = [[]]
        sets += Self.values.enumerated().map { [("key\($0.offset)", $0.element)] }
        sets.append(Self.values.enumerated().map { ("k/\($0.offset) \"q\"", $0.element) })
        for pairs in sets {
            let lines = pairs.map {
                LaunchArgumentFormat.shellLine(LaunchArgumentEncoder.arguments(key: $0.key, value: $0.value).arguments)
            }
            let object: [String: Any] = ["commandLineArgumentEntries": lines.map { ["argument": $0] }]
            let expected = try JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            let text = LaunchArgumentFormat.xctestplan.render(pairs, domain: "com.example.app").text
            #expect(text == String(decoding: expected, as: UTF8.self), "\(pairs.map(\.key))")
        }
    }
}
