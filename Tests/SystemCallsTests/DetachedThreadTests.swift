import Foundation
import Synchronization
import SystemCalls
import Testing

/// `DetachedThread`, Foundation's `Thread` for modules built on FoundationEssentials (issue 32).
@Suite struct DetachedThreadTests {
    @Test func theBodyRunsOnAnotherThreadWithItsStack() throws {
        let ran = Atomic<Int>(0)
        let caller = pthread_self()
        let others = Mutex<[pthread_t]>([])
        for stackSize in [64 * 1024, nil, 64 * 1024, nil] {
            try DetachedThread.start(stackSize: stackSize) {
                // A frame of 16 KB must fit in the stack asked for.
                let sum = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16 * 1024) { buffer in
                    buffer.initialize(repeating: 1)
                    return buffer.reduce(0) { $0 + Int($1) }
                }
                others.withLock { $0.append(pthread_self()) }
                ran.add(sum == 16 * 1024 ? 1 : 1000, ordering: .sequentiallyConsistent)
            }
        }
        let deadline = Date().addingTimeInterval(10)
        while ran.load(ordering: .sequentiallyConsistent) < 4 && Date() < deadline { usleep(1000) }
        #expect(ran.load(ordering: .sequentiallyConsistent) == 4)
        #expect(others.withLock { $0.allSatisfy { pthread_equal($0, caller) == 0 } })
    }
}
