import Foundation
import Testing

@testable import XcodeProject

/// A test plan's reader gives `JSONDecoder` only the members it reads (issue 28), and only when the
/// members it leaves out are JSON the decoder accepts: every plan reads as it did when the whole
/// file was decoded, and every plan the decoder refuses is still refused in its words.
@Suite struct TestPlanMemberTests {
    /// What decoding the whole file gives: the plan's description, or the reason it is refused.
    static func whole(_ json: String) -> String {
        do { return "\(try JSONDecoder().decode(XcodeTestPlan.PlanJSON.self, from: Data(json.utf8)))" } catch {
            return XcodeTestPlan.reason(for: error)
        }
    }

    /// The same through the reader's path (`decode`, which picks the members out when it can).
    static func picked(_ json: String) -> String {
        do { return "\(try XcodeTestPlan.decode(Data(json.utf8)))" } catch { return XcodeTestPlan.reason(for: error) }
    }

    @Test func unreadMembersAreLeftOut() throws {
        let plan = "{\"configurations\":[],\"defaultOptions\":{},\"x\":[[[]],\n[[]]],\"version\":1}\n"
        let members = try #require(XcodeTestPlan.readMembers(of: Data(plan.utf8)))
        #expect(String(decoding: members, as: UTF8.self) == "{\"configurations\":[],\"defaultOptions\":{}}")
        let spaced =
            "\n{ \"a\" : { \"b\" : [ 1 , -2.5e+3 , true , null , \"\\u00e9\\n\" ] } ,"
            + " \"testTargets\" : [ { \"target\" : { \"name\" : \"Té\" } } ] }  "
        let kept = try #require(XcodeTestPlan.readMembers(of: Data(spaced.utf8)))
        #expect(
            String(decoding: kept, as: UTF8.self) == "{\"testTargets\" : [ { \"target\" : { \"name\" : \"Té\" } } ]}")
        #expect(Self.picked(spaced) == Self.whole(spaced))
    }

    /// Left-out values the decoder refuses, or that this check is not sure of: the whole file is
    /// decoded, so its error is the decoder's.
    @Test(arguments: [
        "{\"x\": [1,], \"configurations\": []}", "{\"x\": 01}", "{\"x\": 1.}", "{\"x\": -}", "{\"x\": .5}",
        "{\"x\": [1 2]}", "{\"x\": tru}", "{\"x\": \"a\tb\"}", "{\"x\": \"\\ud800\"}", "{\"x\": \"\\x\"}",
        "{\"x\": \"é\"}", "{\"x\": {\"a\" 1}}", "{\"x\": {1: 2}}", "{\"x\": 1} x", "{\"x\": 1,}", "{\"x\\u0041\": 1}",
        "{\"x\": 1}{", "\u{FEFF}{\"x\": 1}", "{\"x\": \"unterminated}", "{\"configurations\": [1, }",
        "{\"configurations\": [], \"x\": NaN}", "{\"x\": [}]}", "{\"x\": 1e}", "{\"x\": +1}",
    ])
    func whatTheCheckIsNotSureOfIsDecodedWhole(json: String) {
        #expect(Self.picked(json) == Self.whole(json))
    }

    /// Randomized: plans with members read and unread, values of every JSON kind, then the same
    /// text with one byte deleted, inserted or changed. Both paths agree on every one.
    @Test func bothPathsAgreeOnRandomPlans() {
        var random = SplitMix(seed: 0x28)
        let alphabet = Array("{}[]:,\"\\ u0aé-+.eE1tnf\n".unicodeScalars)
        var leftOut = 0
        for _ in 0..<600 {
            var text = Self.plan(&random)
            if random.next() % 2 == 0 {
                var scalars = Array(text.unicodeScalars)
                let at = Int(random.next() % UInt64(scalars.count))
                let scalar = alphabet[Int(random.next() % UInt64(alphabet.count))]
                switch random.next() % 3 {
                case 0: scalars.remove(at: at)
                case 1: scalars.insert(scalar, at: at)
                default: scalars[at] = scalar
                }
                text = String(String.UnicodeScalarView(scalars))
            }
            if XcodeTestPlan.readMembers(of: Data(text.utf8)) != nil { leftOut += 1 }
            #expect(Self.picked(text) == Self.whole(text), "\(text)")
        }
        // Most unmutated plans take the short path.
        #expect(leftOut > 200)
    }

    static func plan(_ random: inout SplitMix) -> String {
        let keys = ["configurations", "defaultOptions", "testTargets", "version", "x", "options"]
        let members = (0..<Int(random.next() % 5)).map { _ in
            let key = keys[Int(random.next() % UInt64(keys.count))]
            return "\"\(key)\": \(value(&random, depth: 0, key: key))"
        }
        return "{" + members.joined(separator: random.next() % 2 == 0 ? "," : " ,\n ") + "}"
    }

    static func value(_ random: inout SplitMix, depth: Int, key: String = "") -> String {
        switch key {
        case "configurations":
            return "[{\"name\": \"C\(random.next() % 9)\", \"options\": {\"language\": \"fr\"}}]"
        case "defaultOptions":
            return "{\"commandLineArgumentEntries\": [{\"argument\": \"-a \(random.next() % 9)\", \"enabled\": false}]}"
        case "testTargets": return "[{\"target\": {\"name\": \"T\"}}]"
        default: break
        }
        let scalars = [
            "0", "-1", "2.5", "1e3", "-0.0E-2", "123456789012345678901234567890", "1e999", "true", "false",
            "null", "\"\"", "\"a\\\"b\\\\c\\/\\b\\f\\n\\r\\t\"", "\"\\u0041\\u00e9\"", "\"é\"", "\"\\uD83D\\uDE00\"",
        ]
        switch depth < 4 ? random.next() % 4 : 3 {
        case 0:
            return "["
                + (0..<Int(random.next() % 4)).map { _ in value(&random, depth: depth + 1) }.joined(separator: ",")
                + "]"
        case 1:
            return "{"
                + (0..<Int(random.next() % 3)).map { index in "\"k\(index)\": \(value(&random, depth: depth + 1))" }
                .joined(separator: ", ") + "}"
        default: return scalars[Int(random.next() % UInt64(scalars.count))]
        }
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
