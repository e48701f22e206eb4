// sqlcontext-workload: the worker processes of the reliability tests (Tests/ReliabilityTests).
//
//   sqlcontext-workload writer --db PATH --journal delete|wal [--synchronous full|normal]
//                              [--rows 1000] [--max-batches 2000]
//   sqlcontext-workload replicated-writer --db PATH [--rows 100] [--max-batches N] [--pause-ms 0]
//   sqlcontext-workload txn-writer --db PATH --writer K [--transactions 2000] [--rows 4]
//   sqlcontext-workload reader --db PATH --writers 4 [--transactions 2000] [--rows 4]
//   sqlcontext-workload probe --db PATH    (reads the schema once: tables=N, or busy)
//
// Each mode prints `key=value` lines on stdout, one write(2) per line, so that a line is out of
// the process as soon as it is printed (a test may SIGKILL the writer at any moment). Exit status
// 0 on success, 1 on an error (printed on stderr), 2 on bad arguments.
import Foundation
import SQLContext

let arguments = WorkloadArguments(Array(CommandLine.arguments.dropFirst()))
let status = Workload.run(arguments)
exit(status)
