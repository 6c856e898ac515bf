import ChatCanvas
import UIKit

/// The grid of reaction authors: four cells to a row, 130 pt tall (rows past the card's bottom are cut, as the
/// SDK's list scrolls).
open class ChatMessageReactionAuthorsCollectionView: _View {
    /// Cells per row.
    open var numberOfColumns: Int { 4 }
    /// Height of one row.
    open var rowHeight: CGFloat { 130 }

    open override func layoutSubviews() {
        let columns = max(1, numberOfColumns)
        let w = bounds.width / CGFloat(columns)
        for (i, cell) in subviews.enumerated() {
            var f = CGRect(
                x: CGFloat(i % columns) * w, y: CGFloat(i / columns) * rowHeight, width: w, height: rowHeight)
            if isRightToLeft { f.origin.x = bounds.width - f.maxX }
            cell.frame = f
        }
    }
}
