import ChatCanvas

/// chatshot's offline map: with no tiles to fetch, a plausible, deterministic town plan drawn from the map's own
/// coordinates — land, a few parks, streets and avenues on a jittered grid whose spacing follows the zoom, and a
/// faint graticule of meridians and parallels spaced from the visible span. The same place always looks the same,
/// in a map view and in a snapshot, in light and dark colours.
struct OfflineMapPainter {
    var projection: MapProjection
    var style: UserInterfaceStyle

    struct Palette {
        var land: Color
        var park: Color
        var street: Color
        var avenue: Color
        var avenueCasing: Color
        var graticule: Color
    }

    static let light = Palette(
        land: Color(rgb: 0xF3F0E8), park: Color(rgb: 0xD4EAC6), street: Color(rgb: 0xFFFFFF),
        avenue: Color(rgb: 0xFFFFFF), avenueCasing: Color(rgb: 0xDDD8CC), graticule: Color(rgb: 0x6E7B8B, alpha: 0.16))
    static let dark = Palette(
        land: Color(rgb: 0x2B2C2F), park: Color(rgb: 0x2A3A2E), street: Color(rgb: 0x3B3D42),
        avenue: Color(rgb: 0x4A4D53), avenueCasing: Color(rgb: 0x232427), graticule: Color(rgb: 0xA9B4C2, alpha: 0.14))

    var palette: Palette { style == .dark ? Self.dark : Self.light }

    /// The land colour alone (what a map with nothing on it shows most).
    static func land(_ style: UserInterfaceStyle) -> Color { style == .dark ? dark.land : light.land }

    func paint(in canvas: Canvas, rect: CGRect) {
        let colors = palette
        canvas.fill(rect, color: colors.land)
        canvas.withState {
            canvas.clip(to: rect)
            paintTown(in: canvas, colors: colors)
            paintGraticule(in: canvas, colors: colors)
        }
    }

    // MARK: The town plan

    /// A number in 0 ..< 1 that depends only on its arguments (SplitMix64 over them).
    static func noise(_ values: Int...) -> Double {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for value in values {
            state = state &+ UInt64(bitPattern: Int64(value)) &* 0xBF58_476D_1CE4_E5B9
            state = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
            state = (state ^ (state >> 27)) &* 0x94D0_49BB_1331_11EB
            state ^= state >> 31
        }
        return Double(state >> 11) / Double(1 << 53)
    }

