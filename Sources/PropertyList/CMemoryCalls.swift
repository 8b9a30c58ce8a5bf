import SystemCalls

// `memchr` and `memcmp` under their C names for the readers' pointer walks, through SystemCalls (the
// one importer of Glibc): the call sites read as the C they mirror, and inline to the C calls
// (inlinable: `PlistExactText` is inlined into its callers).

@inlinable
func memchr(_ start: UnsafeRawPointer, _ byte: Int32, _ count: Int) -> UnsafeMutableRawPointer? {
    CLibrary.find(UInt8(truncatingIfNeeded: byte), in: start, count: count)
}

@inlinable
func memcmp(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Int32 {
    CLibrary.compare(a, b, count: count)
}
