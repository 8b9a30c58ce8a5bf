import DefaultsStress
import Glibc

// Thin entry point: the logic lives in `StressCommand` (module DefaultsStress) so tests can use it too.
exit(StressCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
