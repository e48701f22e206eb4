protocol Named {}
protocol Ranked {}

typealias Entry = Named & Ranked  // expect: composed-type

func show(_ value: any Named & Ranked) {}  // expect: composed-type

func sort<T: Named & Ranked>(_ values: [T]) -> [T] { values }  // expect: composed-type

func sortConstrained<T>(_ values: [T]) -> [T] where T: Named, T: Ranked { values }

struct Holder {
    var item: (Named & Ranked)?  // expect: composed-type
}
