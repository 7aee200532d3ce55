"""Use cases, one module per area: transactions, permission checks, audit entries. No Qt."""
