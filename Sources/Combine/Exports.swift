// `import Combine` on Linux: OpenCombine, which declares Combine's API (publishers, subscribers, `@Published`,
// `ObservableObject`, `AnyCancellable`) under its own module names, re-exported under Apple's.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
