import PropertyList

extension PageParser {
    /// `PSChildPaneSpecifier`: a row that opens the page named by `File`.
    mutating func parseChildPane(_ c: inout SpecifierContext) -> Specifier.Kind {
        let type = c.type ?? "PSChildPaneSpecifier"
        guard let fileValue = c.dict["File"] else {
            c.note(
                .error, .missingRequiredKey,
                "\(type) has no File, so it opens nothing; add the page's name (without .plist)")
            return c.inert("it has no File naming the page to open")
        }
        guard case .string(let name) = fileValue else {
            c.note(
                .error, .wrongValueType,
                "File is \(PlistValue.describe(fileValue)), not a page name; the pane opens nothing")
            return c.inert("its File is not a page name")
        }
        c.recommend("Title", "the row and the page it opens have no title")
        return .childPane(.init(file: name))
    }

    /// Any other `Type`: an inert row that says why.
    mutating func parseUnknownType(_ c: inout SpecifierContext) -> Specifier.Kind {
        let type = c.type ?? ""
        let reason: String
        if view == .inApp {
            reason = "\(type) is not one of the types InAppSettingsKit knows"
        } else if type.hasPrefix("IASK") {
            reason = "\(type) is an InAppSettingsKit type; the Settings app does not show it"
        } else {
            reason = "\(type) is not one of the eight specifier types Settings knows"
        }
        c.note(.warning, .unknownType, reason + "; the row is inert")
        return c.inert(reason)
    }
}
