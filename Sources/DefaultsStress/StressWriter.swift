import Defaults
import FoundationEssentials
import PropertyList
import SystemCalls

/// The writer of `defaults-stress`: commits one key at a time to one store file through
/// `PersistentDomainFile`, for the cross-process tests and the reliability harness (many processes,
/// `kill -9` loops).
public enum StressWriter {
    /// What one writer does.
    public struct Options: Equatable, Sendable {
        /// The store file written.
        public var domainFile: String
        /// Key prefix (or, with `overlap`, the value prefix).
        public var prefix: String
        /// How many keys, one commit each.
        public var count: Int
        /// The first key index.
        public var start: Int = 0
        /// All writers use the same keys.
        public var overlap = false
        /// Check every key at the end.
        public var verify = false
        /// How the store file is written (binary and mode-keeping with ``StoreFileStyle/apple``).
        public var style = StoreFileStyle.linux

        /// Writer options with the given required values and no flags.
        public init(domainFile: String, prefix: String, count: Int) {
            self.domainFile = domainFile
            self.prefix = prefix
            self.count = count
        }

        /// The key written at step `index`.
        public func key(_ index: Int) -> String { overlap ? "key\(index)" : "\(prefix)\(index)" }

        /// The value written at step `index`.
        public func value(_ index: Int) -> PlistValue {
            overlap ? .string("\(prefix):\(index)") : .integer(Int64(index))
        }
    }

    /// Commits the keys one at a time; `acknowledged` is called after each commit returned (the key
    /// is durable then). With `verify`, re-reads the file at the end and fails if one of this
    /// writer's keys is missing (or, with `overlap`, absent).
    public static func write(_ options: Options, acknowledged: (String) -> Void = { _ in }) throws(DefaultsError) {
        let file = PersistentDomainFile(url: URL(fileURLWithPath: options.domainFile), style: options.style)
        for index in options.start..<(options.start + options.count) {
            let key = options.key(index)
            try file.commit([PlistKey(key): options.value(index)])
            acknowledged(key)
        }
        if options.verify {
            let contents = try file.contents()
            for index in options.start..<(options.start + options.count) {
                let key = options.key(index)
                let stored = contents[PlistKey(key)]
                let present = options.overlap ? stored != nil : stored == options.value(index)
                if !present {
                    throw .fileSystem(
                        file: options.domainFile, operation: "verify (key \(key) is missing after the run)",
                        code: Errno.ioError.rawValue)
                }
            }
        }
    }
}
