import Glibc

extension ProcessSpawner {
    /// A child run to its end: how it ended and what it printed.
    package struct Finished: Sendable {
        /// How it ended.
        package var status: ProcessID.ExitStatus
        /// Its standard output, whole.
        package var output: [UInt8]
        /// Its standard error, whole.
        package var error: [UInt8]
    }

    /// Runs `executable` as ``spawn(_:arguments:environment:standardInput:standardOutput:standardError:ownProcessGroup:searchPath:directory:)``
    /// starts it, its standard error (and its standard output, unless `standardOutput` sends it
    /// elsewhere) on pipes read to their end while it runs (so a full pipe never blocks it), then
    /// waits for it and reaps it.
    package static func run(
        _ executable: String, arguments: [String], environment: [String: String]? = nil,
        standardInput: Stream = .null, standardOutput: Stream? = nil, searchPath: Bool = false,
        directory: String? = nil
    ) throws(Errno) -> Finished {
        let output = try closeOnExecPipe()
        let errors: (read: FileDescriptor, write: FileDescriptor)
        do throws(Errno) { errors = try closeOnExecPipe() } catch {
            output.read.close()
            output.write.close()
            throw error
        }
        let child: ProcessID
        do throws(Errno) {
            child = try spawn(
                executable, arguments: arguments, environment: environment, standardInput: standardInput,
                standardOutput: standardOutput ?? .descriptor(output.write), standardError: .descriptor(errors.write),
                searchPath: searchPath, directory: directory)
        } catch {
            for descriptor in [output.read, output.write, errors.read, errors.write] { descriptor.close() }
            throw error
        }
        output.write.close()
        errors.write.close()
        var open = [output.read, errors.read]
        var collected: [[UInt8]] = [[], []]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !open.isEmpty {
            let ready = (try? Poll.readable(open, timeoutMilliseconds: -1)) ?? open.map { _ in true }
            for (descriptor, isReady) in zip(open, ready).reversed() where isReady {
                let count = (try? descriptor.read(into: &buffer)) ?? 0
                let which = descriptor == output.read ? 0 : 1
                if count > 0 {
                    collected[which].append(contentsOf: buffer[0..<count])
                } else {
                    descriptor.close()
                    open.removeAll { $0 == descriptor }
                }
            }
        }
        let status = try child.waitForExit()
        return Finished(status: status, output: collected[0], error: collected[1])
    }

    /// A pipe whose ends are close-on-exec from the start (`pipe2(O_CLOEXEC)`), so a child another
    /// thread starts meanwhile does not inherit its write end and hold it open.
    package static func closeOnExecPipe() throws(Errno) -> (read: FileDescriptor, write: FileDescriptor) {
        var ends: [Int32] = [-1, -1]
        guard systemPipe2(&ends, O_CLOEXEC) == 0 else { throw Errno.current }
        return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
    }
}

/// `pipe2(2)`, not visible from Swift without `_GNU_SOURCE`.
@_silgen_name("pipe2")
private func systemPipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

/// `posix_spawn_file_actions_addchdir_np(3)` (glibc 2.29), likewise.
@_silgen_name("posix_spawn_file_actions_addchdir_np")
func systemAddChangeDirectory(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>
) -> Int32
