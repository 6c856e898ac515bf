// `import MapKit` on Linux. As Apple's framework does, the module brings UIKit (and with it Foundation and
// CoreGraphics) and Core Location, whose coordinates it takes.
@_exported import CoreLocation
@_exported import UIKit
