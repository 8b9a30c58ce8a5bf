import SettingsBinding
import SettingsBundle

// What the program loop reports back: finished writes and newly resolved values.
extension EditorState {
    mutating func writeSucceeded(_ request: WriteRequest) {
        guard let app = self.app(request.app) else { return }
        let current = app.values[request.storeKey]
        let key = request.storeKey.key
        if current?.isMaskedByArgument == true {
            message = EditorMessage(.savedButMasked(request.storeKey))
        } else if let pendingNotice {
            message = EditorMessage(pendingNotice)
        } else if request.isReset {
            let registered =
                current?.registeredDefault
                ?? app.registeredDefault(forKey: key, domain: request.storeKey.domain)
            message = EditorMessage(.removed(request.storeKey, registeredShowsThrough: registered != nil))
        } else {
            message = EditorMessage(.saved(domain: request.storeKey.domain))
        }
    }

    /// New resolved values: every key's (`replacingAll`), or only those given.
    mutating func valuesResolved(
        _ values: [AppID: [StoreKey: ResolvedValue]], external: Bool, replacingAll: Bool = true
    ) {
        var changedDomains = Set<String>()
        for index in apps.indices {
            guard let appValues = values[apps[index].id] else { continue }
            var changed = replacingAll && appValues.count != apps[index].values.count
            for (key, value) in appValues where apps[index].values[key] != value {
                // A key resolved for the first time (start-up left it for later) did not change.
                if apps[index].values[key] != nil { changedDomains.insert(key.domain) }
                changed = true
            }
            // Unchanged values are not assigned: the state stays the same value.
            guard changed else { continue }
            // Changed in place, not copied whole: the loop's memo no longer shares them.
            EditorMemo.current?.releaseValues()
            apps[index].update(appValues, replacingAll: replacingAll)
        }
        if external && !changedDomains.isEmpty {
            let note = EditorMessage(.changedOnDisk(domains: changedDomains.sorted()))
            // An error or a warning the user has not seen yet stays; the notice only replaces info.
            if message == nil || message?.kind == .info || message?.kind == .success {
                message = note
            }
        }
    }

    /// The store files that cannot be read now: a newly unreadable one is an error naming the file
    /// and its kept copy; one readable again is said too.
    mutating func storesUnreadable(_ problems: [String: UnreadableStore]) {
        let new = problems.keys.filter { unreadableStores[$0] == nil }.sorted()
        let fixed = unreadableStores.keys.filter { problems[$0] == nil }.sorted()
        unreadableStores = problems
        if !new.isEmpty {
            message = EditorMessage(.unreadable(new.compactMap { problems[$0] }))
        } else if !fixed.isEmpty {
            message = EditorMessage(.readableAgain(domains: fixed))
        }
    }
}
