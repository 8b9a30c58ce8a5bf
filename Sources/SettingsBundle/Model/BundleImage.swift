import FoundationEssentials

/// An image file of a bundle (a slider's `MinimumValueImage`, say), read as the device would
/// pick it: the `@3x`, else `@2x`, else plain variant of the name.
public struct BundleImage: Sendable, Hashable {
    /// The file read, relative to the bundle (`VolumeLow@2x.png`).
    public var file: String
    /// The file's bytes.
    public var data: Data
    /// The scale of the variant read (3 for `@3x`, 2 for `@2x`, else 1).
    public var scale: Int
    /// The media type, from the contents (`image/png`, `image/jpeg`, `image/gif`); nil when
    /// the bytes are none of those (the image is then not drawn).
    public var mediaType: String?
    /// The size in pixels, read from the file's header; nil when it cannot be read.
    public var pixelSize: (width: Int, height: Int)? { Self.pixelSize(of: [UInt8](data.prefix(64 << 10))) }

    /// An image read from `file` (a variant of scale `scale`); the media type comes from `data`.
    public init(file: String, data: Data, scale: Int) {
        self.file = file
        self.data = data
        self.scale = max(scale, 1)
        let head = [UInt8](data.prefix(8))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            mediaType = "image/png"
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            mediaType = "image/jpeg"
        } else if head.starts(with: Array("GIF8".utf8)) {
            mediaType = "image/gif"
        } else {
            mediaType = nil
        }
    }

    /// The size in points: pixels divided by the scale.
    public var pointSize: (width: Double, height: Double)? {
        pixelSize.map { (Double($0.width) / Double(scale), Double($0.height) / Double(scale)) }
    }

    /// The file names tried for `name`, best first: `name@3x.png`, `name@2x.png`, `name.png`
    /// (`.png` added when the name has no extension, as `UIImage(named:)` does).
    public static func candidates(for name: String) -> [(file: String, scale: Int)] {
        var stem = name
        var ext = ".png"
        if let dot = name.lastIndex(of: "."), !name[dot...].contains("/") {
            stem = String(name[..<dot])
            ext = String(name[dot...])
        }
        if let at = stem.lastIndex(of: "@"), ["@2x", "@3x"].contains(String(stem[at...])) {
            return [(name, stem.hasSuffix("@3x") ? 3 : 2)]
        }
        return [(stem + "@3x" + ext, 3), (stem + "@2x" + ext, 2), (stem + ext, 1)]
    }

    static func pixelSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        func big(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard let width = big(16, 4), let height = big(20, 4), width > 0, height > 0 else { return nil }
            return (width, height)
        }
        if bytes.starts(with: Array("GIF8".utf8)) {
            guard bytes.count >= 10 else { return nil }
            let width = Int(bytes[6]) | Int(bytes[7]) << 8
            let height = Int(bytes[8]) | Int(bytes[9]) << 8
            return width > 0 && height > 0 ? (width, height) : nil
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        // JPEG: walk the segments to a start-of-frame marker (C0–CF but C4, C8, CC).
        var position = 2
        while position + 4 <= bytes.count {
            guard bytes[position] == 0xFF else { return nil }
            let marker = bytes[position + 1]
            if marker == 0xFF {
                position += 1
                continue
            }
            guard let length = big(position + 2, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = big(position + 5, 2), let width = big(position + 7, 2), width > 0, height > 0
                else { return nil }
                return (width, height)
            }
            position += 2 + length
        }
        return nil
    }
}
