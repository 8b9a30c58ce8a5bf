import Foundation

/// Compiled by the static library target FixtureKit, which the app target links: its reads are the app's.
public enum Kit {
    public static var isEnabled: Bool { UserDefaults.standard.bool(forKey: "kit_enabled") }
}
