import DefaultsStress
import SystemCalls

// Thin entry point: the logic lives in `StressCommand` (module DefaultsStress) so tests can use it too.
ProcessEnvironment.exit(StressCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
