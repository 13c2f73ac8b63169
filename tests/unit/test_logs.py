"""The CLI's log lines show what is in `extra` and the traceback of an error."""

from __future__ import annotations

import logging

from adapters.logs import ExtraFormatter


def test_extra_fields_and_the_traceback_are_rendered() -> None:
    logger = logging.getLogger("test.logs")
    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record)

    handler = Keep()
    logger.addHandler(handler)
    try:
        try:
            raise RuntimeError("service exploded")
        except RuntimeError:
            logger.exception("background work failed", extra={"work_id": "wrk_1", "session_id": "ses_9"})
    finally:
        logger.removeHandler(handler)
    line = ExtraFormatter("%(levelname)s %(name)s: %(message)s").format(records[0])
    first, _, rest = line.partition("\n")
    assert first == "ERROR test.logs: background work failed [session_id=ses_9 work_id=wrk_1]"
    assert "Traceback" in rest and "RuntimeError: service exploded" in rest


def test_json_lines_carry_every_field_the_traceback_and_the_current_trace() -> None:
    import json

    from opentelemetry.sdk.trace import TracerProvider

    from adapters.logs import JsonFormatter

    logger = logging.getLogger("test.logs.json")
    lines: list[str] = []

    class Keep(logging.Handler):  # formats as it emits, as a StreamHandler does
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(self.format(record))

    handler = Keep()
    handler.setFormatter(JsonFormatter())
    logger.addHandler(handler)
    tracer = TracerProvider().get_tracer("test")
    try:
        with tracer.start_as_current_span("turn") as span:
            try:
                raise RuntimeError("service exploded")
            except RuntimeError:
                logger.exception("background work failed", extra={"work_id": "wrk_1", "session_id": "ses_9"})
        logger.warning("outside any span")
    finally:
        logger.removeHandler(handler)
    first, second = (json.loads(line) for line in lines)
    assert (first["level"], first["logger"], first["message"]) == ("ERROR", "test.logs.json", "background work failed")
    assert (first["work_id"], first["session_id"]) == ("wrk_1", "ses_9")
    assert "RuntimeError: service exploded" in first["exc_info"]
    assert first["trace_id"] == format(span.get_span_context().trace_id, "032x")
    assert "trace_id" not in second
