import PropertyList

extension Specifier {
    /// `PSSliderSpecifier`'s range and images.
    public struct Slider: Sendable, Hashable {
        /// `MinimumValue`.
        public var minimum: Double
        /// `MaximumValue`.
        public var maximum: Double
        /// `MinimumValueImage`: an image file name inside the Settings.bundle.
        public var minimumImage: String?
        /// `MaximumValueImage`: an image file name inside the Settings.bundle.
        public var maximumImage: String?

        public init(minimum: Double, maximum: Double, minimumImage: String? = nil, maximumImage: String? = nil) {
            self.minimum = minimum
            self.maximum = maximum
            self.minimumImage = minimumImage
            self.maximumImage = maximumImage
        }

        /// The lower and upper ends, in order even when the plist swaps them; a NaN end
        /// (`<real>nan</real>`) counts as the other end (0 when both are), so the range always exists.
        public var range: ClosedRange<Double> {
            let ends = [minimum, maximum].filter { !$0.isNaN }
            guard let lower = ends.min(), let upper = ends.max() else { return 0...0 }
            return lower...upper
        }

        /// Whether `MinimumValue < MaximumValue`, as a working slider needs.
        public var hasValidRange: Bool { minimum < maximum }

        /// `x` limited to the range (NaN becomes the minimum).
        public func clamp(_ x: Double) -> Double {
            guard !x.isNaN else { return range.lowerBound }
            return Swift.min(Swift.max(x, range.lowerBound), range.upperBound)
        }

        /// The range as every message and screen writes it: `0–1` (an en dash; `dash` replaces it
        /// where only ASCII can be drawn).
        public func rangeText(dash: String = "–") -> String {
            ValueFormatter.formatNumber(range.lowerBound) + dash + ValueFormatter.formatNumber(range.upperBound)
        }

        /// Whether `x` lies within the range.
        public func contains(_ x: Double) -> Bool { range.contains(x) }

        /// Where the slider sits for a value (a number, or a numeric string), clamped; nil when
        /// the value is not numeric.
        public func position(for value: PlistValue?) -> Double? {
            guard let value, let number = ValueFormatter.numericValue(of: value) else { return nil }
            return clamp(number)
        }

        /// The slider's position as a fraction 0...1 of its range (0 for an empty range, and for
        /// one with an infinite end, where no fraction exists).
        public func fraction(for position: Double) -> Double {
            let width = range.upperBound - range.lowerBound
            guard width > 0 else { return 0 }
            let fraction = (clamp(position) - range.lowerBound) / width
            return fraction.isFinite ? fraction : 0
        }

        /// The value to write for a position: a real (Settings stores sliders as floats), clamped.
        public func value(forPosition position: Double) -> PlistValue { .real(clamp(position)) }
    }
}
