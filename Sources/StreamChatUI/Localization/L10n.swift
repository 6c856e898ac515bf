import Foundation

/// The SDK's own strings in the current render's locale (`ChatLocale.current`). Views ask with the English text they
/// draw; a locale without a translation of it (English included) gives the text back unchanged, so an English render
/// draws exactly the strings it always did.
///
/// A render's `Appearance.localizationProvider` answers first, asked with the SDK's key of the text (and the table
/// "Localizable"), as the SDK's `L10n` asks it: an app's provider that answers a key changes what is drawn; one that
/// answers with the key itself (it has no text for it, as `Bundle.localizedString` does) leaves chatshot's text.
public enum L10n {
    /// `english` in the current locale, as the render's localization provider gives it.
    public static func text(_ english: String) -> String {
        let builtIn = table(ChatLocale.current)[english] ?? english
        guard let provider = installedProvider, let key = keys[english] else { return builtIn }
        let provided = provider(key, "Localizable")
        return provided == key ? builtIn : provided
    }

    /// chatshot's own text for an SDK key in the current locale; the key itself when chatshot draws no text for it.
    /// What `Appearance.localizationProvider` answers by default.
    public static func builtInText(forKey key: String) -> String {
        guard let english = englishByKey[key] else { return key }
        return table(ChatLocale.current)[english] ?? english
    }

    /// The provider asked for the SDK's strings on this thread: a render's appearance's, set around its views.
    public static var installedProvider: (@Sendable (_ key: String, _ table: String) -> String)? {
        get { Thread.current.threadDictionary[providerKey] as? @Sendable (String, String) -> String }
        set { Thread.current.threadDictionary[providerKey] = newValue }
    }
    private static let providerKey = "chatshot.L10n.localizationProvider"

    /// A format of the SDK's in the current locale, its `%d` and `%@` filled with `arguments` in order (each as its
    /// description: digits without grouping, whatever the machine's locale).
    public static func format(_ englishFormat: String, _ arguments: CustomStringConvertible...) -> String {
        var out = ""
        var next = arguments.makeIterator()
        var rest = Substring(text(englishFormat))
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let after = rest.index(after: percent)
            if after < rest.endIndex, rest[after] == "d" || rest[after] == "@" {
                out += next.next()?.description ?? ""
                rest = rest[rest.index(after: after)...]
            } else {
                out += "%"
                rest = rest[after...]
            }
        }
        return out + rest
    }

    /// The translations of a locale, by English text.
    static func table(_ locale: ChatLocale) -> [String: String] {
        switch locale {
        case .en: return [:]
        case .es: return spanish
        }
    }

    /// The SDK's key of each English text chatshot draws (a text two keys share has the first's).
    static let keys: [String: String] = Dictionary(
        allKeyed.map { ($0.english, $0.key) }, uniquingKeysWith: { first, _ in first })
    /// The English text of each SDK key chatshot draws.
    static let englishByKey: [String: String] = Dictionary(
        allKeyed.map { ($0.key, $0.english) }, uniquingKeysWith: { first, _ in first })
    private static let allKeyed: [(key: String, english: String)] =
        entries.map { ($0.key, $0.english) } + untranslatedEntries
    /// Texts chatshot draws whose Spanish the SDK leaves in English: (SDK key, English text).
    static let untranslatedEntries: [(key: String, english: String)] = [
        ("message.actions.mark-unread", "Mark as unread"),
        ("message.actions.user-unblock", "Unblock User")
    ]

    /// Spanish, from the SDK's `Sources/StreamChatUI/Resources/es.lproj/Localizable.strings` (its key beside each
    /// entry). Keys whose Spanish value the SDK leaves in English are not listed.
    static let spanish: [String: String] = Dictionary(uniqueKeysWithValues: entries.map { ($0.english, $0.spanish) })

    /// (SDK key, the English text chatshot draws, the SDK's Spanish).
    static let entries: [(key: String, english: String, spanish: String)] = [
        ("message.only-visible-to-you", "Only visible to you", "Sólo visible para ti"),
        ("message.deleted-message-placeholder", "Message deleted", "Mensaje eliminado"),
        ("channel.item.empty-messages", "No messages", "Sin mensajes"),
        ("channel.item.typing-singular", "is typing ...", "está escribiendo ..."),
        ("channel.item.typing-plural", "are typing ...", "están escribiendo ..."),
        ("channel.item.photo", "Photo", "Foto"),
        ("channelList.preview.voice.recording", "Voice message", "Mensaje de voz"),
        ("message.actions.inline-reply", "Reply", "Responder"),
        ("message.actions.thread-reply", "Thread Reply", "Respuestas en el hilo"),
        ("message.actions.edit", "Edit Message", "Editar mensaje"),
        ("message.actions.copy", "Copy Message", "Copiar Mensaje"),
        ("message.actions.delete", "Delete Message", "Eliminar mensaje"),
        ("message.actions.user-block", "Block User", "Bloquear usuario"),
        ("message.actions.user-unmute", "Unmute User", "Dejar de silenciar al usuario"),
        ("message.actions.user-mute", "Mute User", "Silenciar usuario"),
        ("message.actions.resend", "Resend", "Reenviar"),
        ("message.actions.flag", "Flag Message", "Marcar Mensaje"),
        ("message.title.online", "Online", "Conectado"),
        ("message.title.group", "%d members, %d online", "%d miembros, %d conectados"),
        ("message.threads.replyWith", "with %@", "con %@"),
        ("composer.title.reply", "Reply to Message", "Contestar al mensaje"),
        (
            "composer.placeholder.messageDisabled", "You can't send messages in this channel",
            "No puedes enviar mensajes en este canal"
        ),
        (
            "composer.checkmark.direct-message-reply", "Also send as direct message",
            "También enviar cómo mensaje directo"
        ),
        ("composer.checkmark.channel-reply", "Also send in channel", "También enviar al canal"),
        ("composer.suggestions.commands.header", "Instant Commands", "Comandos instantáneos"),
        ("you", "You", "Tú"),
        ("recording.slideToCancel", "Slide to cancel", "Deslizar para cancelar"),
        ("dates.time-ago-seconds-plural", "last seen %d seconds ago", "visto por última vez hace %d segundos"),
        (
            "dates.time-ago-seconds-singular", "last seen one second ago",
            "visto por última vez hace apenas un segundo"
        ),
        ("dates.time-ago-minutes-singular", "last seen one minute ago", "visto por última vez hace un minuto"),
        ("dates.time-ago-minutes-plural", "last seen %d minutes ago", "visto por última vez hace %d minutos"),
        ("dates.time-ago-hours-singular", "last seen one hour ago", "visto por última vez hace una hora"),
        ("dates.time-ago-hours-plural", "last seen %d hours ago", "visto por última vez hace %d horas"),
        ("dates.time-ago-days-singular", "last seen one day ago", "visto por última vez hace un día"),
        ("dates.time-ago-days-plural", "last seen %d days ago", "visto por última vez hace %d días"),
        ("dates.time-ago-weeks-singular", "last seen one week ago", "visto por última vez hace una semana"),
        ("dates.time-ago-weeks-plural", "last seen %d weeks ago", "visto por última vez hace %d semanas"),
        ("dates.time-ago-months-singular", "last seen one month ago", "visto por última vez hace un mes"),
        ("dates.time-ago-months-plural", "last seen %d months ago", "visto por última vez hace %d meses")
    ]
}
