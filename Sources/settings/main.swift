// settings: edit, lint and inspect an app's Settings.bundle values. All logic is in SettingsTool.
import SettingsTool

SettingsCommand.main()