    private func paintTown(in canvas: Canvas, colors: Palette) {
        let scale = projection.scale
        // Avenues about 170 points apart, on a grid of map points that is a power of two (so it stays put while
        // the map moves); streets split each block in four.
        let level = Int((log2(170 / scale)).rounded())
        guard level >= 0, level <= 27 else { return }
        let cell = Double(1 << level)
        let visible = projection.visibleMapRect
        let firstColumn = Int((visible.minX / cell).rounded(.down)) - 1
        let lastColumn = Int((visible.maxX / cell).rounded(.up)) + 1
        let firstRow = Int((visible.minY / cell).rounded(.down)) - 1
        let lastRow = Int((visible.maxY / cell).rounded(.up)) + 1
        guard lastColumn - firstColumn < 80, lastRow - firstRow < 80 else { return }

        func x(_ mapX: Double) -> Double { projection.size.width / 2 + (mapX - projection.center.x) * scale }
        func y(_ mapY: Double) -> Double { projection.size.height / 2 + (mapY - projection.center.y) * scale }
        // An avenue's position within its cell, jittered by its index.
        func avenueX(_ column: Int) -> Double { (Double(column) + 0.3 + 0.4 * Self.noise(column, level, 1)) * cell }
        func avenueY(_ row: Int) -> Double { (Double(row) + 0.3 + 0.4 * Self.noise(row, level, 2)) * cell }

        // Parks: some blocks between avenues.
        for column in firstColumn..<lastColumn {
            for row in firstRow..<lastRow where Self.noise(column, row, level, 3) < 0.14 {
                let left = x(avenueX(column)) + 6
                let right = x(avenueX(column + 1)) - 6
                let top = y(avenueY(row)) + 6
                let bottom = y(avenueY(row + 1)) - 6
                guard right > left, bottom > top else { continue }
                canvas.fill(
                    CGRect(x: left, y: top, width: right - left, height: bottom - top), radii: .init(all: 4),
                    color: colors.park)
            }
        }

        // Streets: three between each pair of avenues each way, present block by block.
        let streetWidth = 3.0
        for column in firstColumn..<lastColumn {
            let from = avenueX(column)
            let to = avenueX(column + 1)
            for step in 1...3 {
                let streetX = x(from + (to - from) * Double(step) / 4)
                for row in firstRow..<lastRow where Self.noise(column, row, step, level, 4) < 0.7 {
                    var street = Path()
                    street.move(to: CGPoint(x: streetX, y: y(avenueY(row))))
                    street.line(to: CGPoint(x: streetX, y: y(avenueY(row + 1))))
                    canvas.stroke(street, color: colors.street, lineWidth: streetWidth)
                }
            }
        }
        for row in firstRow..<lastRow {
            let from = avenueY(row)
            let to = avenueY(row + 1)
            for step in 1...3 {
                let streetY = y(from + (to - from) * Double(step) / 4)
                for column in firstColumn..<lastColumn where Self.noise(column, row, step, level, 5) < 0.7 {
                    var street = Path()
                    street.move(to: CGPoint(x: x(avenueX(column)), y: streetY))
                    street.line(to: CGPoint(x: x(avenueX(column + 1)), y: streetY))
                    canvas.stroke(street, color: colors.street, lineWidth: streetWidth)
                }
            }
        }

        // Avenues: unbroken, with a casing.
        var avenues = Path()
        let top = y(avenueY(firstRow))
        let bottom = y(avenueY(lastRow))
        let left = x(avenueX(firstColumn))
        let right = x(avenueX(lastColumn))
        for column in firstColumn...lastColumn {
            avenues.move(to: CGPoint(x: x(avenueX(column)), y: top))
            avenues.line(to: CGPoint(x: x(avenueX(column)), y: bottom))
        }
        for row in firstRow...lastRow {
            avenues.move(to: CGPoint(x: left, y: y(avenueY(row))))
            avenues.line(to: CGPoint(x: right, y: y(avenueY(row))))
        }
        canvas.stroke(avenues, color: colors.avenueCasing, lineWidth: 8)
        canvas.stroke(avenues, color: colors.avenue, lineWidth: 6)
    }

    // MARK: The graticule

    /// 1, 2 or 5 times a power of ten: the smallest at least `value`.
    static func niceStep(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        let power = pow(10, (log10(value)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= value { return factor * power }
        return 10 * power
    }

    private func paintGraticule(in canvas: Canvas, colors: Palette) {
        let size = projection.size
        let topLeft = projection.mapPoint(at: .zero)
        let bottomRight = projection.mapPoint(at: CGPoint(x: size.width, y: size.height))
        let world = MKMapSize.world.width
        let west = topLeft.x / world * 360 - 180
        let east = bottomRight.x / world * 360 - 180
        let north = MKMapPoint(x: 0, y: max(topLeft.y, 0)).coordinate.latitude
        let south = MKMapPoint(x: 0, y: min(bottomRight.y, world)).coordinate.latitude
        let step = Self.niceStep(max(east - west, north - south) / 4)
        var lines = Path()
        var longitude = (west / step).rounded(.down) * step
        var count = 0
        while longitude <= east, count < 200 {
            let px = projection.point(for: MKMapPoint(x: (longitude + 180) / 360 * world, y: 0)).x
            lines.move(to: CGPoint(x: px, y: 0))
            lines.line(to: CGPoint(x: px, y: size.height))
            longitude += step
            count += 1
        }
        var latitude = (south / step).rounded(.down) * step
        while latitude <= north, count < 400 {
            if abs(latitude) < 85.06 {
                let py = projection.point(
                    for: CLLocationCoordinate2D(latitude: latitude, longitude: projection.center.coordinate.longitude)
                ).y
                lines.move(to: CGPoint(x: 0, y: py))
                lines.line(to: CGPoint(x: size.width, y: py))
            }
            latitude += step
            count += 1
        }
        canvas.stroke(lines, color: colors.graticule, lineWidth: 1)
    }
}
