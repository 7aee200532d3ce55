"""Trip licences: request, checks, issue, passengers, records, events."""
