import Foundation
import TestSupport
import Testing

@testable import PropertyList

/// The XML reader against Python's `plistlib` (and its expat parser) as an independent oracle: random
/// values written by `plistlib.dumps`, then rewritten into the rarer forms real files hold (CDATA
/// sections, decimal and hexadecimal character references, hexadecimal integers and leading zeros,
/// comments and processing instructions between elements, a short or missing DOCTYPE, UTF-8 with a
/// byte-order mark, UTF-16 in either order with and without one), read back by `plistlib.loads`;
/// our reader must give the same value for every document. (No comment goes inside `<data>`:
/// expat allows one there, CoreFoundation and so our reader do not.)
@Suite struct XMLReaderPlistlibTests {
    /// Prints, per document: its bytes in base64, a tab, and plistlib's value in a canonical form
    /// (`canon`, mirrored by ``canonical(_:)``); then one `#forms` line counting the forms used.
    static let program = #"""
        import sys, plistlib, random, re, base64, struct, datetime, html
        rng = random.Random(int(sys.argv[1])); count = int(sys.argv[2])
        pool = list("abcxyz 09&<>'\"\t;#!?-[]") + ['é', 'ß', '日', '本', '😀', '\u00a0', '\u2028', '\ufffd', 'Ω', '\u0301']
        def text(): return ''.join(rng.choice(pool) for _ in range(rng.randrange(0, 12)))
        def value(depth):
            k = rng.randrange(9 if depth < 4 else 6)
            if k == 0: return text()
            if k == 1: return rng.choice([0, 1, -1, 2**63 - 1, -2**63, 2**64 - 1, 2**63]) if rng.random() < .3 else rng.randrange(-2**63, 2**64)
            if k == 2: return rng.choice([0.0, -0.0, 0.1, 1e308, 5e-324, float('inf'), float('-inf'), float('nan')]) if rng.random() < .3 else struct.unpack('>d', struct.pack('>Q', rng.getrandbits(64)))[0]
            if k == 3: return rng.random() < .5
            if k == 4: return bytes(rng.getrandbits(8) for _ in range(rng.randrange(0, 40)))
            if k == 5: return datetime.datetime(rng.randrange(1, 10000), rng.randrange(1, 13), rng.randrange(1, 29), rng.randrange(24), rng.randrange(60), rng.randrange(60))
            if k in (6, 7): return [value(depth + 1) for _ in range(rng.randrange(0, 5))]
            return {text(): value(depth + 1) for _ in range(rng.randrange(0, 5))}
        def canon(v):
            if isinstance(v, bool): return 'b:%d' % v
            if isinstance(v, int): return 'i:%d' % v
            if isinstance(v, float): return 'r:' + struct.pack('>d', v).hex()
            if isinstance(v, str): return 's:' + '.'.join('%x' % ord(c) for c in v)
            if isinstance(v, bytes): return 'd:' + v.hex()
            if isinstance(v, datetime.datetime): return 't:%d' % int((v - datetime.datetime(2001, 1, 1)).total_seconds())
            if isinstance(v, list): return '[' + ','.join(canon(x) for x in v) + ']'
            return '{' + ','.join(sorted(canon(k) + '=' + canon(x) for k, x in v.items())) + '}'
        def ref(c):
            return ('&#%d;' % ord(c)) if rng.random() < .5 else ('&#x%X;' % ord(c)) if rng.random() < .5 else ('&#x%x;' % ord(c))
        def rewrite_text(m):
            tag, body = m.group(1), m.group(2)
            raw = html.unescape(body)
            r = rng.random()
            if r < .3 and ']]>' not in raw: body = '<![CDATA[' + raw + ']]>'
            elif r < .6: body = ''.join(ref(c) if rng.random() < .5 else html.escape(c, quote=False) for c in raw)
            elif r < .7 and ']]>' not in raw and raw:
                cut = rng.randrange(len(raw) + 1)
                body = html.escape(raw[:cut], quote=False) + '<![CDATA[' + raw[cut:] + ']]>'
            return '<%s>%s</%s>' % (tag, body, tag)
        def rewrite_int(m):
            n = int(m.group(1))
            r = rng.random()
            if n >= 0 and r < .3: return '<integer>0x%x</integer>' % n
            if n >= 0 and r < .4: return '<integer>0x%X</integer>' % n
            if r < .5: return '<integer>%s%s</integer>' % ('-' if n < 0 else '', '0' * rng.randrange(1, 4) + str(abs(n)))
            return m.group(0)
        forms = {}
        for _ in range(count):
            v = value(0)
            doc = plistlib.dumps(v, sort_keys=False).decode('utf-8')
            used = []
            if rng.random() < .7: doc = re.sub(r'<(string|key)>(.*?)</\1>', rewrite_text, doc, flags=re.S); used.append('text')
            if rng.random() < .5: doc = re.sub(r'<integer>(-?\d+)</integer>', rewrite_int, doc); used.append('integers')
            if rng.random() < .5:
                doc = re.sub(r'\n(?=\s*<(?!/data>))', lambda m: '\n' + rng.choice(['<!-- c -->', '<?pi x?>', '<!-- a - b -->', '', '']), doc); used.append('comments')
            r = rng.random()
            if r < .2: doc = re.sub(r'<!DOCTYPE[^>]*>\n', '', doc); used.append('no doctype')
            elif r < .3: doc = doc.replace('<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">', '<!DOCTYPE plist>'); used.append('short doctype')
            enc = rng.choice(['utf-8', 'utf-8', 'utf-8-sig', 'utf-16-le-bom', 'utf-16-be-bom', 'utf-16-le', 'utf-16-be'])
            used.append(enc)
            if enc.startswith('utf-16'):
                doc = doc.replace('encoding="UTF-8"', 'encoding="UTF-16"')
                codec = 'utf-16-le' if 'le' in enc else 'utf-16-be'
                data = (('\ufeff' if enc.endswith('bom') else '') + doc).encode(codec)
            else:
                data = doc.encode(enc)
            try:
                expected = canon(plistlib.loads(data, fmt=plistlib.FMT_XML))
            except Exception as e:
                continue
            for u in used: forms[u] = forms.get(u, 0) + 1
            print(base64.b64encode(data).decode() + '\t' + expected)
        print('#forms\t' + ' '.join('%s=%d' % kv for kv in sorted(forms.items())))
        """#

    /// The canonical form `canon` prints in the Python program.
    static func canonical(_ value: PlistValue) -> String {
        func hex(_ text: String) -> String {
            text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ".")
        }
        switch value {
        case .bool(let b): return "b:\(b ? 1 : 0)"
        case .integer(let i): return "i:\(i)"
        case .unsignedInteger(let u): return "i:\(u)"
        case .real(let r):
            let bits = String(r.bitPattern, radix: 16)
            return "r:" + String(repeating: "0", count: 16 - bits.count) + bits
        case .string(let s): return "s:" + hex(s)
        case .data(let d): return "d:" + d.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        case .date(let date): return "t:\(Int64(date.timeIntervalSinceReferenceDate))"
        case .array(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
        case .dictionary(let entries):
            return "{"
                + entries.map { "s:" + hex($0.key.string) + "=" + canonical($0.value) }.sorted().joined(separator: ",")
                + "}"
        }
    }

    @Test(arguments: 1...3)
    func plistlibDocumentsInEveryFormReadAsPlistlibReadsThem(seed: Int) throws {
        guard Consumer.exists("python3") else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "python3 is needed")
            return
        }
        let result = try Consumer.run("python3", ["-c", Self.program, "\(seed)", "300"], input: Data())
        #expect(result.status == 0, "\(result.error)")
        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n")
        var read = 0
        for line in lines where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, let data = Data(base64Encoded: String(fields[0])) else {
                Issue.record("unreadable line \(line.prefix(80))")
                continue
            }
            do {
                let value = try XMLPropertyListReader.value(from: data)
                #expect(Self.canonical(value) == String(fields[1]), "seed \(seed) document \(read)")
            } catch {
                Issue.record("seed \(seed) document \(read): \(error) for\n\(String(decoding: data, as: UTF8.self))")
            }
            read += 1
        }
        // Every form was exercised (the last line counts the documents per form).
        let forms = lines.last.map(String.init) ?? ""
        for form in [
            "text", "integers", "comments", "no doctype", "short doctype", "utf-8-sig", "utf-16-le=", "utf-16-be=",
            "utf-16-le-bom", "utf-16-be-bom",
        ] {
            #expect(forms.contains(form), "\(form) in \(forms)")
        }
        #expect(read > 250)
    }
}
