"""Sessions: event logs, records, the store port."""
