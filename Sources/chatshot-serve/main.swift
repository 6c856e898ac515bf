import ChatShotServeCLI

// `chatshot-serve`: the whole command is `ChatShotServeCommand` (a library, so an app's build can run it too).
await ChatShotServeCommand.runMain()
