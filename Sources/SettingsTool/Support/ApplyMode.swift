import ArgumentParser

/// How `settings set` applies a value: by writing the store file, or by printing the command that
/// writes it through a booted Simulator device.
enum ApplyMode: String, CaseIterable, ExpressibleByArgument {
    /// Write the store file (the default).
    case direct
    /// Print `xcrun simctl spawn UDID defaults write FILE KEY -type VALUE` (needs `--data` on a device).
    case simctl
}
