// sqlcontext-faults: the fault-injection sweeps of the reliability tests (issue 32), in a process
// of their own because the failing allocator is process-wide.
//
//   sqlcontext-faults workloads      (those the loaded SQLite can run: changeset needs sessions)
//   sqlcontext-faults sweep --workload open|batch|records|function|backup|blob|pool|changeset
//                           --journal delete|wal|truncate
//                           --fault read|write|sync|truncate|filesize|lock|full|oom
//                           --dir DIRECTORY [--every 1] [--first 1]
//
// It runs the workload once with no fault to count the calls of the fault's kind, then once per
// fault point N = first, first + every, … until a run hits no fault: the Nth call fails, then
// the context is checked (usable again, or an error that needs a reopen) and the file reopened
// with faults off (integrity_check, the transaction ledger, the workload's own data). Prints
// `point …` and `problem …` lines, then one `summary …` line. Exit status 0 when no problem was
// seen, 1 otherwise, 2 on bad arguments or a failed set-up.
import Foundation

exit(FaultSweep.main(Array(CommandLine.arguments.dropFirst())))
