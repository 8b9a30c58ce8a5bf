import DefaultsTool
import Foundation

// `defaults`: all logic is in DefaultsTool; this file forwards the arguments and prints the outcome.
let outcome = DefaultsTool().run(Array(CommandLine.arguments.dropFirst()))
outcome.writeToStandardStreams()
exit(outcome.status)
