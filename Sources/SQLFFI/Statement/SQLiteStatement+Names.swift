#if !SKIP
// Lookups of columns and parameters by name. They live here, below the transpiled layer, because
// they run once per value read or bound and want what only SQLFFI may use: `@inlinable` entry
// points over `@usableFromInline` tables whose dynamic exclusivity checks are turned off.

extension SQLiteStatement {
    // MARK: - Columns

    /// The index of the result column named `name` (compared without regard to ASCII case, the
    /// first one when several share it), or nil.
    ///
    /// A row is usually read column after column, so the column after the one found last is tried
    /// first: a hit costs one string comparison and no hashing. The name table is built on the
    /// first miss (`sqlite3_column_name`).
    @inlinable package func columnIndex(named name: String) -> Int? {
        if let index = guessedColumnIndex(named: name) { return index }
        return columnIndexByTable(named: name)
    }

    /// The column after the one found last, when it is named `name`; the guess moves on.
    @inlinable func guessedColumnIndex(named name: String) -> Int? {
        let guess = nextColumnGuess
        let count = columnGuessNames.count
        guard guess < count, columnGuessNames[guess] == name else { return nil }
        nextColumnGuess = guess + 1 < count ? guess + 1 : 0
        return guess
    }

    /// ``columnIndex(named:)`` when the guess misses: the name table, built on first use.
    @usableFromInline func columnIndexByTable(named name: String) -> Int? {
        if columnIndexes == nil {
            buildColumnIndexes()
            if let index = guessedColumnIndex(named: name) { return index }
        }
        guard let index = columnIndexes?[name] ?? columnIndexes?[name.lowercased()] else { return nil }
        nextColumnGuess = index + 1 < columnGuessNames.count ? index + 1 : 0
        return index
    }

    /// Builds the name table of ``columnIndex(named:)``: each name and its lower-case form map to
    /// the first column that has it.
    func buildColumnIndexes() {
        var names: [String] = []
        for column in 0..<columnCount { names.append(columnName(at: column) ?? "") }
        var indexes: [String: Int] = [:]
        for (index, columnName) in names.enumerated() {
            if indexes[columnName] == nil { indexes[columnName] = index }
            let folded = columnName.lowercased()
            if indexes[folded] == nil { indexes[folded] = index }
        }
        var guessNames: [String?] = []
        for (index, columnName) in names.enumerated() {
            guessNames.append(indexes[columnName] == index ? columnName : nil)
        }
        columnIndexes = indexes
        columnGuessNames = guessNames
        nextColumnGuess = 0
    }

    // MARK: - Parameters

    /// The 1-based index of the parameter named `name`, given with its prefix (`":id"`, `"@id"`,
    /// `"$id"`) or without it (`"id"`).
    ///
    /// Parameters are usually bound in order, so the one after the parameter found last is tried
    /// first. The name table is built on first use (`sqlite3_bind_parameter_name`).
    /// - Throws: an `SQLITE_RANGE` failure that names the statement's parameters when none is
    ///   called `name`.
    @inlinable package func parameterIndex(named name: String) throws(SQLiteFailure) -> Int {
        if let index = guessedParameterIndex(named: name) { return index }
        return try parameterIndexByTable(named: name)
    }

    /// The 1-based index of the parameter after the one found last, when it is called `name` with
    /// or without its prefix; the guess moves on.
    @inlinable func guessedParameterIndex(named name: String) -> Int? {
        let guess = nextParameterGuess
        let count = parameterGuessNames.count
        guard guess < count, parameterGuessNames[guess] == name || parameterGuessBareNames[guess] == name else {
            return nil
        }
        nextParameterGuess = guess + 1 < count ? guess + 1 : 0
        return guess + 1
    }

    /// ``parameterIndex(named:)`` when the guess misses: the name table, built on first use.
    @usableFromInline func parameterIndexByTable(named name: String) throws(SQLiteFailure) -> Int {
        if parameterIndexes == nil {
            buildParameterIndexes()
            if let index = guessedParameterIndex(named: name) { return index }
        }
        let count = parameterGuessNames.count
        if let index = parameterIndexes?[name] {
            nextParameterGuess = index < count ? index : 0
            return index
        }
        if !isLive { throw closedFailure }
        var known: [String] = []
        for parameterName in parameterNames() { if let parameterName { known.append(parameterName) } }
        throw SQLiteFailure(
            extendedCode: SQLiteConstants.range,
            message: "no parameter named '" + name + "'; the statement's named parameters are: "
                + (known.isEmpty ? "none" : known.joined(separator: ", ")))
    }

    /// The name of each parameter with its prefix, nil for a nameless `?`; element 0 is parameter 1.
    func parameterNames() -> [String?] {
        var names: [String?] = []
        let count = parameterCount
        if count > 0 { for index in 1...count { names.append(parameterName(at: index)) } }
        return names
    }

    /// Builds the name table of ``parameterIndex(named:)``: each name with its prefix maps to its
    /// parameter, and each name without it to the first parameter that has it, unless a name with
    /// prefix is spelled the same.
    func buildParameterIndexes() {
        let names = parameterNames()
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
}
#endif
