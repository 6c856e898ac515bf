import UIKit

// The poll results screens (the SDK's `PollResultsVC` family). chatshot draws a poll inside its message
// (`PollAttachmentView`), not these screens: they are view controllers and views apps can subclass, inert in a
// still picture (docs/compatibility.md).

/// A poll's results, option by option (`Components.pollResultsVC`): inert.
open class PollResultsVC: _ViewController, ThemeProvider {}

/// The poll's name above its results (`Components.pollResultsTableHeaderView`).
open class PollResultsTableHeaderView: _View, ThemeProvider {}

/// An option's name and votes above its voters (`Components.pollResultsSectionHeaderView`).
open class PollResultsSectionHeaderView: _TableHeaderFooterView, ThemeProvider {}

/// "Show all" below an option's voters (`Components.pollResultsSectionFooterView`).
open class PollResultsSectionFooterView: _TableHeaderFooterView, ThemeProvider {}

/// A voter's row (`Components.pollResultsVoteItemCell`).
open class PollResultsVoteItemCell: _TableViewCell, ThemeProvider {}

/// A voter's avatar, name and vote time (`Components.pollResultsVoteItemView`).
open class PollResultsVoteItemView: _View, ThemeProvider {}

/// All the voters of one option (`Components.pollResultsVoteListVC`): inert.
open class PollResultsVoteListVC: _ViewController, ThemeProvider {}
