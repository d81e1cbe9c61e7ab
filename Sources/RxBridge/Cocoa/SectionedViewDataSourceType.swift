import Foundation

/// A data source whose items are addressed by index path (section, item), as table and
/// collection views address theirs.
///
/// Rx: `SectionedViewDataSourceType` (RxCocoa).
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`; throws when there is none.
    ///
    /// - Parameter indexPath: The section and item of the model.
    ///
    /// - Returns: The model at `indexPath`, typed `Any`: cast it to the data source's
    ///   model type.
    ///
    /// Rx: `SectionedViewDataSourceType.model(at:)`.
    func model(at indexPath: IndexPath) throws -> Any
}
