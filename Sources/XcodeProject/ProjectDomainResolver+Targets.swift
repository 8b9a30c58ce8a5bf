import FoundationEssentials

extension ProjectDomainResolver {
    /// The application targets that own the Settings.bundle at `bundle`: every one whose resources
    /// copy it (directly, through a folder reference or a synchronized folder), else the one whose
    /// folder holds it. Empty when no project is found. A bundle copied only by a tvOS app is
    /// that app's.
    public func owningTargets(of bundle: URL, searchRoot: URL? = nil)
        -> [(project: XcodeProject, target: XcodeProject.Target)]
    {
        let bundle = bundle.resolvingSymlinksInPath().standardizedFileURL
        guard let root = checkoutRoot(for: bundle, searchRoot: searchRoot) else { return [] }
        var projects: [XcodeProject] = []
        for url in self.projects(under: root) {
            if case .success(let project) = self.project(at: url) { projects.append(project) }
        }
        var owners: [(project: XcodeProject, target: XcodeProject.Target)] = []
        for project in projects {
            for target in project.targets where target.isApplication && Self.copies(target, bundle) {
                owners.append((project, target))
            }
        }
        if owners.isEmpty, let (project, target) = owningFolderTarget(of: bundle, in: projects) {
            owners.append((project, target))
        }
        return owners
    }

    /// The checkout that holds `bundle` (the folder projects are looked for in): the nearest folder
    /// above it with `.git`, else `searchRoot`, else the highest folder above it holding a project.
    public func checkoutFolder(of bundle: URL, searchRoot: URL? = nil) -> URL? {
        checkoutRoot(for: bundle.resolvingSymlinksInPath().standardizedFileURL, searchRoot: searchRoot)
    }
}
