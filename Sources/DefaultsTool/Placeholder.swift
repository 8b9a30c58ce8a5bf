enum DefaultsToolPlaceholder {}
