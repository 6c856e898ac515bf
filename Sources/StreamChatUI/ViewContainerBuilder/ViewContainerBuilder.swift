import UIKit

/// The SDK's result builder behind `HContainer { … }` and `VContainer { … }`: the views listed in the block (nil
/// ones skipped) become a container's arranged subviews. chatshot's containers are `ContainerStackView`s (there is
/// no `UIStackView`), which lay out the same way for the axis, spacing and alignment given.
@preconcurrency @MainActor
@resultBuilder
public struct ViewContainerBuilder {
    /// A container holding the block's views, in order.
    public static func buildBlock(_ components: UIView?...) -> ContainerStackView {
        ContainerStackView(arrangedSubviews: components.compactMap { $0 })
    }

    /// A container holding the views of an array.
    public static func buildBlock(_ components: [UIView]) -> ContainerStackView {
        ContainerStackView(arrangedSubviews: components)
    }

    /// The block's views as an array (for `views { … }`).
    public static func buildBlock(_ components: UIView?...) -> [UIView] {
        components.compactMap { $0 }
    }

    /// The block's constraints, activated.
    public static func buildBlock(_ components: NSLayoutConstraint...) -> [NSLayoutConstraint] {
        NSLayoutConstraint.activate(components)
        return components
    }

    /// A view written under `if`.
    public static func buildOptional(_ component: UIView?) -> UIView? {
        component
    }
}

/// A vertical container of the block's views (the SDK's `VContainer`).
@preconcurrency @MainActor
public func VContainer(
    spacing: CGFloat = 0,
    distribution: ContainerStackView.Distribution = .natural,
    alignment: ContainerStackView.Alignment = .fill,
    @ViewContainerBuilder content: () -> ContainerStackView = { ContainerStackView() }
) -> ContainerStackView {
    container(.vertical, spacing: spacing, distribution: distribution, alignment: alignment, content())
}

/// A horizontal container of the block's views (the SDK's `HContainer`).
@preconcurrency @MainActor
public func HContainer(
    spacing: CGFloat = 0,
    distribution: ContainerStackView.Distribution = .natural,
    alignment: ContainerStackView.Alignment = .fill,
    @ViewContainerBuilder content: () -> ContainerStackView = { ContainerStackView() }
) -> ContainerStackView {
    container(.horizontal, spacing: spacing, distribution: distribution, alignment: alignment, content())
}

/// An empty view that takes the free space of a container (the SDK's `Spacer`).
@preconcurrency @MainActor
public func Spacer() -> UIView {
    let view = ContainerStackView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

@preconcurrency @MainActor
private func container(
    _ axis: ContainerStackView.Axis, spacing: CGFloat, distribution: ContainerStackView.Distribution,
    alignment: ContainerStackView.Alignment, _ stack: ContainerStackView
) -> ContainerStackView {
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = ContainerStackView.Spacing(spacing)
    return stack
}

extension ContainerStackView {
    /// Replaces the arranged subviews with the block's views.
    @discardableResult
    public func views(@ViewContainerBuilder _ subviews: () -> [UIView]) -> Self {
        removeAllArrangedSubviews()
        subviews().forEach { addArrangedSubview($0) }
        return self
    }

    /// The same inset on every side, inside the layout margins.
    @discardableResult
    public func padding(_ value: CGFloat = 8) -> ContainerStackView {
        padding(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Insets per side, inside the layout margins.
    @discardableResult
    public func padding(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0)
        -> ContainerStackView
    {
        isLayoutMarginsRelativeArrangement = true
        directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: top, leading: leading, bottom: bottom,
            trailing: trailing)
        return self
    }

    /// Adds the container to `view`, filling it.
    @discardableResult
    public func embed(in view: UIView) -> ContainerStackView {
        view.addSubview(self)
        pin(to: view)
        return self
    }

    /// Adds the container to `view`, filling it less the insets.
    @discardableResult
    public func embed(in view: UIView, insets: NSDirectionalEdgeInsets) -> ContainerStackView {
        view.addSubview(self)
        pin(
            to: view,
            insets: UIEdgeInsets(
                top: insets.top, left: insets.leading, bottom: insets.bottom,
                right: insets.trailing))
        return self
    }
}

extension UIView {
    /// Fixes the view's width (the SDK's builder helper).
    @discardableResult
    public func width(_ value: CGFloat) -> Self {
        NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: value)])
        return self
    }

    /// Fixes the view's height (the SDK's builder helper).
    @discardableResult
    public func height(_ value: CGFloat) -> Self {
        NSLayoutConstraint.activate([heightAnchor.constraint(equalToConstant: value)])
        return self
    }
}
