import PropertyList

extension PageParser {
    /// `PSSliderSpecifier`: a number between `MinimumValue` and `MaximumValue`.
    mutating func parseSlider(_ c: inout SpecifierContext) -> Specifier.Kind {
        guard c.requireKey("the slider position") else { return c.inert("it has no Key to store the slider in") }
        c.recommend("DefaultValue", "the slider sits at its minimum until the user moves it, and nothing is registered")
        let minimum = number(c.dict["MinimumValue"], named: "MinimumValue", context: &c)
        let maximum = number(c.dict["MaximumValue"], named: "MaximumValue", context: &c)
        guard let minimum, let maximum else {
            let missing = [minimum == nil ? "MinimumValue" : nil, maximum == nil ? "MaximumValue" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            c.note(
                .error, .missingRequiredKey, "\(c.type ?? "it") needs a numeric \(missing); the slider cannot be drawn")
            return c.inert("it has no numeric \(missing)")
        }
        var slider = Specifier.Slider(minimum: minimum, maximum: maximum)
        slider.minimumImage = imageName(c.dict["MinimumValueImage"], named: "MinimumValueImage", context: &c)
        slider.maximumImage = imageName(c.dict["MaximumValueImage"], named: "MaximumValueImage", context: &c)
        return .slider(slider)
    }
}
