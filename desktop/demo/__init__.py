"""The demonstration office: a client of the services, like the UI and the CLI."""
