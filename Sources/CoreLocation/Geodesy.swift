/// Distances on the WGS 84 ellipsoid: Vincenty's inverse formula, iterated on the auxiliary sphere; for nearly
/// antipodal points where it does not settle, the great-circle distance on a sphere of the Earth's mean radius.
enum Geodesy {
    static let semiMajorAxis = 6_378_137.0
    static let flattening = 1 / 298.257_223_563
    static let semiMinorAxis = semiMajorAxis * (1 - flattening)
    static let meanRadius = 6_371_008.8

    static func distance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> CLLocationDistance {
        if a.latitude == b.latitude && a.longitude == b.longitude { return 0 }
        return vincenty(a, b) ?? haversine(a, b)
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    static func haversine(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Double {
        let dLat = radians(b.latitude - a.latitude)
        let dLon = radians(b.longitude - a.longitude)
        let h =
            sin(dLat / 2) * sin(dLat / 2)
            + cos(radians(a.latitude)) * cos(radians(b.latitude)) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * meanRadius * asin(min(1, sqrt(h)))
    }

    static func vincenty(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Double? {
        let f = flattening
        let reducedA = atan((1 - f) * tan(radians(a.latitude)))
        let reducedB = atan((1 - f) * tan(radians(b.latitude)))
        let sinA = sin(reducedA)
        let cosA = cos(reducedA)
        let sinB = sin(reducedB)
        let cosB = cos(reducedB)
        let lonDifference = radians(b.longitude - a.longitude)
        var lambda = lonDifference
        for _ in 0..<200 {
            let sinLambda = sin(lambda)
            let cosLambda = cos(lambda)
            let crossTerm = cosA * sinB - sinA * cosB * cosLambda
            let sinSigma = sqrt((cosB * sinLambda) * (cosB * sinLambda) + crossTerm * crossTerm)
            if sinSigma == 0 { return 0 }
            let cosSigma = sinA * sinB + cosA * cosB * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosA * cosB * sinLambda / sinSigma
            let cosSqAlpha = 1 - sinAlpha * sinAlpha
            let cos2SigmaM = cosSqAlpha == 0 ? 0 : cosSigma - 2 * sinA * sinB / cosSqAlpha
            let c = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
            let previous = lambda
            lambda =
                lonDifference + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let a2 = semiMajorAxis * semiMajorAxis
                let b2 = semiMinorAxis * semiMinorAxis
                let uSq = cosSqAlpha * (a2 - b2) / b2
                let bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
                let bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
                let deltaSigma =
                    bigB * sinSigma
                    * (cos2SigmaM + bigB / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM
                            * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return semiMinorAxis * bigA * (sigma - deltaSigma)
            }
        }
        return nil
    }
}
