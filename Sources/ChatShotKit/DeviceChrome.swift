import ChatCanvas
import Foundation

/// The phone around a screenshot (`--chrome`): the iOS status bar (fixed 9:41, full signal, Wi‑Fi and battery) in
/// the safe area's top, the home indicator in its bottom, and with `frame` the device outline — rounded body, side
/// buttons, screen corners and the notch or Dynamic Island. All of it is chatshot's own artwork, drawn with paths.
///
/// The StreamChatUI screen knows nothing of it: it is laid out in `contentRect` (the screen below the status bar and
/// above the home indicator) and painted there; the chrome is drawn around it.
struct DeviceChrome {
    let device: Device
    let mode: Shot.Chrome
    let isDark: Bool
    /// The letter spacing of the status bar's clock: the appearance's (`appearance.fontTracking`), so `none`
    /// reaches the chrome too.
    let tracking: FontTracking

    init(display: Shot.Display, tracking: FontTracking = .sfPro) {
        device = display.effectiveDevice
        mode = display.chrome
        isDark = display.style == .dark
        self.tracking = tracking
    }

    var screenSize: CGSize { CGSize(width: device.width, height: device.height) }

    /// Where the StreamChatUI screen goes, in screen coordinates.
    var contentRect: CGRect {
        CGRect(
            x: 0, y: device.safeAreaTop, width: device.width,
            height: device.height - device.safeAreaTop - device.safeAreaBottom)
    }

    /// The status bar's artwork colour: dark content on a light screen, light on a dark one.
    var foreground: Color { isDark ? Color(rgb: 0xFFFFFF) : Color(rgb: 0x000000) }

    // MARK: Status bar and home indicator

    /// Draws the status bar and the home indicator over a screen-sized canvas.
    func drawScreenChrome(in canvas: Canvas) {
        drawStatusBar(in: canvas)
        if !device.hasHomeButton { drawHomeIndicator(in: canvas) }
    }

    /// The status bar: the time and the signal, Wi‑Fi and battery icons, centred in the safe area's top. Phones
    /// with a notch or an island (and generic phones) put the time in the left "ear" and the icons in the right one;
    /// a home-button phone centres the time; an iPad puts it at the leading edge.
    func drawStatusBar(in canvas: Canvas) {
        let w = device.width
        let midY = device.safeAreaTop / 2
        let compact = device.safeAreaTop <= 24
        let fontSize = compact ? 12.0 : 17.0
        let time = TextLayout(
            "9:41", font: Font(size: fontSize, weight: 600, tracking: tracking), color: foreground)
        let k = compact ? 0.7 : 1.0
        let iconsWidth = (17 + 6 + 15.5 + 6 + 27.5) * k
        let timeX: Double
        let iconsX: Double
        if device.isPad {
            timeX = 20
            iconsX = w - 20 - iconsWidth
        } else if compact {
            timeX = (w - time.size.width) / 2
            iconsX = w - 6 - iconsWidth
        } else {
            // The ears beside the cutout (or where a cutout would be).
            let ear = (w - Self.cutoutWidth(device)) / 2
            timeX = (ear - time.size.width) / 2 + 6
            iconsX = w - ear + (ear - iconsWidth) / 2 - 4
        }
        canvas.draw(time, at: CGPoint(x: timeX.rounded(), y: midY - time.size.height / 2))
        canvas.withState {
            canvas.translate(x: iconsX, y: midY - 6 * k)
            canvas.scaleBy(x: k, y: k)
            drawStatusIcons(in: canvas)
        }
    }

