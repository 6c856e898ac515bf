extension UIView {
    private static let interactionsKey = "UIView.interactions"

    /// The interactions added to the view.
    public var interactions: [any UIInteraction] {
        get { associatedValue(forKey: UIView.interactionsKey) as? [any UIInteraction] ?? [] }
        set { setAssociatedValue(newValue, forKey: UIView.interactionsKey) }
    }

    /// Adds an interaction (kept; a still picture has no touches).
    public func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
