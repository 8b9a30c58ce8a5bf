import SwiftUI

struct SettingsView: View {
    @AppStorage("show_badges") private var showBadges = false
    private let defaults = UserDefaults.standard

    var body: some View {
        Toggle("Badges", isOn: $showBadges).badge(showBadges ? 1 : 0)
    }

    var hapticsOn: Bool { defaults.bool(forKey: SettingKey.enableHaptics.rawValue) }
    var themeIndex: Int { defaults.integer(forKey: SettingKey.theme.rawValue) }
}
