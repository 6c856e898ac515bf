import UIKit

// The poll creation screen (the SDK's `PollCreationVC` family): view controllers and views apps can subclass,
// inert in a still picture (docs/compatibility.md).

/// The screen that makes a poll (`Components.pollCreationVC`): inert.
open class PollCreationVC: _ViewController, ThemeProvider {}

/// The poll's question (`Components.pollCreationNameCell`).
open class PollCreationNameCell: _CollectionViewCell, ThemeProvider, UITextFieldDelegate {}

/// An option's text (`Components.pollCreationOptionCell`).
open class PollCreationOptionCell: _CollectionViewCell, ThemeProvider, UITextFieldDelegate {}

/// A feature's switch (`Components.pollCreationFeatureCell`).
open class PollCreationFeatureCell: _CollectionViewCell, ThemeProvider {}

/// The multiple votes switch and its limit (`Components.pollCreationMultipleVotesFeatureCell`).
open class PollCreationMultipleVotesFeatureCell: _CollectionViewCell, ThemeProvider, UITextFieldDelegate {}

/// A section's title (`Components.pollCreationSectionHeaderView`).
open class PollCreationSectionHeaderView: _CollectionReusableView, ThemeProvider {}

/// A text field with its error line (`Components.pollCreationTextFieldView`).
open class PollCreationTextFieldView: _View, ThemeProvider {}

/// A feature's name and switch (`Components.pollCreationFeatureSwitchView`).
open class PollCreationFeatureSwitchView: _View, ThemeProvider {}
