// libyaml, the C parser under Yams: its event stream is the one place that sees an alias before it
// is expanded. Yams offers no event API and composes the whole tree first, checking mapping keys
// for duplicates by hashing them in full, so 440 bytes of aliases used as keys take time that grows
// tenfold per level. This pass reads the same events, counts the nodes the document would have with
// every alias expanded, and stops when the aliases add more than a budget, in time linear in the text.
import CYaml
import PropertyList

/// How many nodes a YAML text's aliases stand for once expanded, bounded.
enum YAMLExpansionBudget {
    /// The most nodes the aliases of a lint configuration may stand for: real ones have none or a few
    /// (the expansion of ``InputBudget/lintConfiguration``).
    static let limit = InputBudget.lintConfiguration.maximumExpansion

    /// Where a text goes over the budget.
    struct Excess: Equatable {
        /// The line (from 1) of the alias that went over.
        var line: Int
    }

    /// The alias that takes the nodes `text`'s aliases stand for over `limit`, or nil when they stay within it (or it is not
    /// YAML libyaml can read: the composer then reports that with its own message).
    static func excess(in text: String, limit: Int = limit) -> Excess? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var anchors: [String: Int] = [:]
            // Each open collection: its anchor and the nodes it holds so far (itself included).
            var open: [(anchor: String?, size: Int)] = []
            var total = 0
            func finished(_ size: Int, anchor: String?) {
                if let anchor { anchors[anchor] = size }
                if !open.isEmpty { open[open.count - 1].size = min(limit + 1, open[open.count - 1].size + size) }
            }
            func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            }
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    finished(1, anchor: name(event.data.scalar.anchor))
                case YAML_SEQUENCE_START_EVENT:
                    open.append((name(event.data.sequence_start.anchor), 1))
                case YAML_MAPPING_START_EVENT:
                    open.append((name(event.data.mapping_start.anchor), 1))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    if let closed = open.popLast() { finished(closed.size, anchor: closed.anchor) }
                case YAML_ALIAS_EVENT:
                    let size = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                    total = min(limit + 1, total + size)
                    finished(size, anchor: nil)
                default:
                    break
                }
                if total > limit { return Excess(line: Int(event.start_mark.line) + 1) }
            }
        }
    }
}
