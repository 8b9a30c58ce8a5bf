import Reliability

// Thin entry point: the experiments live in the Reliability library. Ctrl-C, SIGTERM and SIGHUP stop
// every writer's process group and remove the temporary HOME before exiting with 128 + the signal.
InterruptionCleanup.shared.install()
ReliabilityCommand.main()
