#if !SKIP
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#elseif os(Windows)
import WinSDK
#endif

#if !os(Windows)
import SQLFFIShims
#endif

/// A shared library opened with the platform's loader: `dlopen`/`dlsym` on Linux (Glibc, Musl),
/// Android (Bionic) and Darwin, `LoadLibraryW`/`GetProcAddress` on Windows.
///
/// A library is never unloaded: function pointers resolved from it live as long as the process,
/// so no pointer the function table hands out can dangle.
struct DynamicLibrary: @unchecked Sendable {
    /// The loader's handle (`void *` from dlopen, `HMODULE` on Windows).
    let handle: UnsafeMutableRawPointer

    /// The result of one attempt to open a library.
    enum OpenResult {
        case opened(DynamicLibrary)
        case failed(String)
    }

    /// Opens `name` (a path, or a bare file name that the loader searches for) with local symbol
    /// scope, so that two different SQLite builds can live in one process.
    static func open(_ name: String) -> OpenResult {
        #if os(Windows)
        let module: HMODULE? = name.withCString(encodedAs: UTF16.self) { LoadLibraryW($0) }
        guard let module else { return .failed(windowsErrorMessage(GetLastError())) }
        return .opened(DynamicLibrary(handle: UnsafeMutableRawPointer(module)))
        #else
        _ = dlerror()
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            return .failed(lastLoaderMessage() ?? "dlopen failed")
        }
        return .opened(DynamicLibrary(handle: handle))
        #endif
    }

    /// The library that defines `symbol` in the process's global symbol scope, if any: a SQLite
    /// that the executable links or that another library loaded with global scope.
    ///
    /// Returns the library and the path of the file that defines the symbol.
    static func globalLibrary(defining symbol: String) -> (DynamicLibrary, String)? {
        #if os(Windows)
        for moduleName in ["winsqlite3.dll", "sqlite3.dll"] {
            let module: HMODULE? = moduleName.withCString(encodedAs: UTF16.self) {
                GetModuleHandleW($0)
            }
            if let module, GetProcAddress(module, symbol) != nil {
                let library = DynamicLibrary(handle: UnsafeMutableRawPointer(module))
                return (library, library.filePath(ofSymbol: symbol) ?? moduleName)
            }
        }
        return nil
        #else
        // dlopen(NULL) is the main program: dlsym on it searches the global scope.
        guard let global = dlopen(nil, RTLD_NOW) else { return nil }
        guard dlsym(global, symbol) != nil else { return nil }
        let library = DynamicLibrary(handle: global)
        return (library, library.filePath(ofSymbol: symbol) ?? "(main program)")
        #endif
    }

    /// The address of `symbol`, or nil when the library does not export it.
    func address(of symbol: String) -> UnsafeMutableRawPointer? {
        #if os(Windows)
        let module = HMODULE(OpaquePointer(handle))
        guard let procedure = GetProcAddress(module, symbol) else { return nil }
        return unsafeBitCast(procedure, to: UnsafeMutableRawPointer.self)
        #else
        return dlsym(handle, symbol)
        #endif
    }

    /// The canonical path of the file that defines `symbol`: the file actually loaded, whatever
    /// name it was asked for by.
    func filePath(ofSymbol symbol: String) -> String? {
        #if os(Windows)
        let module = HMODULE(OpaquePointer(handle))
        var buffer = [WCHAR](repeating: 0, count: 32_768)
        let length = GetModuleFileNameW(module, &buffer, DWORD(buffer.count))
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        #else
        guard let address = address(of: symbol) else { return nil }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard sqlffi_file_of_address(address, &buffer, UInt(buffer.count)) != 0 else { return nil }
        let loaderName = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let resolved = realpath(loaderName, nil) else { return loaderName }
        defer { free(resolved) }
        return String(cString: resolved)
        #endif
    }

    /// The loader's message for the last failure on this thread (`dlerror`), if it has one.
    private static func lastLoaderMessage() -> String? {
        #if os(Windows)
        return windowsErrorMessage(GetLastError())
        #else
        guard let message = dlerror() else { return nil }
        return String(cString: message)
        #endif
    }

    #if os(Windows)
    /// The system's text for a Windows error code (`FormatMessageW`).
    private static func windowsErrorMessage(_ code: DWORD) -> String {
        var buffer = [WCHAR](repeating: 0, count: 1024)
        let flags = DWORD(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS)
        let length = FormatMessageW(flags, nil, code, 0, &buffer, DWORD(buffer.count), nil)
        var text = String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return "error \(code)" + (text.isEmpty ? "" : ": " + text)
    }
    #endif
}
#endif
