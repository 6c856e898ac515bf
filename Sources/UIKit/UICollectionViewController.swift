import CoreGraphics
import Foundation

/// A view controller that shows a collection view filling it, with the controller as its data source and delegate
/// (a subclass overrides the methods it answers, as in UIKit). A chatshot controller is its own view: the collection
/// view is its subview.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The collection view, filling the controller.
    open var collectionView: UICollectionView! {
        didSet {
            oldValue?.removeFromSuperview()
            install()
        }
    }
    /// The layout the collection view was made with.
    public let collectionViewLayout: UICollectionViewLayout
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = false

    /// A controller whose collection view is laid out by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        install()
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
        install()
    }

    private func install() {
        guard let collectionView else { return }
        if collectionView.superview !== self { addSubview(collectionView) }
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
    }

    // MARK: Data source and delegate (a subclass overrides these)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A plain cell: a subclass that has items returns its own.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell()
    }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView()
    }
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        collectionView?.frame = bounds
    }
}
