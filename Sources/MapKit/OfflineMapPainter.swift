import ChatCanvas

/// chatshot's offline map: with no tiles to fetch, a plausible, deterministic town plan drawn from the map's own
/// coordinates — land, a few parks, a river now and then, streets, avenues and boulevards on a jittered grid whose
/// spacing follows the zoom — and a faint graticule of meridians and parallels spaced from the visible span. The
/// same place always looks the same, in a map view and in a snapshot, in light and dark colours.
struct OfflineMapPainter {
    var projection: MapProjection
    var style: UIUserInterfaceStyle

    struct Palette {
        var land: Color
        var park: Color
        var water: Color
        var street: Color
        var avenue: Color
        var avenueCasing: Color
        var graticule: Color
    }

    static let light = Palette(
        land: Color(rgb: 0xF3F0E8), park: Color(rgb: 0xD4EAC6), water: Color(rgb: 0xAAD3F2),
        street: Color(rgb: 0xFFFFFF), avenue: Color(rgb: 0xFFFFFF), avenueCasing: Color(rgb: 0xE4DFD3),
        graticule: Color(rgb: 0x6E7B8B, alpha: 0.1))
    static let dark = Palette(
        land: Color(rgb: 0x2B2C2F), park: Color(rgb: 0x2A3A2E), water: Color(rgb: 0x1C3346),
        street: Color(rgb: 0x3B3D42), avenue: Color(rgb: 0x4A4D53), avenueCasing: Color(rgb: 0x232427),
        graticule: Color(rgb: 0xA9B4C2, alpha: 0.08))

    var palette: Palette { style == .dark ? Self.dark : Self.light }

    /// The land colour alone (what a map with nothing on it shows most).
    static func land(_ style: UIUserInterfaceStyle) -> Color { style == .dark ? dark.land : light.land }

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

        // Parks: in some blocks, one to four of the sixteen lots between the streets.
        for column in firstColumn..<lastColumn {
            for row in firstRow..<lastRow where Self.noise(column, row, level, 3) < 0.3 {
                let lot = Int(Self.noise(column, row, level, 12) * 9)
                let lotColumn = Double(lot % 3)
                let lotRow = Double(lot / 3)
                let wide = Self.noise(column, row, level, 13) < 0.5 ? 2.0 : 1.0
                let tall = Self.noise(column, row, level, 14) < 0.5 ? 2.0 : 1.0
                let fromX = avenueX(column)
                let toX = avenueX(column + 1)
                let fromY = avenueY(row)
                let toY = avenueY(row + 1)
                let left = x(fromX + (toX - fromX) * lotColumn / 4) + 3
                let right = x(fromX + (toX - fromX) * min(lotColumn + wide, 4) / 4) - 3
                let top = y(fromY + (toY - fromY) * lotRow / 4) + 3
                let bottom = y(fromY + (toY - fromY) * min(lotRow + tall, 4) / 4) - 3
                guard right > left, bottom > top else { continue }
                canvas.fill(
                    CGRect(x: left, y: top, width: right - left, height: bottom - top), radii: .init(all: 3),
                    color: colors.park)
            }
        }

        // A river in some bands of four rows, meandering across the map; the roads bridge it.
        let band = cell * 4
        for index in Int((visible.minY / band).rounded(.down)) - 1...Int((visible.maxY / band).rounded(.up))
        where Self.noise(index, level, 6) < 0.5 {
            let middle = (Double(index) + 0.5) * band
            let amplitude = cell * (0.4 + 0.6 * Self.noise(index, level, 7))
            let wavelength = cell * (3 + 3 * Self.noise(index, level, 8))
            let phase = 2 * Double.pi * Self.noise(index, level, 9)
            let top = y(middle - amplitude) - 40
            let bottom = y(middle + amplitude) + 40
            guard bottom > 0, top < projection.size.height else { continue }
            var river = Path()
            var px = -10.0
            while px <= projection.size.width + 10 {
                let mapX = projection.center.x + (px - projection.size.width / 2) / scale
                let point = CGPoint(x: px, y: y(middle + amplitude * sin(mapX / wavelength * 2 * .pi + phase)))
                if px == -10 { river.move(to: point) } else { river.line(to: point) }
                px += 4
            }
            canvas.stroke(river, color: colors.water, lineWidth: 22, cap: .round, join: .round)
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
        // A boulevard now and then, running diagonally across the grid.
        let diagonal = cell * 5
        let visibleDiagonals =
            Int(
                ((visible.minX - visible.maxY) / diagonal).rounded(.down))...Int(
                ((visible.maxX - visible.minY) / diagonal).rounded(.up))
        for index in visibleDiagonals where visibleDiagonals.count < 100 && Self.noise(index, level, 10) < 0.5 {
            // Map points on the line x - y = offset.
            let offset = (Double(index) + Self.noise(index, level, 11)) * diagonal
            avenues.move(to: CGPoint(x: x(visible.minY - cell + offset), y: y(visible.minY - cell)))
            avenues.line(to: CGPoint(x: x(visible.maxY + cell + offset), y: y(visible.maxY + cell)))
        }
        canvas.stroke(avenues, color: colors.avenueCasing, lineWidth: 7.5)
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
