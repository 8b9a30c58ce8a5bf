import Reliability

// Thin entry point: the experiments live in the Reliability library.
ReliabilityCommand.main()
