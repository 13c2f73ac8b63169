"""The speech queue, floor control and the dead-air watchdog."""
