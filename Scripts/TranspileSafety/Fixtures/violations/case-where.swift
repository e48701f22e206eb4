enum Event {
    case inserted(Int64)
    case deleted(Int64)
}

func describe(_ event: Event, _ values: [Int64]) -> String {
    switch event {
    case .inserted(let id) where id > 0:  // expect: case-where
        return "inserted"
    case .inserted(let id):
        return "inserted \(id)"
    case .deleted(let id):
        if id > 0 { return "deleted" }
        return "deleted \(id)"
    }
}

func total(_ values: [Int64]) -> Int64 {
    var sum: Int64 = 0
    for value in values where value > 0 {
        sum += value
    }
    return sum
}

struct Failure: Error {
    var code: Int32
}

func attempt(_ body: () throws -> Void) -> Bool {
    do {
        try body()
    } catch let failure as Failure where failure.code == 5 {  // expect: case-where
        return false
    } catch is Failure {
        return false
    } catch {
        return true
    }
    return true
}
