import Defaults
import DefaultsFoundation
import Foundation
import PropertyList
import TestSupport
import Testing

@Suite struct ArgumentDomainTests {
    /// Every example of research §1.3, observed with Foundation.
    @Test func researchExamples() {
        let parsed = ArgumentDomain.parse([
            "/usr/bin/probe",
            "-someKey", "someValue",
            "-num", "42",
            "-arr", "(a, b, \"c d\")",
            "-dict", "{x = 1; y = (2,3);}",
            "-xml", "<integer>7</integer>",
            "-quoted", "\"hello world\"",
            "-bad", "(unterminated",
            "-neg", "-5",
        ])
        #expect(parsed["someKey"] == "someValue")
        #expect(parsed["num"] == "42")
        #expect(parsed["arr"] == ["a", "b", "c d"])
        #expect(parsed["dict"] == ["x": "1", "y": ["2", "3"]])
        #expect(parsed["xml"] == 7)
        #expect(parsed["quoted"] == "hello world")
        #expect(parsed["bad"] == "(unterminated")
        #expect(parsed["neg"] == nil)
        #expect(parsed["5"] == nil)
    }

    @Test func pairsValuesAndTrimming() {
        #expect(ArgumentDomain.parse(["-a", "  padded \n"]) == ["a": "padded"])
        #expect(ArgumentDomain.parse(["-trailing"]) == [:])
        #expect(ArgumentDomain.parse(["-a", "-b", "x"]) == ["b": "x"])
        #expect(ArgumentDomain.parse(["-k", "1", "-k", "2"]) == ["k": "2"])
        #expect(ArgumentDomain.parse(["-", "x"]) == [:])
        #expect(ArgumentDomain.parse(["positional", "-k", "v", "more"]) == ["k": "v"])
        #expect(ArgumentDomain.parse(["--long", "v"]) == ["-long": "v"])
        #expect(ArgumentDomain.parse(["-d", "<0a0b>"]) == ["d": .data(Data([0x0A, 0x0B]))])
        #expect(ArgumentDomain.parse(["-e", "[1]"]) == ["e": "[1]"])  // not OpenStep, not XML: kept
    }

    @Test func argumentDomainComesFirst() throws {
        let home = TemporaryHome()
        try home.write(["flag": "disk"], to: home.file("com.example.args"))
        let defaults = home.makeDefaults("com.example.args", arguments: ["prog", "-flag", "YES", "-n", "12"])
        #expect(defaults.lookup("flag")?.source.kind == .argument)
        #expect(defaults.lookup("flag")?.source.tag == .arg)
        #expect(defaults.bool(forKey: "flag"))
        #expect(defaults.integer(forKey: "n") == 12)
        // set() writes below the argument domain: no visible effect.
        defaults.set("other", forKey: "flag")
        #expect(defaults.string(forKey: "flag") == "YES")
        defaults.removeObject(forKey: "flag")
        try defaults.flush()
    }
}
