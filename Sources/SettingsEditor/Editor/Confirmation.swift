/// A question the editor asks before a write that removes several keys ("reset all").
struct Confirmation: Hashable, Sendable {
    /// What the message line asks, with the number of keys and the domains.
    public var prompt: String
    /// The writes `y` performs.
    public var requests: [WriteRequest]

    /// Creates a confirmation.
    public init(prompt: String, requests: [WriteRequest]) {
        self.prompt = prompt
        self.requests = requests
    }
}
