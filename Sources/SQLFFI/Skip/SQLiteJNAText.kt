// Text and bytes at the JNA boundary: every string goes to SQLite as UTF-8 with its byte count (or
// NUL-terminated where the C function takes a plain C string), and comes back decoded from the exact
// bytes SQLite reports, so an embedded NUL survives and no platform default encoding is involved.
package sqlffi.module

import com.sun.jna.Pointer

internal object SQLiteJNAText {
    /// `text` as UTF-8 followed by one NUL byte, for a `const char *` argument. An embedded NUL
    /// ends the string for SQLite, as it would in C.
    fun cString(text: String): ByteArray {
        val utf8 = text.toByteArray(Charsets.UTF_8)
        return utf8.copyOf(utf8.size + 1)
    }

    /// `cString(text)`, or null for a NULL argument.
    fun cStringOrNull(text: String?): ByteArray? = if (text == null) null else cString(text)

    /// The UTF-8 bytes of `text` with one NUL byte after them, and their count without it: the
    /// array is never empty, so JNA passes a valid pointer even for "" (a NULL pointer would bind
    /// NULL instead of empty text).
    fun counted(text: String): Pair<ByteArray, Int> {
        val utf8 = text.toByteArray(Charsets.UTF_8)
        return Pair(utf8.copyOf(utf8.size + 1), utf8.size)
    }

    /// The NUL-terminated UTF-8 string at `pointer`, or null for NULL.
    fun read(pointer: Pointer?): String? {
        if (pointer == null) return null
        return decode(pointer.getByteArray(0, pointer.indexOf(0, 0.toByte()).toInt()))
    }

    /// `count` UTF-8 bytes at `pointer` as a String (invalid UTF-8 becomes U+FFFD); "" for NULL.
    fun read(pointer: Pointer?, count: Int): String {
        if (pointer == null || count <= 0) return ""
        return decode(pointer.getByteArray(0, count))
    }

    /// `count` bytes at `pointer`; empty for NULL or a count of 0.
    fun bytes(pointer: Pointer?, count: Int): ByteArray {
        if (pointer == null || count <= 0) return ByteArray(0)
        return pointer.getByteArray(0, count)
    }

    fun decode(bytes: ByteArray): String = String(bytes, Charsets.UTF_8)
}
