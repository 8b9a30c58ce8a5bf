import SettingsBinding
import SettingsBundle

// What the program loop reports back: finished writes and newly resolved values.
extension EditorState {
    mutating func writeSucceeded(_ request: WriteRequest) {
        guard apps.indices.contains(request.app) else { return }
        let current = apps[request.app].values[request.storeKey]
        let key = request.storeKey.key
        if current?.isMaskedByArgument == true {
            message = EditorMessage(
                .warning,
                "Saved to \(request.storeKey.domain), but the launch argument -\(key) masks it: the app sees the argument"
            )
        } else if let pendingNotice {
            message = EditorMessage(.success, pendingNotice)
        } else if request.isReset {
            let registered =
                current?.registeredDefault
                ?? apps[request.app].registeredDefault(
                    forKey: key, domain: request.storeKey.domain)
            message = EditorMessage(
                .success,
                "Removed \(key) from \(request.storeKey.domain); "
                    + (registered == nil ? "now unset" : "the registered default shows through"))
        } else {
            message = EditorMessage(.success, "Saved to \(request.storeKey.domain)")
        }
    }

    /// New resolved values: every key's (`replacingAll`), or only those given.
    mutating func valuesResolved(_ values: [[StoreKey: ResolvedValue]], external: Bool, replacingAll: Bool = true) {
        var changedDomains = Set<String>()
        for (index, appValues) in values.enumerated() where apps.indices.contains(index) {
            var changed = replacingAll && appValues.count != apps[index].values.count
            for (key, value) in appValues where apps[index].values[key] != value {
                changedDomains.insert(key.domain)
                changed = true
            }
            // Unchanged values are not assigned: the state stays the same value.
            guard changed else { continue }
            apps[index].update(appValues, replacingAll: replacingAll)
        }
        if external && !changedDomains.isEmpty {
            let names = changedDomains.sorted().joined(separator: ", ")
            let note = "Changed on disk by another program: \(names); values updated"
            // An error or a warning the user has not seen yet stays; the notice only replaces info.
            if message == nil || message?.kind == .info || message?.kind == .success {
                message = EditorMessage(.info, note)
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
            let texts = new.compactMap { problems[$0] }.map { store in
                // The copy sits beside the file: its name is enough (and fits the message lines).
                "Cannot read \(store.file)"
                    + (store.keptCopy.map { "; a copy is beside it as \($0.split(separator: "/").last ?? "")" } ?? "")
            }
            message = EditorMessage(
                .error, texts.joined(separator: "; ") + ". Rows marked ! ignore it")
        } else if !fixed.isEmpty {
            message = EditorMessage(.info, "\(fixed.joined(separator: ", ")) can be read again; values updated")
        }
    }
}
