/// Where a list's query stands (the SDK's `DataController.State`, reduced to what a screenshot shows): loaded,
/// still loading (the loading view), or failed (the error view).
public enum ListLoadingState: String, Hashable, Sendable, CaseIterable {
    case loaded, loading, error
}
