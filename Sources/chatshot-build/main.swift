import ChatShotCLI

ChatShotBuildTool.runMain()
