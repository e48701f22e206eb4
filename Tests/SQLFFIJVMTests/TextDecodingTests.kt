// Ill-formed UTF-8 that SQLite hands back reads as it does on the native side, where Swift's
// String(decoding:as: UTF8.self) puts one U+FFFD per maximal subpart. The expected strings are
// what Swift prints for the same bytes.
package sqlffi.module

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class TextDecodingTests {
    private fun bytes(vararg values: Int) = ByteArray(values.size) { values[it].toByte() }

    @Test
    fun wellFormedTextIsUnchanged() {
        assertEquals("a\u0000b é 😀", SQLiteJNAText.decode("a\u0000b é 😀".toByteArray(Charsets.UTF_8)))
        assertEquals("", SQLiteJNAText.decode(ByteArray(0)))
    }

    @Test
    fun illFormedPartsBecomeOneReplacementEachAsInSwift() {
        val cases = listOf(
            bytes(0x61, 0xFF, 0x62) to "a\uFFFDb",
            bytes(0xE2, 0x82) to "\uFFFD",
            bytes(0xE2, 0x82, 0x61) to "\uFFFDa",
            // An encoded surrogate: three parts in Swift, one in Java's own decoder.
            bytes(0xED, 0xA0, 0x80) to "\uFFFD\uFFFD\uFFFD",
            bytes(0xED, 0xBF, 0xBF) to "\uFFFD\uFFFD\uFFFD",
            // Overlong forms and a code point above U+10FFFF.
            bytes(0xC0, 0x80) to "\uFFFD\uFFFD",
            bytes(0xF0, 0x80, 0x80, 0x80) to "\uFFFD\uFFFD\uFFFD\uFFFD",
            bytes(0xF4, 0x90, 0x80, 0x80) to "\uFFFD\uFFFD\uFFFD\uFFFD",
            bytes(0x80, 0xBF) to "\uFFFD\uFFFD",
            bytes(0xF0, 0x9F, 0x98, 0x80, 0xF0, 0x9F) to "😀\uFFFD",
        )
        for ((input, expected) in cases) {
            assertEquals(input.joinToString(" ") { "%02X".format(it) }, expected, SQLiteJNAText.decode(input))
        }
    }

    @Test
    fun columnTextOfIllFormedBytesReadsAsInSwift() {
        val connection = memoryConnection()
        val select = connection.prepare("SELECT CAST(x'EDA080' AS TEXT), CAST(x'61FF62' AS TEXT)").first!!
        assertTrue(select.step())
        assertEquals("\uFFFD\uFFFD\uFFFD", select.text(0))
        assertEquals("a\uFFFDb", select.text(1))
        select.finalize()
        assertEquals(SQLiteJNAConstants.OK, connection.close())
    }
}
