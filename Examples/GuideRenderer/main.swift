// A renderer executable of your own: register Swift customizations (subclasses, as the SDK's guides write them),
// then run the whole chatshot command line. `swift run chatshot-guides render chat.json --customization squared-bubble -o out.png`
import ChatShotCLI
import GuideCustomizations

GuideCustomizations.registerAll()
ChatShot.runMain()
