import Foundation

/// ISO-8601 text for dates, in the forms that SQLite's own
/// [date and time functions](https://sqlite.org/lang_datefunc.html) read and write.
///
/// `SQLValue(date)` stores a `Date` as a REAL number of seconds since 1970-01-01
/// 00:00:00 UTC (what `unixepoch()` and SkipSQL's REAL date columns hold). A table whose dates are
/// text uses these two functions: bind `.text(SQLDateText.string(from: date))`, and
/// ``SQLValue/asDate(column:)`` reads such text back without being asked.
///
/// Both are written in plain Swift, without a date formatter, so they give the same answers on
/// every platform and in the Kotlin that Skip makes of this module.
public enum SQLDateText {
    /// `date` as `YYYY-MM-DDTHH:MM:SS.SSSZ`, in UTC, to the nearest millisecond: sortable as
    /// text, and read by SQLite's date functions.
    public static func string(from date: Date) -> String {
        let milliseconds = Int64(floor(date.timeIntervalSince1970 * 1000.0 + 0.5))
        var days = milliseconds / 86_400_000
        var rest = milliseconds % 86_400_000
        if rest < 0 {
            days -= 1
            rest += 86_400_000
        }
        let civil = civilDate(days: days)
        var text = padded(civil.year, 4) + "-" + padded(civil.month, 2) + "-" + padded(civil.day, 2)
        text += "T" + padded(rest / 3_600_000, 2) + ":" + padded(rest / 60_000 % 60, 2)
        text += ":" + padded(rest / 1000 % 60, 2) + "." + padded(rest % 1000, 3) + "Z"
        return text
    }

    /// The date that `text` names, or nil when it is not one of these ISO-8601 forms:
    /// `YYYY-MM-DD`, then optionally `T` or a space and `HH:MM`, `:SS`, a fraction of a second
    /// `.S…`, then optionally `Z` or an offset `±HH:MM` / `±HHMM`. A time without an offset is UTC,
    /// as in SQLite.
    public static func date(from text: String) -> Date? {
        var reader = DigitReader(bytes: text.utf8.map { Int($0) })
        guard let year = reader.number(digits: 4), reader.skip(45), let month = reader.number(digits: 2),
            reader.skip(45), let day = reader.number(digits: 2)
        else { return nil }
        guard month >= 1 && month <= 12 && day >= 1 && day <= 31 else { return nil }
        let days = dayNumber(year: year, month: month, day: day)
        let civil = civilDate(days: days)
        guard civil.year == year && civil.month == month && civil.day == day else { return nil }
        var seconds = Double(days) * 86_400.0
        if reader.isAtEnd { return Date(timeIntervalSince1970: seconds) }
        // 84 is "T", 116 "t", 32 a space.
        guard reader.skip(84) || reader.skip(116) || reader.skip(32) else { return nil }
        guard let hour = reader.number(digits: 2), reader.skip(58), let minute = reader.number(digits: 2),
            hour <= 23 && minute <= 59
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if reader.skip(58) {
            guard let second = reader.number(digits: 2), second <= 59 else { return nil }
            seconds += Double(second)
            if reader.skip(46) {
                guard let fraction = reader.fraction() else { return nil }
                seconds += fraction
            }
        }
        if reader.isAtEnd || reader.skip(90) || reader.skip(122) {
            return reader.isAtEnd ? Date(timeIntervalSince1970: seconds) : nil
        }
        // 43 is "+", 45 "-": the offset is the local time's lead over UTC.
        let sign: Int64
        if reader.skip(43) {
            sign = 1
        } else if reader.skip(45) {
            sign = -1
        } else {
            return nil
        }
        guard let offsetHours = reader.number(digits: 2), offsetHours <= 23 else { return nil }
        _ = reader.skip(58)
        guard let offsetMinutes = reader.number(digits: 2), offsetMinutes <= 59, reader.isAtEnd else { return nil }
        seconds -= Double(sign * (offsetHours * 3600 + offsetMinutes * 60))
        return Date(timeIntervalSince1970: seconds)
    }

    /// The number of days from 1970-01-01 to a date of the proleptic Gregorian calendar.
    static func dayNumber(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of the day `days` after 1970-01-01 (negative: before).
    static func civilDate(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// `value` in decimal, with leading zeros up to `width` digits (a minus sign before them).
    static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value < 0 ? -value : value)
        var text = value < 0 ? "-" : ""
        var missing = width - digits.count
        while missing > 0 {
            text += "0"
            missing -= 1
        }
        return text + digits
    }
}

/// Reads ASCII digits and separators from the bytes of a date.
///
/// The bytes are `Int`s, not `UInt8`s: compared with integer literals, a `UInt8` is an unsigned
/// Kotlin `UByte`, which no Kotlin integer literal converts to.
struct DigitReader {
    /// The UTF-8 bytes of the text, as integers.
    let bytes: [Int]
    /// The index of the next byte to read.
    var position = 0

    init(bytes: [Int]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// Reads `byte` when it comes next.
    mutating func skip(_ byte: Int) -> Bool {
        guard position < bytes.count && bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Reads exactly `digits` decimal digits.
    mutating func number(digits: Int) -> Int64? {
        guard position + digits <= bytes.count else { return nil }
        var value: Int64 = 0
        for _ in 0..<digits {
            let byte = bytes[position]
            guard byte >= 48 && byte <= 57 else { return nil }
            value = value * 10 + Int64(byte - 48)
            position += 1
        }
        return value
    }

    /// Reads one or more decimal digits after a decimal point, as a fraction of one; digits after
    /// the ninth (below a nanosecond) are read and ignored.
    mutating func fraction() -> Double? {
        var numerator: Int64 = 0
        var denominator: Int64 = 1
        let start = position
        while position < bytes.count && bytes[position] >= 48 && bytes[position] <= 57 {
            if denominator < 1_000_000_000 {
                numerator = numerator * 10 + Int64(bytes[position] - 48)
                denominator *= 10
            }
            position += 1
        }
        return position > start ? Double(numerator) / Double(denominator) : nil
    }
}
