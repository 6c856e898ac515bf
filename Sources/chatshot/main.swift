import ChatShotCLI

ChatShot.runMain()
