import DefaultsTool
import SystemCalls

// `defaults`: all logic is in DefaultsTool; this file forwards the arguments and prints the outcome.
let outcome = DefaultsTool().run(Array(CommandLine.arguments.dropFirst()))
outcome.writeToStandardStreams()
ProcessEnvironment.exit(outcome.status)
