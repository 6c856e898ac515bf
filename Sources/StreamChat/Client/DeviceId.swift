/// A device's id (the SDK's `DeviceId`).
public typealias DeviceId = String
