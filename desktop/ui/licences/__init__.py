"""Licenças: the licence area, the request form and its parts."""
