/// Reads comma-separated values as RFC 4180 describes them, for `.import`.
///
/// Records end with LF or CRLF; a field in double quotes may hold commas, quotes (doubled) and
/// line breaks; a field without quotes is everything up to the next comma or line end. An empty
/// line at the end of the text is no record.
enum CSVReader {
    /// One record and the line on which it starts.
    struct Record: Equatable {
        /// The 1-based line of the text on which the record starts.
        var line: Int
        /// The fields, quotes removed.
        var fields: [String]
    }

    /// Why a text is not CSV.
    struct Failure: Error, CustomStringConvertible, Equatable {
        /// The 1-based line of the problem.
        var line: Int
        /// What is wrong.
        var message: String

        var description: String { "line " + String(line) + ": " + message }
    }

    /// The records of `text`.
    ///
    /// - Throws: a ``Failure`` for a quote that is never closed, or a closing quote followed by
    ///   something other than a comma or a line end.
    static func records(_ text: String) throws -> [Record] {
        let bytes = Array(text.utf8)
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var index = 0
        var atFieldStart = true
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field = []
            atFieldStart = true
        }
        func endRecord() {
            endField()
            records.append(Record(line: recordLine, fields: fields))
            fields = []
            recordLine = line
        }
        while index < bytes.count {
            let byte = bytes[index]
            if atFieldStart && byte == 0x22 {
                let quoteLine = line
                index += 1
                var closed = false
                while index < bytes.count {
                    if bytes[index] == 0x22 {
                        if index + 1 < bytes.count && bytes[index + 1] == 0x22 {
                            field.append(0x22)
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    if bytes[index] == 0x0A { line += 1 }
                    field.append(bytes[index])
                    index += 1
                }
                guard closed else { throw Failure(line: quoteLine, message: "a quoted field is never closed") }
                let next: UInt8? = index < bytes.count ? bytes[index] : nil
                guard next == nil || next == 0x2C || next == 0x0A || next == 0x0D else {
                    throw Failure(line: line, message: "a closing quote is followed by more than a comma or a line end")
                }
                atFieldStart = false
                continue
            }
            atFieldStart = false
            switch byte {
            case 0x2C:
                endField()
            case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                index += 1
                line += 1
                endRecord()
            case 0x0A:
                line += 1
                endRecord()
            default:
                field.append(byte)
            }
            index += 1
        }
        if !atFieldStart || !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}
