/// The cross-facade parity matrix: every row, in display order.
///
/// Rows live in `Rows/<Family>.swift`, one `static let` array per family; adding a row
/// is one entry in one of those arrays (see `Docs/Parity-rows.md`).
public enum ParityMatrix {
    /// All rows.
    public static var rows: [ParityRow] {
        ParityRows.all
    }

    /// Runs every row, or the rows `include` selects (given each row's 1-based number);
    /// each result keeps its row's number in the whole matrix.
    public static func run(where include: (Int, ParityRow) -> Bool = { _, _ in true }) -> [ParityResult] {
        rows.enumerated().compactMap { offset, row in
            include(offset + 1, row) ? ParityResult(running: row, number: offset + 1) : nil
        }
    }
}
