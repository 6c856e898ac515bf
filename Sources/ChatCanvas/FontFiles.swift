/// Every font file chatshot loads, with the Debian package that installs it.
///
/// This is the project's one list of them: `Scripts/setup.sh` reads the `("PATH", "PACKAGE")` lines of this file to
/// know which packages to install and which files to verify, and a test checks that each file on the machine is
/// owned by the package named here. Keep one entry per line in that form.
public enum FontFiles {
    public static let required: [(path: String, package: String)] = [
        ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", "fonts-inter"),
        ("/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", "fonts-inter"),
        ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", "fonts-inter"),
        ("/usr/share/fonts/opentype/inter/Inter-Italic.otf", "fonts-inter"),
        ("/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf", "fonts-inter"),
        ("/usr/share/fonts/opentype/inter/InterDisplay-SemiBold.otf", "fonts-inter"),
        ("/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf", "fonts-inter"),
        ("/usr/share/fonts/opentype/inter/InterDisplay-Italic.otf", "fonts-inter"),
        ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "fonts-noto-color-emoji"),
        ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSansMono-Regular.ttf", "fonts-noto-mono"),
        ("/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSerif-Italic.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf", "fonts-urw-base35"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Bold.otf", "fonts-urw-base35"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Italic.otf", "fonts-urw-base35")
    ]

    /// The Debian packages that hold the fonts, in order of first mention.
    public static var packages: [String] {
        var seen: [String] = []
        for f in required where !seen.contains(f.package) { seen.append(f.package) }
        return seen
    }
}
