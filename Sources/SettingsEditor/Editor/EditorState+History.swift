import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

extension EditorState {
    /// Records the write requests of one key press as one undo step, with what each domain stored
    /// before (as the state last resolved it).
    mutating func record(_ requests: [WriteRequest], label: String) {
        let changes = requests.map {
            EditHistory.Change(app: $0.app, storeKey: $0.storeKey, before: storedValue($0), after: $0.value)
        }
        history.record(EditHistory.Step(changes: changes, label: label))
    }

    /// What the writable domain stores for a request's key, as last resolved.
    func storedValue(_ request: WriteRequest) -> PlistValue? {
        guard apps.indices.contains(request.app) else { return nil }
        return apps[request.app].values[request.storeKey]?.storedValue
    }

    /// `u`: writes back what the last step's keys held before it (removing keys it added).
    mutating func undo() -> [Effect] {
        guard let step = history.undoable.popLast() else {
            message = EditorMessage(.info, "Nothing to undo")
            return []
        }
        history.redoable.append(step)
        pendingNotice =
            "Undone: \(step.label)" + (history.undoable.isEmpty ? "" : " (\(history.undoable.count) more to undo)")
        return step.changes.reversed().map {
            .write(WriteRequest(app: $0.app, storeKey: $0.storeKey, value: $0.before))
        }
    }

    /// `U` or Ctrl-R: writes again what the last undone step wrote.
    mutating func redo() -> [Effect] {
        guard let step = history.redoable.popLast() else {
            message = EditorMessage(.info, "Nothing to redo")
            return []
        }
        history.undoable.append(step)
        pendingNotice = "Redone: \(step.label)"
        return step.changes.map { .write(WriteRequest(app: $0.app, storeKey: $0.storeKey, value: $0.after)) }
    }

    // MARK: - Reset all

    /// The keys a "reset all" removes: every key the open app's rows (every app's on the app list)
    /// read from a writable domain that the domain stores.
    func resetAllRequests() -> [WriteRequest] {
        var requests: [WriteRequest] = []
        var seen = Set<StoreKey>()
        for row in modifiedRows() where screen.app == nil || screen.app == row.app {
            guard let specifier = specifier(app: row.app, page: row.page, index: row.specifier),
                let key = specifier.key
            else { continue }
            let storeKey = apps[row.app].storeKey(key, on: row.page)
            if seen.insert(storeKey).inserted {
                requests.append(WriteRequest(app: row.app, storeKey: storeKey, value: nil))
            }
        }
        return requests
    }

    /// `R`: asks before removing every stored key, saying how many and from which domains.
    mutating func confirmResetAll() {
        let requests = resetAllRequests()
        guard !requests.isEmpty else {
            message = EditorMessage(.info, "Nothing to reset: no key is stored, every row shows its registered default")
            return
        }
        let domains = Set(requests.map(\.storeKey.domain)).sorted().joined(separator: ", ")
        let count = requests.count == 1 ? "1 key" : "\(requests.count) keys"
        let prompt = "Reset all: remove \(count) from \(domains)? y/n (u undoes it)"
        mode = .confirming(Confirmation(prompt: prompt, requests: requests))
        message = EditorMessage(.warning, prompt)
    }

    /// The answer to a confirmation: `y` performs it, anything else cancels.
    mutating func answer(_ confirmation: Confirmation, _ event: Event) -> [Effect] {
        mode = .browsing
        guard event == .character("y") || event == .character("Y") else {
            message = EditorMessage(.info, "Cancelled; nothing was removed")
            return []
        }
        let effects = confirmation.requests.map(Effect.write)
        record(confirmation.requests, label: "reset all (\(confirmation.requests.count) keys)")
        pendingNotice = "Removed \(confirmation.requests.count) keys; u undoes"
        return effects
    }
}
