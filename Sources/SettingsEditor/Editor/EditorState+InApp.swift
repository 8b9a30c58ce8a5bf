import SettingsBundle

extension EditorState {
    /// `i`: shows the current app in the other view (the Settings app's or InAppSettingsKit's),
    /// from its root page, and asks for its keys to be resolved again.
    mutating func switchView() -> [Effect] {
        guard let app = screen.app ?? (apps.count == 1 ? 0 : nil) else {
            message = EditorMessage(.warning, "Open an app to switch between its Settings and in-app views")
            return []
        }
        return switchView(app: app)
    }

    /// Shows `app` in the other view, or asks for that view to be loaded first.
    mutating func switchView(app: Int) -> [Effect] {
        if apps[app].bundle.location.isInAppOnly {
            message = EditorMessage(
                .info,
                "\(apps[app].name) has only InAppSettings.bundle: the Settings app shows nothing for it")
            return []
        }
        guard apps[app].switchView() else { return [.loadOtherView(app: app)] }
        // The other view has other pages: start again from the app's root.
        while stack.count > 1, stack.last?.app == app { stack.removeLast() }
        if screen.app == app {
            screen = Screen(kind: .page(app: app, page: .root))
        } else {
            stack.append(Screen(kind: .page(app: app, page: .root)))
        }
        mode = .browsing
        message = EditorMessage(.info, "Showing the \(Self.viewName(apps[app].bundle.options.view)) view")
        return [.viewSwitched(app: app)]
    }

    /// `H`: shows or hides the rows InAppSettingsKit's hidden keys hide.
    mutating func toggleHiddenRows() {
        showsHiddenRows.toggle()
        screen.selection = max(0, min(screen.selection, itemCount(of: screen) - 1))
        message = EditorMessage(.info, showsHiddenRows ? "Showing hidden rows" : "Hiding hidden rows")
    }

    /// Says once per app, in the status line, that an app shown in the Settings view also has
    /// InAppSettingsKit files (an in-app view that `i` shows).
    mutating func noteInAppView(app: Int) {
        guard apps.indices.contains(app), apps[app].bundle.options.view == .settingsApp, apps[app].hasInAppFiles,
            !notedInAppApps.contains(app), message == nil
        else { return }
        notedInAppApps.insert(app)
        message = EditorMessage(
            .info, "\(apps[app].name) also has in-app settings (InAppSettingsKit): press i to show them")
    }

    /// The header's name of a view: "Settings" or "In-app".
    static func viewName(_ view: BundleView) -> String { view.rawValue }

    /// The header label of the shown app's view, when the app has InAppSettingsKit files or the
    /// in-app view is shown (nil otherwise: a plain bundle's header is unchanged).
    public var viewLabel: String? {
        guard let app = screen.app else { return nil }
        let view = apps[app].bundle.options.view
        guard view == .inApp || apps[app].hasInAppFiles else { return nil }
        return Self.viewName(view)
    }
}
