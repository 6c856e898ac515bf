import ChatShotKit
import Foundation

/// Pictures no document references any more.
extension DocsRunner {
    /// Pictures in the folders the directives write into that no image reference of the documents names (only when
    /// a path is a folder: single documents alone do not know what the others reference). `--write --prune`
    /// removes them.
    func staleResults(_ plans: [DocumentPlan]) -> [ShotResult] {
        guard
            paths.contains(where: { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            })
        else { return [] }
        var folders = Set<String>()
        var referenced = Set<String>()
        for plan in plans {
            let folder = (plan.document.path as NSString).deletingLastPathComponent
            for picture in plan.pictures {
                for output in picture.outputs {
                    folders.insert((output.path as NSString).deletingLastPathComponent)
                    referenced.insert(output.path)
                }
            }
            for image in plan.document.images {
                let decoded = image.destination.removingPercentEncoding ?? image.destination
                referenced.insert(DocumentPlan.join(folder, decoded))
                if let catalog = plan.catalog {
                    // A DocC reference names every variant of the name.
                    let name = decoded.hasSuffix(".png") ? String(decoded.dropLast(4)) : decoded
                    for file in catalog.files() where (file as NSString).lastPathComponent.hasPrefix(name) {
                        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                        if base == name || base.hasPrefix(name + "~") || base.hasPrefix(name + "@") {
                            referenced.insert(file)
                        }
                    }
                }
            }
        }
        var results: [ShotResult] = []
        for folder in folders.sorted() {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in files.sorted() where file.lowercased().hasSuffix(".png") && !file.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(file)
                guard !referenced.contains(path) else { continue }
                var result = ShotResult(
                    name: DocumentPlan.safeName("unreferenced-" + file.dropLast(4)), shot: "", status: .stale,
                    message: "\(path): no document references this picture any more")
                if mode == .write && prune {
                    do {
                        try FileManager.default.removeItem(atPath: path)
                        result.updated = true
                        result.message = "\(path): removed (--prune): no document references it"
                    } catch {
                        result.message = "\(path): not removed: \(error.localizedDescription)"
                    }
                }
                results.append(result)
            }
        }
        return results
    }
}
