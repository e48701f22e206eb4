// sqlffi-probe: prints, one `key=value` per line, what SQLiteLibrary.load() finds in this process
// (or the library named by the first argument). Exit 0 when a library loaded, 3 when none did.
import SQLFFI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

do {
    let library = try SQLiteLibrary.load(path: CommandLine.arguments.dropFirst().first)
    print("path=\(library.path)")
    print("version=\(library.version)")
    print("versionNumber=\(library.versionNumber)")
    print("discoveredBy=\(library.discoveredBy)")
    print("missing=\(library.functions.missingOptionalFunctions.joined(separator: ","))")
} catch {
    print("error=\(error.description.split(separator: "\n").joined(separator: " | "))")
    exit(3)
}
