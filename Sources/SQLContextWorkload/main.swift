// sqlcontext-workload: worker processes for the reliability tests (being written).
print("sqlcontext-workload")
