/// The cross-facade parity matrix: every row, in display order.
///
/// Rows live in `Rows/<Family>.swift`, one `static let` array per family; adding a row
/// is one entry in one of those arrays (see `Docs/Parity-rows.md`).
public enum ParityMatrix {
    /// All rows.
    public static var rows: [ParityRow] {
        ParityRows.all
    }

    /// Runs every row.
    public static func run() -> [ParityResult] {
        rows.map(ParityResult.init(running:))
    }
}
