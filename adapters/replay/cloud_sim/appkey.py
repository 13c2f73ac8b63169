"""The aiohttp application key under which the handlers find their `CloudSim`."""

from __future__ import annotations

from typing import Any

from aiohttp import web

SIM: web.AppKey[Any] = web.AppKey("cloud_sim", object)
