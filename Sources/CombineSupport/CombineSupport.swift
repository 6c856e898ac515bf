// OpenCombine, linked into libChatShotApp.a for apps' files that `import Combine`. The `Combine` module itself is
// made by the customization build (CustomizationBuild/CombineModule.swift), not by this package: a module named
// Combine here would turn on `#if canImport(Combine)` code in dependencies (Yams, OpenCombine) that must not see it.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
