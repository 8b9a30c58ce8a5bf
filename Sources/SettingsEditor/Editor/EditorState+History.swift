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
        app(request.app)?.values[request.storeKey]?.storedValue
    }

    /// `u`: writes back what the last step's keys held before it (removing keys it added).
    mutating func undo() -> [Effect] {
        guard let step = history.undoable.popLast() else {
            message = EditorMessage(.nothingToUndo)
            return []
        }
        history.redoable.append(step)
        pendingNotice = .undone(label: step.label, remaining: history.undoable.count)
        return step.changes.reversed().map {
            .write(WriteRequest(app: $0.app, storeKey: $0.storeKey, value: $0.before))
        }
    }

    /// `U` or Ctrl-R: writes again what the last undone step wrote.
    mutating func redo() -> [Effect] {
        guard let step = history.redoable.popLast() else {
            message = EditorMessage(.nothingToRedo)
            return []
        }
        history.undoable.append(step)
        pendingNotice = .redone(label: step.label)
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
                let key = specifier.key, let app = self.app(row.app)
            else { continue }
            let storeKey = app.storeKey(key, on: row.page)
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
            message = EditorMessage(.nothingToResetAll)
            return
        }
        let prompt = EditorMessage(
            .confirmResetAll(keys: requests.count, domains: Set(requests.map(\.storeKey.domain)).sorted()))
        mode = .confirming(Confirmation(prompt: prompt.text, requests: requests))
        message = prompt
    }

    /// The answer to a confirmation: `y` performs it, anything else cancels.
    mutating func answer(_ confirmation: Confirmation, _ event: Event) -> [Effect] {
        mode = .browsing
        guard event == .character("y") || event == .character("Y") else {
            message = EditorMessage(.resetAllCancelled)
            return []
        }
        let effects = confirmation.requests.map(Effect.write)
        record(confirmation.requests, label: "reset all (\(confirmation.requests.count) keys)")
        pendingNotice = .removedAll(keys: confirmation.requests.count)
        return effects
    }
}
