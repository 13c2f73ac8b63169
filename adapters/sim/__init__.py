"""sim adapter."""
