import Synchronization

/// Numbers that name one version of the data a cache derives from (an app's bundle, its
/// resolved values).
///
/// They come from one process-wide counter, so two different versions never share a number,
/// even in two copies of a state that were changed apart: a cache keyed on a revision can never
/// return what it derived from other data.
enum Revision {
    private static let counter = Atomic<UInt64>(0)

    /// A number no other call has returned.
    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
