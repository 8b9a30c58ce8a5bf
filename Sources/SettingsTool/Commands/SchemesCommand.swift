import ArgumentParser
import Defaults
import FoundationEssentials
import PropertyList
import SettingsBundle
import TextOutput
import XcodeProject

/// `settings schemes PATH`: the schemes and test plans of a checkout, with what each gives the app.
struct SchemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schemes",
        abstract: "List the Xcode schemes and test plans of a checkout and what each gives the app.",
        discussion: """
            For each scheme: where it lives (shared, a user's, a Swift package's), the app target and \
            build configuration its Run action uses, the domain that build has, its launch arguments \
            (enabled of all) and language; schemes that launch no app are listed with why. For each \
            test plan: the scheme that references it and its configurations. Use one with --scheme \
            NAME or --test-plan NAME on the editor and every other command.
            """)

    @Argument(help: "A checkout folder (or a Settings.bundle or .app inside one).")
    var path: String

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure(SettingsToolError.bundle(.notFound(path: path)))
        }
        let catalog = SchemeCatalog(root: SchemeCatalog.root(for: path))
        if let note = catalog.linksNotFollowed { StandardStream.say("settings", "note", note) }
        var resolver = DomainLookup()
        var schemes: [[String: Any]] = []
        for scheme in catalog.schemes {
            var entry: [String: Any] = [
                "name": scheme.name, "location": scheme.location.rawValue, "file": relative(scheme.file, catalog),
            ]
            if scheme.location == .package {
                entry["used"] = false
                entry["reason"] = "a Swift package's scheme: it builds no app with a Settings.bundle"
            } else {
                do {
                    let launch = try SchemeLaunch.resolve(catalog: catalog, scheme: scheme.name, testPlan: nil)
                    entry["used"] = true
                    entry.merge(describe(launch, resolver: &resolver)) { current, _ in current }
                } catch {
                    entry["used"] = false
                    entry["reason"] = reason(error)
                }
            }
            if scheme.location != .package, catalog.schemes.first(where: { $0.name == scheme.name }) != scheme {
                entry["used"] = false
                entry["reason"] = "a shared scheme of the same name comes first"
            }
            if let plans = scheme.test?.testPlans, !plans.isEmpty {
                entry["testPlans"] = plans.map { $0.replacingScalars(of: "container:", with: "") }
                // A reference to a plan the checkout does not hold is reported, not fatal.
                let missing = plans.filter { reference in
                    guard let url = catalog.resolve(reference: reference, from: scheme.referenceBase) else {
                        return true
                    }
                    return !catalog.testPlans.contains { $0.file.standardizedFileURL.path == url.path }
                        && !catalog.problems.contains { SchemeCatalog.names($0, file: url.lastPathComponent) }
                }
                if !missing.isEmpty {
                    entry["missingTestPlans"] = missing.map { $0.replacingScalars(of: "container:", with: "") }
                }
            }
            schemes.append(entry)
        }
        var plans: [[String: Any]] = []
        for plan in catalog.testPlans {
            var entry: [String: Any] = ["name": plan.name, "file": relative(plan.file, catalog)]
            var configurations: [[String: Any]] = []
            for configuration in plan.configurations.isEmpty ? [nil] : plan.configurations.map(\.name) {
                do {
                    let launch = try SchemeLaunch.resolve(
                        catalog: catalog, scheme: nil, testPlan: plan.name, testConfiguration: configuration)
                    var described = describe(launch, resolver: &resolver)
                    if let configuration { described["name"] = configuration }
                    if let scheme = launch.scheme?.name { entry["scheme"] = scheme }
                    configurations.append(described)
                } catch {
                    configurations.append(["name": configuration ?? "", "reason": reason(error)])
                }
            }
            entry["configurations"] = configurations
            plans.append(entry)
        }
        let problems = catalog.problems.map(\.description)
        if json {
            StandardStream.output.write(
                try JSONOutput.text([
                    "root": catalog.root.path, "schemes": schemes, "testPlans": plans, "problems": problems,
                ]) + "\n", as: .json)
            return
        }
        StandardStream.output.write(text(root: catalog.root.path, schemes, plans, problems) + "\n")
    }

    /// What a launch gives, as JSON.
    func describe(_ launch: SchemeLaunch, resolver: inout DomainLookup) -> [String: Any] {
        var entry: [String: Any] = [:]
        if let target = launch.target { entry["target"] = target }
        entry["configuration"] = launch.configuration ?? "(the project's default)"
        if let project = launch.project, let target = launch.target,
            let domain = resolver.domain(project: project, target: target, configuration: launch.configuration)
        {
            entry["domain"] = domain.domain
            entry["configuration"] = domain.configuration
        }
        let enabled = launch.entries.filter(\.isEnabled)
        entry["arguments"] = launch.entries.count
        entry["enabledArguments"] = enabled.count
        let parsed = ParsedArguments(launch.arguments.map(\.word))
        entry["argumentDomain"] = parsed.values.keys.map(\.string).sorted()
        entry["ignoredArguments"] = parsed.ignored.map(\.text)
        if let language = launch.language { entry["language"] = language }
        if let region = launch.region { entry["region"] = region }
        if !launch.notes.isEmpty { entry["notes"] = launch.notes }
        return entry
    }

    func reason(_ error: SchemeError) -> String {
        if case .unusable(_, let why) = error { return why }
        return error.description
    }

    func relative(_ file: URL, _ catalog: SchemeCatalog) -> String {
        let root = catalog.root.path + "/"
        return file.path.hasPrefix(root) ? String(file.path.dropFirst(root.count)) : file.path
    }

    /// One name, key or message on its line: a line break in a scheme, test plan, target or key
    /// name cannot forge a line of the listing.
    static func one(_ text: String) -> String { TerminalText.sanitized(text, lineBreaks: .visible) }

    func text(root: String, _ schemes: [[String: Any]], _ plans: [[String: Any]], _ problems: [String]) -> String {
        let one = Self.one
        var lines = ["Schemes in \(one(root)) (shared first, then users'; package schemes are listed, not used):"]
        if schemes.isEmpty { lines.append("  none") }
        for scheme in schemes {
            let name = scheme["name"] as? String ?? ""
            var line = "  \(one(name))  [\(one(scheme["location"] as? String ?? ""))]"
            if scheme["used"] as? Bool == true {
                line += ": " + summary(scheme)
            } else {
                line += ": not used: \(one(scheme["reason"] as? String ?? ""))"
            }
            lines.append(line)
            if let plans = scheme["testPlans"] as? [String] {
                let missing = Set(scheme["missingTestPlans"] as? [String] ?? [])
                lines.append(
                    "      test plans: "
                        + plans.map { missing.contains($0) ? "\(one($0)) (not in the checkout)" : one($0) }.joined(
                            separator: ", "))
            }
        }
        lines.append("Test plans:")
        if plans.isEmpty { lines.append("  none") }
        for plan in plans {
            let by = (plan["scheme"] as? String).map { ", used by scheme \(one($0))" } ?? ", referenced by no scheme"
            lines.append("  \(one(plan["name"] as? String ?? ""))  (\(one(plan["file"] as? String ?? ""))\(by))")
            for configuration in plan["configurations"] as? [[String: Any]] ?? [] {
                let name = one(configuration["name"] as? String ?? "")
                if let reason = configuration["reason"] as? String {
                    lines.append("    \(name.isEmpty ? "defaults" : name): not used: \(one(reason))")
                } else {
                    lines.append("    \(name.isEmpty ? "defaults" : name): " + summary(configuration))
                }
            }
        }
        if !problems.isEmpty {
            lines.append("Unreadable:")
            lines += problems.map { "  " + one($0) }
        }
        lines.append("Use one with --scheme NAME (or --test-plan NAME [--test-configuration NAME]).")
        return lines.joined(separator: "\n")
    }

    func summary(_ entry: [String: Any]) -> String {
        let one = Self.one
        var parts: [String] = []
        if let target = entry["target"] as? String { parts.append("target \(one(target))") }
        if let configuration = entry["configuration"] as? String { parts.append(one(configuration)) }
        if let domain = entry["domain"] as? String { parts.append("domain \(one(domain))") }
        let count = entry["arguments"] as? Int ?? 0
        let enabled = entry["enabledArguments"] as? Int ?? 0
        parts.append("\(count) argument\(count == 1 ? "" : "s") (\(enabled) enabled)")
        let keys = entry["argumentDomain"] as? [String] ?? []
        if !keys.isEmpty { parts.append("sets " + keys.map(one).joined(separator: ", ")) }
        if let language = entry["language"] as? String { parts.append("language \(one(language))") }
        if let region = entry["region"] as? String { parts.append("region \(one(region))") }
        var text = parts.joined(separator: ", ")
        if let notes = entry["notes"] as? [String] { text += "; " + notes.map(one).joined(separator: "; ") }
        return text
    }
}

/// The domain a target has in a configuration, each project read once.
struct DomainLookup {
    private var projects: [String: XcodeProject?] = [:]

    mutating func domain(project url: URL, target name: String, configuration: String?) -> ProjectDomain? {
        if projects[url.path] == nil { projects[url.path] = .some(try? XcodeProject(bundle: url)) }
        guard let project = projects[url.path] ?? nil, let target = project.targets.first(where: { $0.name == name })
        else { return nil }
        if case .resolved(let domain) = ProjectDomainResolver(configuration: configuration).identifier(
            of: target, in: project)
        {
            return domain
        }
        return nil
    }
}
