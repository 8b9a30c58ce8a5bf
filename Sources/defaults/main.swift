import DefaultsTool
import Foundation

// `defaults`: all logic is in DefaultsTool; this file forwards the arguments and prints the outcome.
let outcome = DefaultsTool().run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(outcome.standardOutput)
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
