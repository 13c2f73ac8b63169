"""The per-session pending-work ledger."""

from voice_agent.work.entries import WorkEntry, WorkState, operation_key

__all__ = ["WorkEntry", "WorkState", "operation_key"]
