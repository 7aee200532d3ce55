"""Issuing printed documents: numbering, signing keys, verification."""
