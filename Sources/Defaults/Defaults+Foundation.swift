// The one file of Defaults that imports Foundation, for the API in Foundation's own types (issue
// 32): `Notification.Name` and `NotificationCenter` (FoundationEssentials on Linux has neither), as
// `didChangeNotification` is what observers of `UserDefaults.didChangeNotification` share, and
// `NSURL`, which `set(_:forKey:)` takes as `UserDefaults` does.
import Foundation

extension Defaults {
    /// Posted (object: the instance) after every change made in this process: `set`, `removeObject`,
    /// `register`, suites added or removed, persistent and volatile domains set or removed, `write`.
    /// Changes made by other processes do not post it; watch the files with `DomainWatcher`.
    /// The name is Foundation's, so observers of `UserDefaults.didChangeNotification` see ours too.
    public static let didChangeNotification = Notification.Name("NSUserDefaultsDidChangeNotification")

    /// Posts ``didChangeNotification`` with this instance as its object.
    func postChange() {
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
    }

    /// `value` as a URL when it is an `NSURL` (a Swift `URL` is matched before this is asked).
    static func foundationURL(_ value: Any) -> URL? {
        guard let url = value as? NSURL else { return nil }
        return url as URL
    }
}
