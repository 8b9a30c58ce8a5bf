import FoundationEssentials
import PropertyList
import SystemCalls

/// An Xcode scheme (`*.xcscheme`, XML): what its Run and Test actions build and launch, in which
/// configuration, with which arguments and language.
public struct XcodeScheme: Sendable, Hashable {
    /// Where a scheme lives, which decides how it is used.
    public enum Location: String, Sendable, Hashable {
        /// `*.xcodeproj/xcshareddata/xcschemes` or `*.xcworkspace/xcshareddata/xcschemes`.
        case shared
        /// `*.xcodeproj/xcuserdata/NAME.xcuserdatad/xcschemes` (one developer's).
        case user
        /// `.swiftpm/xcode/xcshareddata/xcschemes`: a Swift package's, listed, never used.
        case package
    }

    /// A target a scheme names (`BuildableReference`).
    public struct BuildableReference: Sendable, Hashable {
        /// The target's object identifier in its project.
        public var blueprintIdentifier: String
        /// The target's name as written.
        public var blueprintName: String
        /// The product (`App.app`, `AppTests.xctest`).
        public var buildableName: String
        /// `container:App.xcodeproj`, relative to the folder holding the scheme's project or workspace.
        public var referencedContainer: String

        /// Whether the product is an app (`.app`).
        public var isApplication: Bool { buildableName.hasSuffix(".app") }
    }

    /// One `CommandLineArgument` entry, as written (before `$(VAR)` and splitting).
    public struct Argument: Sendable, Hashable {
        /// The entry's text.
        public var text: String
        /// Whether it is passed (`isEnabled = "YES"`).
        public var isEnabled: Bool
    }

    /// A scheme action that launches something: Run (`LaunchAction`) or Test (`TestAction`).
    public struct Action: Sendable, Hashable {
        /// `buildConfiguration`, if written.
        public var buildConfiguration: String?
        /// The product it launches (Run) or expands build settings with (Test's `MacroExpansion`).
        public var runnable: BuildableReference?
        /// Why it launches no app, when it does not (a path, a remote runnable, nothing).
        public var noAppReason: String?
        /// Its `CommandLineArguments`.
        public var arguments: [Argument]
        /// `language` (`fr`, `pt-BR`), if set.
        public var language: String?
        /// `region` (`NO`, `FR`), if set.
        public var region: String?
        /// Test only: whether it passes the Run action's arguments instead of its own.
        public var usesLaunchArguments: Bool
        /// Test only: the test plans it references (`container:Path/Plan.xctestplan`), default first.
        public var testPlans: [String]
    }

    /// The scheme's name (its file name without `.xcscheme`).
    public var name: String
    /// The `.xcscheme` file.
    public var file: URL
    /// Shared, user or package.
    public var location: Location
    /// The `.xcodeproj`, `.xcworkspace` or `.swiftpm` folder that holds it.
    public var container: URL
    /// The Run action.
    public var launch: Action?
    /// The Test action.
    public var test: Action?

    /// The folder `container:` references are relative to: the one holding ``container``.
    public var referenceBase: URL { container.deletingLastPathComponent() }

    /// The largest scheme file read.
    public static let maximumFileSize = InputBudget.scheme.maximumBytes

    /// Reads and parses a scheme file within `budget`.
    public init(file: URL, location: Location, container: URL, budget: InputBudget = .scheme) throws(SchemeError) {
        let data = try Self.contents(of: file, limit: budget.maximumBytes)
        let root: XMLElementTree
        do {
            root = try XMLElementTree.parse(data, budget: budget)
        } catch {
            throw .malformed(path: file.path, reason: "not XML: \(error)")
        }
        guard root.name == "Scheme" else {
            throw .malformed(path: file.path, reason: "its root element is <\(root.name)>, not <Scheme>")
        }
        self.name = file.deletingPathExtension().lastPathComponent
        self.file = file
        self.location = location
        self.container = container
        launch = root.child("LaunchAction").map { Self.action($0, isTest: false) }
        test = root.child("TestAction").map { Self.action($0, isTest: true) }
    }

    static func action(_ element: XMLElementTree, isTest: Bool) -> Action {
        let runnableElement =
            isTest
            ? element.child("MacroExpansion")
            : element.child("BuildableProductRunnable") ?? element.child("RemoteRunnable")
        let reference = runnableElement?.child("BuildableReference").map { reference in
            BuildableReference(
                blueprintIdentifier: reference[attribute: "BlueprintIdentifier"] ?? "",
                blueprintName: reference[attribute: "BlueprintName"] ?? "",
                buildableName: reference[attribute: "BuildableName"] ?? "",
                referencedContainer: reference[attribute: "ReferencedContainer"] ?? "")
        }
        var noAppReason: String?
        if !isTest {
            if ["YES", "Yes"].contains(element[attribute: "askForAppToLaunch"] ?? "") {
                noAppReason = "its Run action asks which app to launch (an extension's scheme)"
            } else if element.child("PathRunnable") != nil {
                noAppReason = "its Run action launches a program by path, not an app target"
            } else if element.child("RemoteRunnable") != nil {
                noAppReason = "its Run action launches a remote (watch or extension) runnable"
            } else if let reference, !reference.isApplication {
                noAppReason = "its Run action launches \(reference.buildableName), not an app"
            } else if reference == nil {
                noAppReason = "its Run action launches nothing (no executable is chosen)"
            }
        }
        let arguments =
            element.child("CommandLineArguments")?.children("CommandLineArgument").map {
                Argument(text: $0[attribute: "argument"] ?? "", isEnabled: $0[attribute: "isEnabled"] == "YES")
            } ?? []
        var plans: [(String, Bool)] = []
        for plan in element.child("TestPlans")?.children("TestPlanReference") ?? [] {
            if let reference = plan[attribute: "reference"] {
                plans.append((reference, plan[attribute: "default"] == "YES"))
            }
        }
        plans.sort { $0.1 && !$1.1 }
        func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
        return Action(
            buildConfiguration: nonEmpty(element[attribute: "buildConfiguration"]), runnable: reference,
            noAppReason: noAppReason, arguments: arguments, language: nonEmpty(element[attribute: "language"]),
            region: nonEmpty(element[attribute: "region"]),
            usesLaunchArguments: element[attribute: "shouldUseLaunchSchemeArgsEnv"] != "NO",
            testPlans: plans.map(\.0))
    }

    /// A file's bytes, refusing one larger than `limit` and anything that is not a regular file.
    static func contents(of file: URL, limit: Int) throws(SchemeError) -> Data {
        let info: FileStatus
        do throws(Errno) { info = try FileSystem.status(of: file.path, followingLinks: false) } catch {
            throw .unreadable(path: file.path, reason: error.message)
        }
        guard info.isRegular else {
            throw .unreadable(path: file.path, reason: "it is not a regular file")
        }
        guard Int(info.size) <= limit else {
            throw .unreadable(path: file.path, reason: InputBudgetError(.bytes, maximum: limit).description)
        }
        do {
            return try Data(contentsOf: file)
        } catch {
            throw .unreadable(path: file.path, reason: FileErrorText.description(of: error))
        }
    }
}
