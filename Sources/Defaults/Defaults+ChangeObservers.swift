import Synchronization

extension Defaults {
    /// What runs after every change made in this process through any instance (`set`,
    /// `removeObject`, `register`, suites, persistent and volatile domains, `write`), with the
    /// instance changed. `DefaultsFoundation` adds the one that posts `didChangeNotification`; this
    /// module links no Foundation, so it has no notification centre of its own.
    package static let changeObservers = Mutex<[@Sendable (Defaults) -> Void]>([])

    /// Tells every observer in ``changeObservers`` that this instance changed.
    func postChange() {
        let observers = Self.changeObservers.withLock { $0 }
        for observer in observers { observer(self) }
    }
}
