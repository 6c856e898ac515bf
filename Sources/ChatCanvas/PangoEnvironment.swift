import Foundation
import Synchronization

@_implementationOnly import CCairo
@_implementationOnly import CPangoCairo

/// The Pango objects text is measured and drawn with: a font map on the project's fontconfig configuration
/// and two measuring contexts (left-to-right and right-to-left base direction) with fixed font options.
///
/// Pango font maps are not safe to use from several threads at once, so each thread gets its own environment
/// (created on first use and reused for every layout on that thread; fonts are loaded once per font map and
/// shared FreeType faces are cached by cairo). All calls into Pango for a layout take the environment's lock,
/// so a layout measured on one thread can be drawn on another.
final class PangoEnvironment: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let ltrContext: OpaquePointer
    let rtlContext: OpaquePointer
    let lock = Mutex(())
    /// Font ascent/descent by font (see `ascent(of:context:)`); guarded by `lock`.
    var metricsCache: [Font: (ascent: Double, descent: Double)] = [:]
    /// Shaped layouts by their inputs (`TextLayoutCache`); guarded by `lock`.
    var textLayouts = TextLayoutCache()
    /// The `FontSetup.generation` the font map has seen; guarded by `lock`.
    private var fontGeneration = FontSetup.generation

    /// The font options used for measuring and drawing: grey antialiasing, no hinting, no metric hinting.
    /// With hinting off, glyph advances do not depend on the device scale, so text measured at scale 1 is
    /// drawn identically at scale 2 or 3.
    static let fontOptions: FontOptionsBox = {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        return FontOptionsBox(options)
    }()

    final class FontOptionsBox: @unchecked Sendable {
        let options: OpaquePointer
        init(_ options: OpaquePointer) { self.options = options }
    }

    private init() {
        let config = FontSetup.config
        let map =
            pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
            ?? pango_cairo_font_map_new()!
        fontMap = UnsafeMutablePointer(OpaquePointer(map))
        PangoEnvironment.setConfig(fontMap: UnsafeMutableRawPointer(fontMap), config: config)
        ltrContext = PangoEnvironment.makeContext(fontMap, direction: PANGO_DIRECTION_LTR)
        rtlContext = PangoEnvironment.makeContext(fontMap, direction: PANGO_DIRECTION_RTL)
    }

    deinit {
        textLayouts.removeAll()
        g_object_unref(UnsafeMutableRawPointer(ltrContext))
        g_object_unref(UnsafeMutableRawPointer(rtlContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection)
        -> OpaquePointer
    {
        let context = pango_font_map_create_context(map)!
        pango_cairo_context_set_font_options(context, fontOptions.options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, direction)
        pango_context_set_language(context, pango_language_from_string("en"))
        return context
    }

    /// `pango_fc_font_map_set_config` is not in the pangocairo headers; look it up so the font map is bound to
    /// our configuration explicitly (it is also the current one, so this is belt and braces).
    private static func setConfig(fontMap: UnsafeMutableRawPointer, config: OpaquePointer) {
        typealias SetConfig = @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?) -> Void
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "pango_fc_font_map_set_config") else {
            return
        }
        let setConfig = unsafeBitCast(symbol, to: SetConfig.self)
        setConfig(fontMap, config)
    }

    /// After fonts were added to the configuration (a manifest's family or font file), drops the font map's
    /// cached font lists so it sees them. Call with the lock held.
    func refreshFontsIfNeeded() {
        let current = FontSetup.generation
        guard current != fontGeneration else { return }
        fontGeneration = current
        metricsCache = [:]
        textLayouts.removeAll()
        typealias ConfigChanged = @convention(c) (UnsafeMutableRawPointer?) -> Void
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "pango_fc_font_map_config_changed") else {
            return
        }
        unsafeBitCast(symbol, to: ConfigChanged.self)(UnsafeMutableRawPointer(fontMap))
    }

    // MARK: Per-thread instance

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<PangoEnvironment>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// The calling thread's environment.
    static var current: PangoEnvironment {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<PangoEnvironment>.fromOpaque(pointer).takeUnretainedValue()
        }
        let environment = PangoEnvironment()
        pthread_setspecific(key, Unmanaged.passRetained(environment).toOpaque())
        return environment
    }
}

extension PangoEnvironment {
    /// Ascent and descent of a font (the font a description resolves to for Latin text), in points; cached per
    /// environment. Call with the lock held.
    func ascent(of font: Font, context: OpaquePointer) -> Double { verticalMetrics(font, context).ascent }
    func descent(of font: Font, context: OpaquePointer) -> Double { verticalMetrics(font, context).descent }

    private func verticalMetrics(_ font: Font, _ context: OpaquePointer) -> (ascent: Double, descent: Double) {
        var key = font
        key.lineHeight = nil
        if let cached = metricsCache[key] { return cached }
        let desc = TextAttributes.fontDescription(key)
        defer { pango_font_description_free(desc) }
        var value = (ascent: key.size * 0.8, descent: key.size * 0.2)
        if let metrics = pango_context_get_metrics(context, desc, pango_language_from_string("en")) {
            value = (
                Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE),
                Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE)
            )
            pango_font_metrics_unref(metrics)
        }
        metricsCache[key] = value
        return value
    }
}
