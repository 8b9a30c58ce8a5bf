/// The GitHub workflow command escaper (`::error file=…,line=…::message`), as the Actions
/// toolkit's `command.ts` escapes: no message or property value can end the command's line.
public enum WorkflowCommandText {
    /// A command's message: `%`, CR and LF percent-encoded (the toolkit's `escapeData`).
    public static func data(_ text: String) -> String { percentEncoding(text, also: []) }

    /// A command's property value: as ``data(_:)``, plus `:` and `,` (the toolkit's
    /// `escapeProperty`).
    public static func property(_ text: String) -> String { percentEncoding(text, also: [":", ","]) }

    /// Works on Unicode scalars: as `Character`s, CR LF is one character equal to neither CR nor LF.
    private static func percentEncoding(_ text: String, also extra: Set<Unicode.Scalar>) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "\r" || scalar == "\n" || extra.contains(scalar) {
                output.append(contentsOf: "%\(TerminalText.hex(scalar.value, digits: 2))".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }
}
