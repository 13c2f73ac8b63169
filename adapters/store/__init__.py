"""Session stores: SQLite (the embedded default)."""
