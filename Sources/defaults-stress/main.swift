import Defaults
import Glibc

// Thin entry point: the logic lives in `StressWriter` (module Defaults) so tests can use it too.
exit(StressWriter.main(arguments: Array(CommandLine.arguments.dropFirst())))
