/// Core Foundation's name for a number of seconds (Foundation on Linux lacks it); Core Animation's times use it.
public typealias CFTimeInterval = Double
