import Foundation

/// A decoded 8-bit RGB or RGBA PNG (what Chromium's screenshots are): the chunks are read here,
/// the pixel data is inflated by python3's zlib (Foundation on Linux has no inflate), and the
/// scanline filters are undone here.
struct PNGImage {
    var width: Int
    var height: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    var channels: Int
    /// The unfiltered pixels, row by row.
    var pixels: [UInt8]

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Decodes `data`, running `python3` (at `python`) for the inflate step.
    init(_ data: Data, python: String, scratch: URL) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure(description: "not a PNG file (\(bytes.count) bytes)")
        }
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var position = 8
        var header: [UInt8] = []
        var compressed = Data()
        var ended = false
        while position + 8 <= bytes.count {
            let length = integer(position)
            let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            guard position + 12 + length <= bytes.count else { throw Failure(description: "truncated \(type) chunk") }
            let body = bytes[position + 8..<position + 8 + length]
            switch type {
            case "IHDR": header = Array(body)
            case "IDAT": compressed.append(contentsOf: body)
            case "IEND": ended = true
            default: break
            }
            position += 12 + length
            if ended { break }
        }
        guard ended, header.count == 13 else { throw Failure(description: "no IHDR or IEND chunk") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard header[8] == 8, header[9] == 2 || header[9] == 6, header[12] == 0 else {
            throw Failure(
                description: "unsupported PNG: depth \(header[8]), colour type \(header[9]), interlace \(header[12])")
        }
        channels = header[9] == 6 ? 4 : 3

        let inflate = "import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read()))"
        let run = try TimedProcess.run(
            python, ["-c", inflate], environment: ["PATH": "/usr/bin:/bin"], input: compressed, limit: .seconds(20),
            scratch: scratch)
        guard run.status == 0 else { throw Failure(description: "python3 could not inflate the pixels: \(run.error)") }
        let raw = [UInt8](run.output)
        let stride = width * channels
        guard raw.count == height * (stride + 1) else {
            throw Failure(description: "\(raw.count) bytes of pixel data for \(width)x\(height)x\(channels)")
        }
        pixels = [UInt8](repeating: 0, count: height * stride)
        try Self.unfilter(raw, into: &pixels, height: height, stride: stride, channels: channels)
    }

    /// Undoes each scanline's filter (None, Sub, Up, Average, Paeth).
    private static func unfilter(_ raw: [UInt8], into out: inout [UInt8], height: Int, stride: Int, channels: Int)
        throws
    {
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1
            let row = y * stride
            for x in 0..<stride {
                let left = x >= channels ? Int(out[row + x - channels]) : 0
                let up = y > 0 ? Int(out[row - stride + x]) : 0
                let corner = x >= channels && y > 0 ? Int(out[row - stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - corner
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - corner))
                    predicted = pa <= pb && pa <= pc ? left : (pb <= pc ? up : corner)
                default: throw Failure(description: "unknown filter \(filter) on row \(y)")
                }
                out[row + x] = UInt8((Int(raw[source + x]) + predicted) & 0xFF)
            }
        }
    }

    /// The red, green and blue of the pixel at (x, y).
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let at = (y * width + x) * channels
        return (Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2]))
    }

    /// How many pixels of a rectangle (clipped to the image) differ from `colour` by more than
    /// `tolerance` in some channel.
    func count(differingFrom colour: (Int, Int, Int), in rect: Rect, tolerance: Int = 24) -> Int {
        var total = 0
        for y in max(rect.top, 0)..<min(rect.bottom, height) {
            for x in max(rect.left, 0)..<min(rect.right, width) {
                let (r, g, b) = rgb(x, y)
                if abs(r - colour.0) > tolerance || abs(g - colour.1) > tolerance || abs(b - colour.2) > tolerance {
                    total += 1
                }
            }
        }
        return total
    }

    /// How many different colours the image holds (capped at `limit`).
    func distinctColours(limit: Int = 1000) -> Int {
        var seen = Set<Int>()
        for index in Swift.stride(from: 0, to: pixels.count, by: channels) {
            seen.insert(Int(pixels[index]) << 16 | Int(pixels[index + 1]) << 8 | Int(pixels[index + 2]))
            if seen.count >= limit { break }
        }
        return seen.count
    }

    /// A pixel rectangle, edges in whole pixels.
    struct Rect: CustomStringConvertible {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int
        var description: String { "(\(left),\(top))-(\(right),\(bottom))" }
    }
}
