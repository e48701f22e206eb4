@dynamicMemberLookup  // expect: dynamic-member-lookup
struct Record {
    subscript(dynamicMember member: String) -> String { member }
}

@available(macOS 10.15, *)
@dynamicMemberLookup  // expect: dynamic-member-lookup
public final class Row {
    subscript(dynamicMember member: String) -> Int { 0 }
}
