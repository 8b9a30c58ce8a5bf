import PropertyList

extension PlistValue {
    /// Equality as Settings.app matches a stored value against `Values`, `TrueValue` and
    /// `FalseValue`: exact equality, or numbers equal by value across integer, real and boolean
    /// (`1 == 1.0 == true`, as `NSNumber` compares them), or a numeric string equal to a number
    /// (`"3" == 3`: "Apple's Settings.app turns numeric value strings into numbers",
    /// InAppSettingsKit PR #264). Strings are never equal to booleans (`"YES"` is not `true`).
    public func looselyEquals(_ other: PlistValue) -> Bool {
        if self == other { return true }
        guard let lhs = ValueFormatter.comparableNumber(self), let rhs = ValueFormatter.comparableNumber(other)
        else { return false }
        // A numeric string only matches a number, never another string spelled differently
        // ("03" vs "3" stay different, as two strings do).
        if case .string = self, case .string = other { return false }
        return lhs == rhs
    }
}
