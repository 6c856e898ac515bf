/// Small helpers that write SVG markup for icon artwork (see `IconSet`). A type that holds artwork adopts the
/// protocol to call them unqualified: `document(20, 20, ring(10, 10, 8.8) + stroke("M7 7 L13 13"))`.
public protocol SVGShapes {}

extension SVGShapes {
    /// An SVG document of that size (in points) around `body`.
    public static func document(_ width: Double, _ height: Double, _ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\">\(body)</svg>"
    }
    /// A round-capped, round-joined outline.
    public static func stroke(_ d: String, _ width: Double = 1.6, color: String = "#000") -> String {
        "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(width))\" "
            + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }
    /// A filled path.
    public static func fill(_ d: String, color: String = "#000") -> String { "<path d=\"\(d)\" fill=\"\(color)\"/>" }
    /// A filled circle.
    public static func circle(_ cx: Double, _ cy: Double, _ r: Double, color: String = "#000") -> String {
        "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"\(color)\"/>"
    }
    /// An outlined circle.
    public static func ring(_ cx: Double, _ cy: Double, _ r: Double, _ width: Double = 1.6, color: String = "#000")
        -> String
    {
        "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(width))\"/>"
    }
    /// `shape` drawn with `cutout` (black strokes/fills in mask space) knocked out of it.
    public static func knockout(_ width: Double, _ height: Double, shape: String, cutout: String) -> String {
        "<defs><mask id=\"k\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\">"
            + "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#fff\"/>\(cutout)</mask></defs>"
            + "<g mask=\"url(#k)\">\(shape)</g>"
    }
    /// A number as SVG writes it: whole numbers without a decimal point.
    public static func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
