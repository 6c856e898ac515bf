import ChatCanvas
import UIKit

/// Two to four images merged into one round avatar: 2 → left and right halves; 3 → the left half and the right
/// half split top and bottom; 4 → a 2×2 grid (left column images 1 and 3, right column 2 and 4).
open class MergedAvatarView: _View {
    public var images: [UIImage] = []

    open override func setUpAppearance() {
        clipsToBounds = true
        layer.cornerRadius = .greatestFiniteMagnitude
    }

    /// The tile of each image.
    public func tiles(in r: CGRect) -> [CGRect] {
        let hw = r.width / 2
        let hh = r.height / 2
        let left = CGRect(x: r.minX, y: r.minY, width: hw, height: r.height)
        let right = CGRect(x: r.minX + hw, y: r.minY, width: hw, height: r.height)
        switch images.count {
        case 0: return []
        case 1: return [r]
        case 2: return [left, right]
        case 3:
            return [
                left, CGRect(x: r.minX + hw, y: r.minY, width: hw, height: hh),
                CGRect(x: r.minX + hw, y: r.minY + hh, width: hw, height: hh)
            ]
        default:
            return [
                CGRect(x: r.minX, y: r.minY, width: hw, height: hh),
                CGRect(x: r.minX + hw, y: r.minY, width: hw, height: hh),
                CGRect(x: r.minX, y: r.minY + hh, width: hw, height: hh),
                CGRect(x: r.minX + hw, y: r.minY + hh, width: hw, height: hh)
            ]
        }
    }

    open override func draw(_ rect: CGRect, in canvas: Canvas) {
        for (img, tile) in zip(images, tiles(in: rect)) {
            canvas.withState {
                canvas.clip(to: tile)
                canvas.draw(img.image, in: tile, contentMode: .aspectFill)
            }
        }
    }
}
