import Foundation
import XCTest

@testable import ChatCanvas

/// Straight RGBA of the device pixel at (x, y).
func pixel(_ canvas: Canvas, _ x: Int, _ y: Int, _ pixels: [UInt8]? = nil) -> (r: Int, g: Int, b: Int, a: Int) {
    let data = pixels ?? canvas.rgbaPixels()
    let i = (y * canvas.pixelWidth + x) * 4
    return (Int(data[i]), Int(data[i + 1]), Int(data[i + 2]), Int(data[i + 3]))
}

/// Bounds of the pixels whose alpha (or, on an opaque canvas, darkness) passes a threshold, in device pixels.
func inkBounds(_ canvas: Canvas, background: Color? = nil) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let data = canvas.rgbaPixels()
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<canvas.pixelHeight {
        for x in 0..<canvas.pixelWidth {
            let i = (y * canvas.pixelWidth + x) * 4
            let inked = background == nil ? data[i + 3] > 40 : Int(data[i]) + Int(data[i + 1]) + Int(data[i + 2]) < 600
            if inked {
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
    }
    return maxX < 0 ? nil : (minX, minY, maxX, maxY)
}

/// A 24×16 baseline JPEG in four quadrants: red (top left), dark (top right), yellow (bottom left), green.
let smallJPEG = Data(
    base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAQABgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDzKvK/jl/zBP8Atv8A+06/U6vK/jl/zBP+2/8A7Tr8VynjD/baf+z9/teT/un6z4h8e/8AGMYv/Zv5Pt/9PIf3T8saK++qK/Rv9cP+of8A8m/+1P4t/wBff+ob/wAn/wDtT//Z"
)!
