import FoundationEssentials

extension LoadedBundle {
    /// The largest image file drawn (a bigger one would bloat every picture that embeds it).
    public static let maximumImageSize = 1 << 20

    /// The image a row names (a slider's `MinimumValueImage`), as the device picks it: the
    /// `@3x`, `@2x` or plain variant found inside the bundle folder, with exact letter case; nil
    /// when none is there, when it is outside the bundle or not a regular file, when it is larger
    /// than ``maximumImageSize``, or when it is not a PNG, JPEG or GIF.
    public func image(named name: String) -> BundleImage? {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(".."),
            let fileSystem = try? BundleFileSystem(root: folder)
        else { return nil }
        for candidate in BundleImage.candidates(for: name) {
            guard case .found(let file) = fileSystem.lookup(candidate.file, reportingCaseMismatch: false),
                let data = try? fileSystem.read(file), data.count <= Self.maximumImageSize
            else { continue }
            let image = BundleImage(file: file, data: data, scale: candidate.scale)
            if image.mediaType != nil { return image }
        }
        return nil
    }
}
