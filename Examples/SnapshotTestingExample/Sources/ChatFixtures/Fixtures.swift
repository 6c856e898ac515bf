import ChatShotKit
import ChatShotTesting

/// The app's chat as the tests draw it: a transcript and a brand manifest written in code.
public enum Fixtures {
    /// A short one-to-one chat (Stream channel JSON).
    public static let transcript = """
        {
          "current_user_id": "rey",
          "channel": {"id": "rey-finn", "type": "messaging", "cid": "messaging:rey-finn", "member_count": 2},
          "members": [
            {"user_id": "rey", "user": {"id": "rey", "name": "Rey"}},
            {"user_id": "finn", "user": {"id": "finn", "name": "Finn", "online": true}}
          ],
          "messages": [
            {"id": "m1", "type": "regular", "text": "Did you get the coordinates?",
             "user": {"id": "finn", "name": "Finn"}, "created_at": "2024-06-02T18:40:00Z"},
            {"id": "m2", "type": "regular", "text": "Yes! Sending them over now.",
             "user": {"id": "rey", "name": "Rey"}, "created_at": "2024-06-02T18:41:10Z"}
          ]
        }
        """

    /// The app's brand: a pink tint and pink outgoing bubbles.
    public static let brand = """
        appearance:
          tintColor: systemPink
          colorPalette:
            background6: "#FFD6E8"
        """

    /// The chat on a small canvas (1x, so the references stay small), light or dark, with or without the brand.
    public static func chat(dark: Bool = false, branded: Bool = false) throws -> Shot {
        var shot = try Shot.inline(transcript: transcript, manifests: branded ? [brand] : [])
        shot.display = Shot.Display(width: 240, height: 320, scale: 1, style: dark ? .dark : .light)
        return shot
    }
}
