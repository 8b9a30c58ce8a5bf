import SettingsTool

SettingsCommand.runMain()
