import ArgumentParser
import ChatShotCLI
import CustomizationBuild
import Foundation

extension BuildCustomizationCommand {
    /// Compiles the folder (or finds it in the cache) against this chatshot build and prints the renderer's path;
    /// with `--typecheck`, only type-checks it.
    func runHere() throws {
        if typecheck {
            let result = try CustomizationBuilder(sources: folder, setUp: setup, cacheRoot: cache).typecheck()
            guard result.compiles else {
                let lines = CustomizationBuilder.userDiagnostics(of: result)
                FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
                printError(CustomizationBuilder.summary(of: result, sources: folder))
                throw ExitStatus.badInput
            }
            print("\(folder): compiles")
            return
        }
        let result = try CustomizationBuilder(sources: folder, setUp: setup, cacheRoot: cache).build()
        print(result.executable)
    }
}
