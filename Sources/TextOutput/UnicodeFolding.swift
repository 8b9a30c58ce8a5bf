// The one door to the standard library's Unicode data that has no public API yet: canonical
// decomposition (`_nfd`) and full case folding (`_caseFolded`, Unicode's CaseFolding.txt), both
// `@_spi(_Unicode)` in the standard library (FoundationEssentials offers neither on Linux). Every
// case-insensitive comparison and search of ours (title order, JSON key order, `defaults find`,
// search folding) builds on these three members, so the SPI is imported here alone.
@_spi(_Unicode) import Swift

extension String {
    /// The text's scalars in canonical decomposition (NFD): `é` is `e` and U+0301.
    package var canonicalDecomposition: some Sequence<Unicode.Scalar> { _nfd }

    /// Calls `body` with each scalar of the text in canonical decomposition, fully case folded (the
    /// folding decomposed again: `ß` is `ss`, `ﬁ` is `fi`, `É` is `e` and U+0301), and whether that
    /// scalar starts the folding of one decomposed scalar (`false` for the second `s` of `ß`).
    /// `droppingMarks` leaves out combining marks, before folding and after (U+0345 is dropped, not
    /// folded to `ι`).
    package func forEachCaseFoldedScalar(
        droppingMarks: Bool = false, _ body: (_ scalar: Unicode.Scalar, _ startsFolding: Bool) -> Void
    ) {
        for scalar in _nfd {
            if scalar.isASCII {
                body((0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar, true)
                continue
            }
            if droppingMarks && scalar.isCombiningMark { continue }
            var starts = true
            for part in scalar.properties._caseFolded._nfd where !(droppingMarks && part.isCombiningMark) {
                body(part, starts)
                starts = false
            }
        }
    }
}

extension Unicode.Scalar {
    /// The scalar's full case folding (Unicode's CaseFolding.txt, status C and F): `ß` is `ss`.
    package var fullCaseFolding: String.UnicodeScalarView { properties._caseFolded.unicodeScalars }

    /// Whether it is a combining mark: a nonzero canonical combining class.
    package var isCombiningMark: Bool { properties.canonicalCombiningClass != .notReordered }
}
