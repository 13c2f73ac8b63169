"""Logging as the project's commands show it: every formatter renders what a log call put in
`extra` (a fact the format drops is a silent failure) and an error's traceback."""

from __future__ import annotations

import logging

# Attributes every LogRecord has; anything else on a record came from `extra`.
_STANDARD = frozenset(vars(logging.LogRecord("", 0, "", 0, "", (), None)).keys()) | {"message", "asctime",
                                                                                   "taskName"}


class ExtraFormatter(logging.Formatter):
    """The usual line, then ` key=value` for each `extra` field, then the traceback if any."""

    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        extras = {k: v for k, v in vars(record).items() if k not in _STANDARD and not k.startswith("_")}
        if not extras:
            return line
        head, sep, tail = line.partition("\n")  # keep the traceback below the fields
        fields = " ".join(f"{k}={v!r}" if isinstance(v, str) and " " in v else f"{k}={v}"
                          for k, v in sorted(extras.items()))
        return f"{head} [{fields}]{sep}{tail}"


def configure(level: int, fmt: str = "%(asctime)s %(levelname)s %(name)s: %(message)s") -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(ExtraFormatter(fmt))
    logging.basicConfig(level=level, handlers=[handler])
