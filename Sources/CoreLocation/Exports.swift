// `import CoreLocation` on Linux. As Apple's framework does, the module brings Foundation with it.
@_exported import Foundation
