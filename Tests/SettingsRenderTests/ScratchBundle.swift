import Foundation
import PropertyList
import SettingsBundle
import Testing

/// A Settings.bundle written into a temporary folder for one test (removed when released):
/// pages from plist values, any other file from bytes or text.
final class ScratchBundle {
    let folder: URL
    var bundle: URL { folder.appendingPathComponent("Settings.bundle") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Writes a page (`Root.plist`…) holding `specifiers`, localized by the `strings` table.
    func page(_ file: String, _ specifiers: [PlistValue], title: String? = nil, strings: String? = nil) throws {
        var root: [PlistKey: PlistValue] = ["PreferenceSpecifiers": .array(specifiers)]
        if let title { root["Title"] = .string(title) }
        if let strings { root["StringsTable"] = .string(strings) }
        try write(file, PropertyListCoder.encodeXML(.dictionary(root)))
    }

    /// Writes any file of the bundle.
    func write(_ relative: String, _ data: Data) throws {
        let url = bundle.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Writes a text file of the bundle (a `.strings` table).
    func write(_ relative: String, text: String) throws { try write(relative, Data(text.utf8)) }

    /// The bundle, loaded for `languages` in the given view.
    func load(languages: [String] = [], view: BundleView = .settingsApp) throws -> LoadedBundle {
        let location = try #require(try BundleLocator.locate(bundle.path).first)
        return try BundleLoader.load(location, options: LoadOptions(languages: languages, view: view))
    }

    /// The header of a PNG of `width` by `height` pixels (what image sizes are read from).
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }
}
