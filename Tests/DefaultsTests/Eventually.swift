import Foundation
import SystemCalls

/// Polls `condition` every millisecond until it holds or `seconds` pass; whether it held.
///
/// For changes made on disk behind the library's back: lookups see them once the process's inotify
/// watcher thread has read the event (normally well under a millisecond, longer on a loaded
/// machine). A lookup that kept returning the stale value makes the caller's expectation fail.
func eventually(within seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        MonotonicClock.sleep(microseconds: 1000)
    }
}
