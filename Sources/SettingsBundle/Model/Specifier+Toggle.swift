import PropertyList

extension Specifier {
    /// `PSToggleSwitchSpecifier`'s `TrueValue` and `FalseValue`.
    public struct Toggle: Sendable, Hashable {
        /// What is written for ON: `TrueValue` with its exact type, `true` when absent.
        public var trueValue: PlistValue
        /// What is written for OFF: `FalseValue` with its exact type, `false` when absent.
        public var falseValue: PlistValue

        public init(trueValue: PlistValue = .bool(true), falseValue: PlistValue = .bool(false)) {
            self.trueValue = trueValue
            self.falseValue = falseValue
        }

        /// Whether the switch shows ON for a value (the stored one, else `DefaultValue`).
        ///
        /// ON when the value equals `TrueValue`, else OFF when it equals `FalseValue` (exact match
        /// first, then tolerating `"1"` vs `1`), else the value's boolean meaning
        /// (``ValueFormatter/booleanMeaning(of:)``). Nil is OFF.
        public func isOn(_ value: PlistValue?) -> Bool {
            guard let value else { return false }
            if value == trueValue { return true }
            if value == falseValue { return false }
            if value.looselyEquals(trueValue) { return true }
            if value.looselyEquals(falseValue) { return false }
            return ValueFormatter.booleanMeaning(of: value)
        }

        /// The value to write for a switch position, with its exact type.
        public func value(forOn on: Bool) -> PlistValue { on ? trueValue : falseValue }

        /// The value to write when the user flips a switch currently showing `current`.
        public func toggledValue(from current: PlistValue?) -> PlistValue { value(forOn: !isOn(current)) }
    }
}
