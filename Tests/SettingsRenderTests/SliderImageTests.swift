import Foundation
import PropertyList
import SettingsBundle
import SettingsRender
import Testing

/// A slider's `MinimumValueImage` and `MaximumValueImage`, drawn at the ends of its track from
/// the bundle's files (the best `@3x`/`@2x`/plain variant), embedded as `data:` URIs.
@Suite struct SliderImageTests {
    static func slider(minimum: String?, maximum: String?) -> PlistValue {
        var slider: [PlistKey: PlistValue] = [
            "Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 1,
        ]
        if let minimum { slider["MinimumValueImage"] = .string(minimum) }
        if let maximum { slider["MaximumValueImage"] = .string(maximum) }
        return .dictionary(slider)
    }

    static func render(_ bundle: LoadedBundle) throws -> SVGTree {
        try SVGTree(PaneRenderer().svg(for: bundle.rootPage, values: { _ in RowValue() }, images: bundle.image(named:)))
    }

    @Test func showcaseSliderDrawsBothImagesBesideItsTrack() throws {
        let bundle = try PaneRendererTests.showcase()
        let tree = try Self.render(bundle)
        let images = tree.all("slider-image")
        #expect(images.map { $0.attributes["data-edge"] } == ["minimum", "maximum"])
        #expect(images.map { $0.attributes["data-file"] } == ["VolumeLow.png", "VolumeHigh.png"])
        let png = try #require(bundle.image(named: "VolumeLow.png"))
        #expect(images.first?.attributes["href"] == "data:image/png;base64," + png.data.base64EncodedString())
        #expect(images.allSatisfy { $0.number("width") == 21 && $0.number("height") == 21 })
        #expect(images.allSatisfy { $0.inside("row")?["data-key"] == "sound_volume" })

        // The track runs between the images: from after the minimum image to before the maximum one.
        let minimum = try #require(images.first)
        let maximum = try #require(images.last)
        #expect(minimum.number("x") == 36)
        #expect(try #require(maximum.number("x")) + 21 == 390 - 20 - 16)
        let track = try #require(
            tree.elements.first {
                $0.name == "line" && $0.inside("slider") != nil && $0.inside("row")?["data-key"] == "sound_volume"
            })
        // Its round caps end exactly at those edges (2 points, half its width, inside them).
        #expect(try #require(track.number("x1")) == 36 + 21 + 10 + 2)
        let maximumX = try #require(maximum.number("x"))
        #expect(try #require(track.number("x2")) == maximumX - 10 - 2)
        // The row's vertical middle is the images' middle.
        let y = try #require(minimum.number("y"))
        let cy = try #require(track.number("y1"))
        #expect(abs(y + 10.5 - cy) < 0.01)

        // The other slider names no images: its track spans the card.
        let brightness = tree.elements.filter {
            $0.name == "line" && $0.inside("row")?["data-key"] == "display_brightness"
        }
        #expect(brightness.first?.number("x1") == 38.0, "36 + 2: the round cap ends at the card inset")
    }

    @Test func bestVariantIsDrawnAtItsPointSizeAndMissingImagesAreNot() throws {
        let scratch = try ScratchBundle()
        try scratch.page("Root.plist", [Self.slider(minimum: "Low.png", maximum: "High")])
        try scratch.write("Low.png", ScratchBundle.pngHeader(width: 10, height: 10))
        try scratch.write("Low@2x.png", ScratchBundle.pngHeader(width: 40, height: 20))
        try scratch.write("High@3x.png", ScratchBundle.pngHeader(width: 300, height: 150))
        let bundle = try scratch.load()
        // Only variants of Low.png and High exist: loading (and lint) does not call them missing.
        #expect(!bundle.diagnostics.contains { $0.rule == .missingImage }, "\(bundle.diagnostics)")
        let low = try #require(bundle.image(named: "Low.png"))
        #expect(low.file == "Low@2x.png" && low.scale == 2)
        #expect(low.pointSize?.width == 20 && low.pointSize?.height == 10)

        let tree = try Self.render(bundle)
        let images = tree.all("slider-image")
        #expect(images.map { $0.attributes["data-file"] } == ["Low@2x.png", "High@3x.png"])
        #expect(images.first?.number("width") == 20 && images.first?.number("height") == 10)
        // 100 by 50 points is shrunk to fit 28 points, keeping its proportions.
        #expect(images.last?.number("width") == 28 && images.last?.number("height") == 14)

        // Not in the bundle, not an image, or outside the bundle: nothing is drawn.
        let other = try ScratchBundle()
        try other.write("Text.png", Data("not an image".utf8))
        try other.page("Root.plist", [Self.slider(minimum: "Gone.png", maximum: "Text.png")])
        let plain = try Self.render(try other.load())
        #expect(try other.load().diagnostics.filter { $0.rule == .missingImage }.count == 1, "Gone.png")
        #expect(plain.all("slider-image").isEmpty)
        #expect(plain.all("slider").count == 1)
        #expect(try other.load().image(named: "../Root.plist") == nil)
    }

    @Test func imageHeadersAndVariantNames() {
        #expect(BundleImage.candidates(for: "A.png").map(\.file) == ["A@3x.png", "A@2x.png", "A.png"])
        #expect(BundleImage.candidates(for: "A").map(\.file) == ["A@3x.png", "A@2x.png", "A.png"])
        #expect(
            BundleImage.candidates(for: "Icons/B.jpg").map(\.file) == [
                "Icons/B@3x.jpg", "Icons/B@2x.jpg", "Icons/B.jpg",
            ])
        #expect(BundleImage.candidates(for: "C@2x.png").map(\.scale) == [2])
        let gif = BundleImage(file: "g.gif", data: Data(Array("GIF89a".utf8) + [7, 0, 9, 0]), scale: 1)
        #expect(gif.mediaType == "image/gif" && gif.pixelSize?.width == 7 && gif.pixelSize?.height == 9)
        // A JPEG: SOI, an APP0 segment, then SOF0 with height 30 and width 40.
        let jpeg = BundleImage(
            file: "j.jpg", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 30, 0, 40, 3]),
            scale: 2)
        #expect(jpeg.mediaType == "image/jpeg" && jpeg.pointSize?.width == 20 && jpeg.pointSize?.height == 15)
        #expect(BundleImage(file: "x", data: Data("text".utf8), scale: 1).mediaType == nil)
    }
}
