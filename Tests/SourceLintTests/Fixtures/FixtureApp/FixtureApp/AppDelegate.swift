import UIKit

/// The keys the app reads, in one place.
enum Keys {
    static let soundsEnabled = "sounds_enabled"
    static let volume = "volume"
}

enum SettingKey: String {
    case enableHaptics
    case theme
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The registration forgets sounds_enabled, and gives volume another default than the bundle.
        UserDefaults.standard.register(defaults: [
            Keys.volume: 0.8,
            "theme": "light",
            "enable_haptics": true,
            "refresh_interval": "15",
        ])
        UserDefaults.standard.set(Bundle.main.infoDictionary?["CFBundleShortVersionString"], forKey: "app_version")
        return true
    }

    var playsSounds: Bool { UserDefaults.standard.bool(forKey: Keys.soundsEnabled) }
    var volume: Double { UserDefaults.standard.double(forKey: Keys.volume) }
    // UserDefaults.standard.bool(forKey: "commented_out") is a comment, not a read.
}
