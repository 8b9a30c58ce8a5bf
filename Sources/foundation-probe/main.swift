// foundation-probe: reads and writes one suite with Foundation's own `UserDefaults(suiteName:)`, so
// tests can check interoperability with the real implementation in a separate process.
//
//   foundation-probe write <suite> <key> <type> <value>   type: string int uint64 real float bool date data plist
//   foundation-probe read <suite> <key>                    prints the value in the stable form below
//   foundation-probe dump <suite>                          prints "key = value" for every key, sorted
//   foundation-probe typed <key,key,...> [-key value ...]  UserDefaults.standard's typed accessors for each
//       key, one line each: "key bool=… integer=… double=… string=… array=… dictionary=… data=…"
//       (nil when the accessor returns nil), read with the launch arguments that follow
//   foundation-probe arguments [-key value ...]            the argument domain Foundation parsed from its own
//       arguments: "key = value" for every key, sorted
//   foundation-probe stress <suite> <prefix> <count> [overlap]
//       the writer loop of research defaults-semantics.md §2: set(i, forKey: "<prefix><i>") then
//       synchronize() for i in 0..<count; with "overlap", set("<prefix>:<i>", forKey: "key<i>")
//       (the reliability harness compares Foundation's losses with the store's)
//
// Stable form: strings "quoted" (Swift debugDescription), integers 42, reals real(2.5), bools
// true/false, dates date(<seconds since 1970>), data data(<hex>), arrays [a, b], dictionaries
// {k: v, ...} with sorted keys. Exit status 2 on misuse.
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("foundation-probe: \(message)\n".utf8))
    exit(2)
}

func describe(_ value: Any) -> String {
    switch value {
    case let b as Bool where type(of: value) == Bool.self: return b ? "true" : "false"
    case let s as String: return s.debugDescription
    case let i as Int where type(of: value) == Int.self: return String(i)
    case let u as UInt64 where type(of: value) == UInt64.self: return String(u)
    case let d as Double where type(of: value) == Double.self: return "real(\(d))"
    case let f as Float where type(of: value) == Float.self: return "real(\(Double(f)))"
    case let n as NSNumber:
        switch String(cString: n.objCType) {
        case "c", "B": return n.boolValue ? "true" : "false"
        case "f", "d": return "real(\(n.doubleValue))"
        case "Q", "L", "I", "S", "C": return String(n.uint64Value)
        default: return String(n.int64Value)
        }
    case let date as Date: return "date(\(date.timeIntervalSince1970))"
    case let data as Data: return "data(\(data.map { String(format: "%02x", $0) }.joined()))"
    case let array as [Any]: return "[" + array.map(describe).joined(separator: ", ") + "]"
    case let dictionary as [String: Any]:
        return "{" + dictionary.keys.sorted().map { "\($0): \(describe(dictionary[$0]!))" }.joined(separator: ", ")
            + "}"
    default:
        // Elements of arrays come back as Optional<Any> on Linux.
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { describe($0.value) } ?? "nil"
        }
        return "unknown(\(type(of: value)))"
    }
}

func required<T>(_ value: T?, _ what: String) -> T {
    guard let value else { fail("bad \(what)") }
    return value
}

func hexData(_ text: String) -> Data {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
        let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
        guard let byte = UInt8(text[index..<next], radix: 16) else { fail("bad hex \(text)") }
        bytes.append(byte)
        index = next
    }
    return Data(bytes)
}

let arguments = Array(CommandLine.arguments.dropFirst())
// Launch arguments: UserDefaults.standard reads them from this process's own argv.
if arguments.first == "typed", arguments.count >= 2 {
    let defaults = UserDefaults.standard
    for key in arguments[1].split(separator: ",").map(String.init) {
        let fields: [(String, String)] = [
            ("bool", String(defaults.bool(forKey: key))), ("integer", String(defaults.integer(forKey: key))),
            ("double", "real(\(defaults.double(forKey: key)))"),
            ("string", defaults.string(forKey: key).map(describe) ?? "nil"),
            ("array", defaults.array(forKey: key).map(describe) ?? "nil"),
            ("dictionary", defaults.dictionary(forKey: key).map(describe) ?? "nil"),
            ("data", defaults.data(forKey: key).map(describe) ?? "nil"),
        ]
        print(key + " " + fields.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
    }
    exit(0)
}
if arguments.first == "arguments" {
    let values = UserDefaults.standard.volatileDomain(forName: UserDefaults.argumentDomain)
    for key in values.keys.sorted() { print("\(key) = \(describe(values[key]!))") }
    exit(0)
}
guard arguments.count >= 2, let defaults = UserDefaults(suiteName: arguments[1]) else {
    fail("usage: foundation-probe write|read|dump <suite> ...")
}
switch (arguments[0], arguments.count) {
case ("write", 5):
    let (key, type, text) = (arguments[2], arguments[3], arguments[4])
    switch type {
    case "string": defaults.set(text, forKey: key)
    case "int": defaults.set(required(Int(text), "int \(text)"), forKey: key)
    case "uint64": defaults.set(required(UInt64(text), "uint64 \(text)"), forKey: key)
    case "real": defaults.set(required(Double(text), "real \(text)"), forKey: key)
    case "float": defaults.set(required(Float(text), "float \(text)"), forKey: key)
    case "bool": defaults.set(text == "true", forKey: key)
    case "date": defaults.set(Date(timeIntervalSince1970: required(Double(text), "date \(text)")), forKey: key)
    case "data": defaults.set(hexData(text), forKey: key)
    case "plist":
        let object = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        defaults.set(required(object, "plist \(text)"), forKey: key)
    default: fail("unknown type \(type)")
    }
    guard defaults.synchronize() else { fail("synchronize() failed") }
case ("read", 3):
    guard let value = defaults.object(forKey: arguments[2]) else {
        print("nil")
        exit(1)
    }
    print(describe(value))
case ("dump", 2):
    let values = defaults.dictionaryRepresentation()
    for key in values.keys.sorted() {
        print("\(key) = \(describe(values[key]!))")
    }
case ("stress", 4), ("stress", 5):
    let prefix = arguments[2]
    let count = required(Int(arguments[3]), "count \(arguments[3])")
    let overlap = arguments.count == 5 && arguments[4] == "overlap"
    for index in 0..<count {
        if overlap {
            defaults.set("\(prefix):\(index)", forKey: "key\(index)")
        } else {
            defaults.set(index, forKey: "\(prefix)\(index)")
        }
        _ = defaults.synchronize()
    }
default:
    fail("usage: foundation-probe write|read|dump|stress <suite> ...")
}
