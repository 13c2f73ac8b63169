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
