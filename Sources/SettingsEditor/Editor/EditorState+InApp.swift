import SettingsBundle

extension EditorState {
    /// `i`: shows the current app in the other view (the Settings app's or InAppSettingsKit's),
    /// from its root page, and asks for its keys to be resolved again.
    mutating func switchView() -> [Effect] {
        guard let app = screen.app ?? (apps.count == 1 ? apps[0].id : nil) else {
            message = EditorMessage(.warning, "Open an app to switch between its Settings and in-app views")
            return []
        }
        return switchView(app: app)
    }

    /// Shows `app` in the other view, or asks for that view to be loaded first.
    mutating func switchView(app: AppID) -> [Effect] {
        guard let shown = self.app(app) else { return [] }
        if shown.bundle.location.isInAppOnly {
            message = EditorMessage(.onlyInAppView(appName: shown.name))
            return []
        }
        var other = shown
        guard other.switchView() else { return [.loadOtherView(app: app)] }
        self[app: app] = other
        // The other view has other pages: start again from the app's root.
        while stack.count > 1, stack.last?.app == app { stack.removeLast() }
        if screen.app == app {
            screen = Screen(kind: .page(app: app, page: .root))
        } else {
            stack.append(Screen(kind: .page(app: app, page: .root)))
        }
        mode = .browsing
        message = EditorMessage(.showingView(other.bundle.options.view))
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
    mutating func noteInAppView(app id: AppID) {
        guard let app = self.app(id), app.bundle.options.view == .settingsApp, app.hasInAppFiles,
            !notedInAppApps.contains(id), message == nil
        else { return }
        notedInAppApps.insert(id)
        message = EditorMessage(.inAppViewAvailable(appName: app.name))
    }

    /// The header's name of a view: "Settings" or "In-app".
    static func viewName(_ view: BundleView) -> String { view.rawValue }

    /// The header label of the shown app's view, when the app has InAppSettingsKit files or the
    /// in-app view is shown (nil otherwise: a plain bundle's header is unchanged).
    public var viewLabel: String? {
        guard let id = screen.app, let app = self.app(id) else { return nil }
        let view = app.bundle.options.view
        guard view == .inApp || app.hasInAppFiles else { return nil }
        return Self.viewName(view)
    }
}
