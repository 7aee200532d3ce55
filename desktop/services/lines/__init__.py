"""Regular lines: the register, delegations and acts (issue 15)."""
