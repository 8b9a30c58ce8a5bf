// TEMPORARY stand-in written by helper "api" until branch `store` lands; replaced by the store's file.
import Foundation
import PropertyList

public final class PersistentDomainFile: @unchecked Sendable {
    public let url: URL
    public init(url: URL) { self.url = url }
    public func contents() throws(DefaultsError) -> [String: PlistValue] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        do {
            return try PropertyListCoder.decode(data).value.dictionaryValue ?? [:]
        } catch {
            throw .corruptStore(url.path)
        }
    }
    @discardableResult
    public func commit(_ changes: [String: PlistValue?]) throws(DefaultsError) -> [String: PlistValue] {
        var values = try contents()
        for (k, v) in changes { values[k] = v }
        try replace(with: values)
        return values
    }
    public func replace(with contents: [String: PlistValue]?) throws(DefaultsError) {
        let fm = FileManager.default
        guard let contents, !contents.isEmpty else {
            try? fm.removeItem(at: url)
            return
        }
        do {
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try PropertyListCoder.encodeXML(.dictionary(contents))
            try data.write(to: url, options: .atomic)
        } catch {
            throw .io("\(error)")
        }
    }
}
