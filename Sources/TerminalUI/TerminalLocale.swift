import CNcursesw
import Glibc

/// Sets up the character-type locale ncursesw needs for wide characters.
enum TerminalLocale {
    /// Applies the user's `LC_CTYPE`; when its codeset is not UTF-8 (for example with `LANG`
    /// unset), falls back to a UTF-8 locale. Returns whether a UTF-8 locale is in effect.
    static func configure() -> Bool {
        setlocale(LC_CTYPE, "")
        if isUTF8 { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    private static var isUTF8: Bool {
        let codeset = String(cString: cn_codeset()).uppercased()
        return codeset == "UTF-8" || codeset == "UTF8"
    }
}
