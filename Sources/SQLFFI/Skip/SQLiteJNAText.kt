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

    /// `bytes` decoded as UTF-8, each ill-formed part replaced by U+FFFD exactly as Swift's
    /// `String(decoding:as: UTF8.self)` does on the native side: one U+FFFD per maximal subpart
    /// (the longest prefix of a well-formed sequence, else one byte), the practice Unicode
    /// recommends (chapter 3, "U+FFFD Substitution of Maximal Subparts"). Java's own decoder
    /// differs for some inputs (an encoded surrogate `ED A0 80` is one U+FFFD there, three in
    /// Swift), and text must read the same on both sides.
    fun decode(bytes: ByteArray): String {
        try {
            return Charsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString()
        } catch (malformed: java.nio.charset.CharacterCodingException) {
            // Ill-formed: decode by hand below.
        }
        val text = StringBuilder(bytes.size)
        var index = 0
        while (index < bytes.size) {
            val lead = bytes[index].toInt() and 0xFF
            if (lead < 0x80) {
                text.append(lead.toChar())
                index += 1
                continue
            }
            // The number of continuation bytes, and the range allowed for the first one (which
            // excludes overlong forms, surrogates and code points above U+10FFFF).
            var remaining: Int
            var low = 0x80
            var high = 0xBF
            var scalar: Int
            when (lead) {
                in 0xC2..0xDF -> { remaining = 1; scalar = lead and 0x1F }
                0xE0 -> { remaining = 2; low = 0xA0; scalar = lead and 0x0F }
                0xED -> { remaining = 2; high = 0x9F; scalar = lead and 0x0F }
                in 0xE1..0xEF -> { remaining = 2; scalar = lead and 0x0F }
                0xF0 -> { remaining = 3; low = 0x90; scalar = lead and 0x07 }
                in 0xF1..0xF3 -> { remaining = 3; scalar = lead and 0x07 }
                0xF4 -> { remaining = 3; high = 0x8F; scalar = lead and 0x07 }
                else -> {
                    // A continuation byte, C0, C1 or F5...FF: never the start of a sequence.
                    text.append('\uFFFD')
                    index += 1
                    continue
                }
            }
            var next = index + 1
            while (remaining > 0 && next < bytes.size) {
                val byte = bytes[next].toInt() and 0xFF
                if (byte < low || byte > high) break
                scalar = (scalar shl 6) or (byte and 0x3F)
                low = 0x80
                high = 0xBF
                next += 1
                remaining -= 1
            }
            if (remaining == 0) text.appendCodePoint(scalar) else text.append('\uFFFD')
            index = next
        }
        return text.toString()
    }
}
