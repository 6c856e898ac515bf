// As on iOS, `import UIKit` brings Foundation and CoreGraphics with it.
@_exported import CoreGraphics
