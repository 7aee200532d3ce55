"""PySide6 windows, forms, table models, dialogs and workers."""
