import UIKit

// The screen of all of a poll's options (the SDK's `PollAllOptionsListVC` family): inert in a still picture
// (docs/compatibility.md).

/// All of a poll's options (`Components.pollAllOptionsListVC`): inert.
open class PollAllOptionsListVC: _ViewController, ThemeProvider {}

/// An option's row (`Components.pollAllOptionsListItemCell`).
open class PollAllOptionsListItemCell: _TableViewCell, ThemeProvider {}
