import FoundationEssentials
import TextOutput

extension DefaultsTool.Outcome {
    /// Writes the outcome to the standard streams as nothing raw reaches a terminal or a CI log:
    /// an XML property list (`export … -`) with its control characters as character references
    /// (the same document to a parser); other text as human text (``TextOutput/TerminalText``,
    /// line breaks kept); bytes that are not UTF-8 (a binary property list) as they are; standard
    /// error always as human text.
    public func writeToStandardStreams() {
        if let text = String(validating: standardOutput, as: UTF8.self) {
            if text.hasPrefix("<?xml") {
                StandardStream.output.write(XMLText.escapingControls(inDocument: text), as: .xml)
            } else {
                StandardStream.output.write(text)
            }
        } else {
            StandardStream.output.writeBytes(Array(standardOutput))
        }
        StandardStream.error.write(standardError)
    }
}
