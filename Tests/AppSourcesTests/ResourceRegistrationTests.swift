import AppSources
import Foundation
import Testing

/// A registration read from a plist resource is one rule (`DefaultsRegistration.resource`) for the
/// Swift and the Objective-C readers: the same entries when the target has the file, the same
/// reason when it has not.
@Suite struct ResourceRegistrationTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>from_plist</key><true/></dict></plist>
        """

    /// One folder for both readers, so the resource's entries name the same file.
    func contents(resources: [String: String]) -> (
        swift: DefaultsRegistration.Contents?, objc: DefaultsRegistration.Contents?
    ) {
        let helper = ScanHelper()
        defer { try? FileManager.default.removeItem(at: helper.folder) }
        let swift = helper.scan(
            [
                "R.swift": """
                func c() {
                    let url = Bundle.main.url(forResource: "Defaults", withExtension: "plist")!
                    UserDefaults.standard.register(defaults: NSDictionary(contentsOf: url) as! [String: Any])
                }
                """
            ], resources: resources)
        let objc = helper.scan(
            [
                "R.m": """
                - (void)c {
                    NSString *path = [[NSBundle mainBundle] pathForResource:@"Defaults" ofType:@"plist"];
                    [[NSUserDefaults standardUserDefaults] registerDefaults:[NSDictionary dictionaryWithContentsOfFile:path]];
                }
                """
            ], resources: resources)
        return (swift.registrations.first?.contents, objc.registrations.first?.contents)
    }

    @Test func swiftAndObjectiveCReadAResourceAlike() throws {
        let found = contents(resources: ["Defaults.plist": Self.plist])
        guard case .resource(let name, let entries) = found.swift else {
            Issue.record("\(String(describing: found.swift))")
            return
        }
        #expect(name == "Defaults.plist" && entries.map(\.key) == ["from_plist"])
        #expect(found.objc == found.swift)
        let missing = contents(resources: [:])
        #expect(missing.swift == .unknown(reason: "it registers Defaults.plist, which is not among the target's files"))
        #expect(missing.objc == missing.swift)
    }
}
