// The SDK's newer home of `Appearance` and the other pieces its UIKit and SwiftUI libraries share. chatshot keeps
// them in StreamChatUI, so this module is StreamChatUI under the newer name: a file that `import StreamChatCommonUI`
// sees the same `Appearance`, `Components` and views.
@_exported import StreamChatUI
