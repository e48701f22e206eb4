import Foundation
import SQLFFI

extension SQLStatement {
    /// The number of parameters: the largest parameter index.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_bind_parameter_count`](https://sqlite.org/c3ref/bind_parameter_count.html).
    public var parameterCount: Int { Int(handle.parameterCount) }

    /// The name of each parameter, with its prefix (`":id"`, `"@id"`, `"$id"`, `"?2"`); nil for a
    /// nameless `?`. Element 0 is parameter 1.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_bind_parameter_name`](https://sqlite.org/c3ref/bind_parameter_name.html).
    public var parameterNames: [String?] {
        var names: [String?] = []
        let count = handle.parameterCount
        if count > 0 { for index in 1...count { names.append(handle.parameterName(at: index)) } }
        return names
    }

    /// Binds `value` to the parameter at `index` (1-based).
    ///
    /// Text is bound by its UTF-8 bytes with their length, so embedded NUL characters are kept;
    /// an empty blob stays an empty blob, not NULL; NaN is stored as NULL, as SQLite documents.
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` for an index outside `1...parameterCount`.
    ///
    /// The corresponding SQLite functions are [`sqlite3_bind_*`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(_ value: SQLValue, at index: Int) throws {
        try bind(value, position: Int32(clamping: index), index: index)
    }

    /// ``bind(_:at:)`` with the index already converted for SQLite (`position`), for callers that
    /// know it fits.
    @inlinable func bind(_ value: SQLValue, position: Int32, index: Int) throws {
        do {
            switch value {
            case .integer(let integer): try handle.bind(integer, at: position)
            case .real(let real): try handle.bind(real, at: position)
            case .text(let text): try handle.bind(text, at: position)
            case .blob(let blob): try handle.bind(blob, at: position)
            case .null: try handle.bindNull(at: position)
            }
        } catch {
            throw bindError(error, index: index)
        }
    }

    /// Binds a 64-bit integer to the parameter at `index` (1-based), without building a ``SQLValue``.
    ///
    /// The corresponding SQLite function is [`sqlite3_bind_int64`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(integer value: Int64, at index: Int) throws {
        do { try handle.bind(value, at: Int32(clamping: index)) } catch { throw bindError(error, index: index) }
    }

    /// Binds a floating-point value to the parameter at `index` (1-based).
    ///
    /// The corresponding SQLite function is [`sqlite3_bind_double`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(real value: Double, at index: Int) throws {
        do { try handle.bind(value, at: Int32(clamping: index)) } catch { throw bindError(error, index: index) }
    }

    /// Binds text to the parameter at `index` (1-based); nil binds NULL.
    ///
    /// The corresponding SQLite function is [`sqlite3_bind_text64`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(text value: String?, at index: Int) throws {
        do {
            if let value {
                try handle.bind(value, at: Int32(clamping: index))
            } else {
                try handle.bindNull(at: Int32(clamping: index))
            }
        } catch {
            throw bindError(error, index: index)
        }
    }

    /// Binds bytes to the parameter at `index` (1-based); nil binds NULL, empty `Data` an empty blob.
    ///
    /// The corresponding SQLite function is [`sqlite3_bind_blob64`](https://sqlite.org/c3ref/bind_blob.html).
    @inlinable public func bind(blob value: Data?, at index: Int) throws {
        do {
            if let value {
                try handle.bind(value, at: Int32(clamping: index))
            } else {
                try handle.bindNull(at: Int32(clamping: index))
            }
        } catch {
            throw bindError(error, index: index)
        }
    }

    /// The error for a failed bind: SQLite's words, made precise for an index out of range.
    @usableFromInline func bindError(_ failure: SQLiteFailure, index: Int) -> SQLError {
        var error = self.error(failure)
        if failure.code == 25 {
            let count = parameterCount
            error.message =
                "parameter index \(index) is out of range: the statement has \(count) parameter(s)"
                + (count > 0 ? ", numbered 1...\(count)" : "")
        }
        return error
    }

    /// Binds `value` to the parameter named `name`, given with its prefix (`":id"`, `"@id"`,
    /// `"$id"`) or without it (`"id"`).
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` when the statement has no such parameter.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_bind_parameter_index`](https://sqlite.org/c3ref/bind_parameter_index.html).
    @inlinable public func bind(_ value: SQLValue, named name: String) throws {
        // Parameters are usually bound in order: try the one after the parameter found last.
        let guess = nextParameterGuess
        let count = parameterGuessNames.count
        if guess < count {
            // guess + 1 is a parameter index of SQLite's, so it fits in an Int32.
            if let candidate = parameterGuessNames[guess], candidate == name {
                nextParameterGuess = guess + 1 < count ? guess + 1 : 0
                try bind(value, position: Int32(truncatingIfNeeded: guess + 1), index: guess + 1)
                return
            }
            if let candidate = parameterGuessBareNames[guess], candidate == name {
                nextParameterGuess = guess + 1 < count ? guess + 1 : 0
                try bind(value, position: Int32(truncatingIfNeeded: guess + 1), index: guess + 1)
                return
            }
        }
        try bind(value, at: try parameterIndex(named: name))
    }

    /// Binds each value of `parameters` to the parameter of that name (see ``bind(_:named:)``).
    public func bind(named parameters: [String: SQLValue]) throws {
        for (name, value) in parameters { try bind(value, named: name) }
    }

    /// The index of the parameter named `name`, with or without its prefix.
    @usableFromInline func parameterIndex(named name: String) throws -> Int {
        if parameterIndexes == nil { buildParameterIndexes() }
        let guess = nextParameterGuess
        let count = parameterGuessNames.count
        if guess < count {
            if let candidate = parameterGuessNames[guess], candidate == name {
                nextParameterGuess = guess + 1 < count ? guess + 1 : 0
                return guess + 1
            }
            if let candidate = parameterGuessBareNames[guess], candidate == name {
                nextParameterGuess = guess + 1 < count ? guess + 1 : 0
                return guess + 1
            }
        }
        if let index = parameterIndexes?[name] {
            nextParameterGuess = index < count ? index : 0
            return index
        }
        var known: [String] = []
        for parameterName in parameterNames { if let parameterName { known.append(parameterName) } }
        throw SQLError.range(
            "no parameter named '" + name + "'; the statement's named parameters are: "
                + (known.isEmpty ? "none" : known.joined(separator: ", ")), sql: sql)
    }

    /// Builds the name table of ``parameterIndex(named:)``: each name with its prefix maps to its
    /// parameter, and each name without it to the first parameter that has it, unless a name with
    /// prefix is spelled the same.
    func buildParameterIndexes() {
        let names = parameterNames
        var indexes: [String: Int] = [:]
        for (offset, parameterName) in names.enumerated() {
            guard let parameterName else { continue }
            indexes[parameterName] = offset + 1
            let bare = String(parameterName.dropFirst())
            if !bare.isEmpty && indexes[bare] == nil { indexes[bare] = offset + 1 }
        }
        var guessNames: [String?] = []
        var guessBareNames: [String?] = []
        for (offset, parameterName) in names.enumerated() {
            guard let parameterName else {
                guessNames.append(nil)
                guessBareNames.append(nil)
                continue
            }
            guessNames.append(indexes[parameterName] == offset + 1 ? parameterName : nil)
            let bare = String(parameterName.dropFirst())
            guessBareNames.append(!bare.isEmpty && indexes[bare] == offset + 1 ? bare : nil)
        }
        parameterIndexes = indexes
        parameterGuessNames = guessNames
        parameterGuessBareNames = guessBareNames
        nextParameterGuess = 0
    }

    /// Binds `parameters` to parameters 1, 2, 3, … in order; their count must equal
    /// ``parameterCount``. An empty array binds nothing, and is accepted for a statement without
    /// parameters only.
    ///
    /// - Throws: a `SQLITE_RANGE` ``SQLError`` when the counts differ; nothing is bound then.
    public func bind(parameters: [SQLValue]) throws {
        if isClosed { throw error(handle.closedFailure) }
        let expected = parameterCount
        if parameters.count != expected {
            throw SQLError.range(
                "\(parameters.count) parameter value(s) given, but the statement has \(expected) parameter(s)",
                sql: sql)
        }
        var index = 1
        for value in parameters {
            try bind(value, at: index)
            index += 1
        }
    }

    /// Sets every parameter to NULL.
    ///
    /// The corresponding SQLite function is
    /// [`sqlite3_clear_bindings`](https://sqlite.org/c3ref/clear_bindings.html).
    public func clearBindings() throws {
        do { try handle.clearBindings() } catch { throw self.error(error) }
    }
}
