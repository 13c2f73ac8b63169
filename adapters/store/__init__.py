"""Session stores: SQLite (the embedded default) and PostgreSQL (a fleet of processes)."""
