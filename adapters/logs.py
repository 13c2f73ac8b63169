"""Logging as the project's commands show it: every formatter renders what a log call put in
`extra` (a fact the format drops is a silent failure) and an error's traceback.

Two formats: lines for people (`ExtraFormatter`, the default) and one JSON object per line for
log collectors (`JsonFormatter`), chosen with `VOICE_AGENT_LOG_FORMAT=json` (or
`voice-agent --log-format json ...`). A JSON line carries the OpenTelemetry trace and span ids
of the span current when it was logged, so a log line can be found from its trace and back.
(The LiveKit worker's `start` logs JSON through livekit-agents' own formatter, which renders
`extra` too.)
"""

from __future__ import annotations

import json
import logging
import os
from datetime import UTC, datetime
from typing import Any

LOG_FORMAT_ENV = "VOICE_AGENT_LOG_FORMAT"
FORMATS = ("text", "json")

# Attributes every LogRecord has; anything else on a record came from `extra`.
_STANDARD = frozenset(vars(logging.LogRecord("", 0, "", 0, "", (), None)).keys()) | {"message", "asctime",
                                                                                   "taskName"}


def _extras(record: logging.LogRecord) -> dict[str, Any]:
    return {k: v for k, v in vars(record).items() if k not in _STANDARD and not k.startswith("_")}


class ExtraFormatter(logging.Formatter):
    """The usual line, then ` key=value` for each `extra` field, then the traceback if any."""

    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        extras = _extras(record)
        if not extras:
            return line
        head, sep, tail = line.partition("\n")  # keep the traceback below the fields
        fields = " ".join(f"{k}={v!r}" if isinstance(v, str) and " " in v else f"{k}={v}"
                          for k, v in sorted(extras.items()))
        return f"{head} [{fields}]{sep}{tail}"


class JsonFormatter(logging.Formatter):
    """One JSON object per record: time, level, logger, message, every `extra` field, the
    traceback (`exc_info`), and the current trace's `trace_id` / `span_id` when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, tz=UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "pid": record.process,
        }
        out.update(_extras(record))
        out.update(_trace_ids())
        if record.exc_info:
            out["exc_info"] = self.formatException(record.exc_info)
        elif record.exc_text:
            out["exc_info"] = record.exc_text
        if record.stack_info:
            out["stack_info"] = self.formatStack(record.stack_info)
        return json.dumps(out, default=str, ensure_ascii=False)


def _trace_ids() -> dict[str, str]:
    try:
        from opentelemetry import trace
    except ImportError:
        return {}
    ctx = trace.get_current_span().get_span_context()
    if not ctx.is_valid:
        return {}
    return {"trace_id": format(ctx.trace_id, "032x"), "span_id": format(ctx.span_id, "016x")}


def log_format(requested: str | None = None) -> str:
    """`requested`, else VOICE_AGENT_LOG_FORMAT, else text."""
    from voice_agent.errors import ConfigurationError

    fmt = (requested or os.environ.get(LOG_FORMAT_ENV, "") or "text").strip().lower()
    if fmt not in FORMATS:
        raise ConfigurationError(f"{LOG_FORMAT_ENV} must be text or json, not {fmt!r}")
    return fmt


def configure(level: int, fmt: str = "%(asctime)s %(levelname)s %(name)s: %(message)s",
              *, log_format: str = "text") -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter() if log_format == "json" else ExtraFormatter(fmt))
    logging.basicConfig(level=level, handlers=[handler], force=True)