    /// Signal, Wi‑Fi and battery, 12 pt tall, starting at the origin.
    private func drawStatusIcons(in canvas: Canvas) {
        let c = foreground
        // Cellular signal: four bars rising to the right.
        for (i, h) in [4.0, 6.5, 9, 11.5].enumerated() {
            canvas.fill(
                CGRect(x: Double(i) * 4.6, y: 12 - h, width: 3.2, height: h), radii: CornerRadii(all: 1), color: c)
        }
        // Wi‑Fi: a dot and two arcs, fanning up from a point below the bottom edge.
        let wifi = CGPoint(x: 17 + 6 + 7.75, y: 12.5)
        let spread = 0.27 * Double.pi
        var dot = Path()
        dot.move(to: wifi)
        dot.arc(center: wifi, radius: 4.2, start: -.pi / 2 - spread, end: -.pi / 2 + spread)
        dot.close()
        canvas.fill(dot, color: c)
        for r in [7.6, 11.4] {
            var arc = Path()
            arc.arc(center: wifi, radius: r, start: -.pi / 2 - spread, end: -.pi / 2 + spread)
            canvas.stroke(arc, color: c, lineWidth: 2.1, cap: .round)
        }
        // Battery: a rounded outline, full charge inside, and the cap.
        let body = CGRect(x: 17 + 6 + 15.5 + 6, y: 0.5, width: 25, height: 11.5)
        canvas.strokeBorder(body, radii: CornerRadii(all: 3.6), color: c.withAlpha(0.4), lineWidth: 1)
        canvas.fill(body.insetBy(dx: 2, dy: 2), radii: CornerRadii(all: 2.2), color: c)
        canvas.fill(
            CGRect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4),
            radii: CornerRadii(topLeft: 0, topRight: 1, bottomRight: 1, bottomLeft: 0), color: c.withAlpha(0.4))
    }

    /// The home indicator: a rounded bar 8 pt above the bottom edge (134 pt on phones, 315 pt on iPads).
    func drawHomeIndicator(in canvas: Canvas) {
        let width = device.isPad ? 315.0 : 134.0
        let bar = CGRect(x: ((device.width - width) / 2).rounded(), y: device.height - 8 - 5, width: width, height: 5)
        canvas.fill(bar, radii: CornerRadii(all: 2.5), color: foreground)
    }

    // MARK: Device outline

    /// The bezel around the screen and the metal band around the bezel.
    var bezel: Double { device.isPad ? 20 : 12 }
    static let band = 3.0
    /// How far the side buttons stand out, plus a little air.
    static let margin = 6.0
    /// A home-button phone's forehead and chin.
    var foreheadAndChin: Double { device.hasHomeButton && !device.isPad ? 64 : 0 }

    /// The size of the framed picture.
    var frameSize: CGSize {
        let side = bezel + Self.band + Self.margin
        return CGSize(width: device.width + 2 * side, height: device.height + 2 * (side + foreheadAndChin))
    }

    /// Where the screen sits in the framed picture.
    var screenOrigin: CGPoint {
        let side = bezel + Self.band + Self.margin
        return CGPoint(x: side, y: side + foreheadAndChin)
    }

    /// The screen's outline in the framed picture.
    var screenRect: CGRect { CGRect(origin: screenOrigin, size: screenSize) }

    /// The device body's outline (the outer edge of the metal band).
    var bodyRect: CGRect {
        let grow = bezel + Self.band
        return CGRect(
            x: screenRect.minX - grow, y: screenRect.minY - grow - foreheadAndChin,
            width: screenRect.width + 2 * grow, height: screenRect.height + 2 * (grow + foreheadAndChin))
    }

    var bodyRadius: Double {
        if device.hasHomeButton && !device.isPad { return 54 }
        return device.cornerRadius + bezel + Self.band
    }

    /// The band's colour: graphite, lighter on a dark page so the outline stays visible.
    var bandColor: Color { isDark ? Color(rgb: 0x6E6E73) : Color(rgb: 0x3A3A3C) }
    static let bezelColor = Color(rgb: 0x0B0B0C)

    /// Draws the device with `screen` (a screen-sized canvas, chrome included) into a frame-sized canvas whose
    /// background stays transparent.
    func drawDevice(screen: Canvas, in canvas: Canvas) {
        drawButtons(in: canvas)
        let body = bodyRect
        canvas.fill(body, radii: CornerRadii(all: bodyRadius), color: bandColor)
        let inner = body.insetBy(dx: Self.band, dy: Self.band)
        canvas.fill(inner, radii: CornerRadii(all: bodyRadius - Self.band), color: Self.bezelColor)
        canvas.withState {
            canvas.clip(to: screenRect, radii: CornerRadii(all: device.cornerRadius))
            canvas.draw(screen, at: screenOrigin)
            drawCutout(in: canvas)
        }
        if foreheadAndChin > 0 { drawHomeButtonFace(in: canvas) }
    }

    /// Side buttons: the action (or mute) button and the volume buttons on the left, the side button on the right;
    /// an iPad's top button and volume buttons.
    private func drawButtons(in canvas: Canvas) {
        let body = bodyRect
        let out = 3.0
        let radii = CornerRadii(all: 1.5)
        func left(_ from: Double, _ to: Double) {
            canvas.fill(
                CGRect(
                    x: body.minX - out, y: body.minY + from * body.height, width: out + 2,
                    height: (to - from) * body.height),
                radii: radii, color: bandColor)
        }
        func right(_ from: Double, _ to: Double) {
            canvas.fill(
                CGRect(
                    x: body.maxX - 2, y: body.minY + from * body.height, width: out + 2,
                    height: (to - from) * body.height),
                radii: radii, color: bandColor)
        }
        if device.isPad {
            canvas.fill(
                CGRect(x: body.maxX - 0.22 * body.width, y: body.minY - out, width: 0.08 * body.width, height: out + 2),
                radii: radii, color: bandColor)
            right(0.09, 0.15)
            right(0.17, 0.23)
        } else {
            left(0.15, 0.185)
            left(0.235, 0.305)
            left(0.325, 0.395)
            right(0.25, 0.36)
        }
    }

    /// The notch or the Dynamic Island, drawn over the screen's top centre.
    private func drawCutout(in canvas: Canvas) {
        let cx = screenRect.midX
        let top = screenRect.minY
        switch device.cutout {
        case .none:
            return
        case .dynamicIsland:
            let island = CGRect(x: cx - 62.5, y: top + 11.3, width: 125, height: 36.7)
            canvas.fill(island, radii: CornerRadii(all: island.height / 2), color: Self.bezelColor)
        case .notch:
            let w = Self.cutoutWidth(device)
            let h = 32.0
            let shoulder = 6.0
            let r = 20.0
            let l = cx - w / 2
            let rt = cx + w / 2
            var p = Path()
            p.move(to: CGPoint(x: l - shoulder, y: top))
            p.curve(
                to: CGPoint(x: l, y: top + shoulder), control1: CGPoint(x: l - shoulder / 3, y: top),
                control2: CGPoint(x: l, y: top + shoulder / 3))
            p.line(to: CGPoint(x: l, y: top + h - r))
            p.arc(center: CGPoint(x: l + r, y: top + h - r), radius: r, start: .pi, end: .pi / 2, clockwise: false)
            p.line(to: CGPoint(x: rt - r, y: top + h))
            p.arc(center: CGPoint(x: rt - r, y: top + h - r), radius: r, start: .pi / 2, end: 0, clockwise: false)
            p.line(to: CGPoint(x: rt, y: top + shoulder))
            p.curve(
                to: CGPoint(x: rt + shoulder, y: top), control1: CGPoint(x: rt, y: top + shoulder / 3),
                control2: CGPoint(x: rt + shoulder / 3, y: top))
            p.close()
            canvas.fill(p, color: Self.bezelColor)
        }
    }

    /// A home-button phone's face: the earpiece and camera above the screen, the round home button below it.
    private func drawHomeButtonFace(in canvas: Canvas) {
        let s = screenRect
        let earpiece = CGRect(x: s.midX - 24, y: s.minY - foreheadAndChin / 2 - 2.5, width: 48, height: 5)
        canvas.fill(earpiece, radii: CornerRadii(all: 2.5), color: bandColor)
        canvas.fillEllipse(
            in: CGRect(x: s.midX - 4, y: s.minY - foreheadAndChin / 2 - 22, width: 8, height: 8), color: bandColor)
        let button = CGRect(x: s.midX - 22, y: s.maxY + foreheadAndChin / 2 - 22, width: 44, height: 44)
        canvas.strokeBorder(button, radii: CornerRadii(all: 22), color: bandColor, lineWidth: 2)
    }

    /// The width of the cutout at the top of the screen (also where the status bar's ears end on phones without one).
    static func cutoutWidth(_ d: Device) -> Double {
        switch d.cutout {
        case .dynamicIsland: return 125
        case .notch: return 162
        case .none: return min(150, d.width * 0.4)
        }
    }
}
