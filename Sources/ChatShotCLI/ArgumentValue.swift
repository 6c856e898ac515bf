import ArgumentParser

/// An option's value named by its raw string (`--screen thread`, `--appearance dark`), listed by swift-argument-parser
/// (help, completions) as the raw strings of its cases.
///
/// The parser asks every option of a command for that list whenever it builds the command's arguments — several
/// times per run, for help it does not print. Its default goes through a generic key path
/// (`\.rawValue.defaultValueDescription`), which the runtime instantiates on every call (about 75,000 instructions);
/// mapping the raw values directly gives the same strings and saved a 3x render 6 million instructions.
public protocol ArgumentValue: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentValue {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
