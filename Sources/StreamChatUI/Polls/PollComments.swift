import UIKit

// The poll comments screen (the SDK's `PollCommentListVC` family): view controllers and views apps can
// subclass, inert in a still picture (docs/compatibility.md).

/// A poll's comments (`Components.pollCommentListVC`): inert.
open class PollCommentListVC: _ViewController, ThemeProvider {}

/// A comment's text above its author (`Components.pollCommentListSectionHeaderView`).
open class PollCommentListSectionHeaderView: _TableHeaderFooterView, ThemeProvider {}

/// "Update comment" below the comments (`Components.pollCommentListTableFooterView`).
open class PollCommentListTableFooterView: _View, ThemeProvider {}

/// A comment's row (`Components.pollCommentListItemCell`).
open class PollCommentListItemCell: _TableViewCell, ThemeProvider {}

/// A comment's author and time (`Components.pollCommentListItemView`).
open class PollCommentListItemView: _View, ThemeProvider {}
