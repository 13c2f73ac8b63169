"""The operator console: one self-contained page at /console (no external assets).

The page itself holds no data, so it is served to anyone; everything it shows comes from the
API with the operator's token (production) or from loopback (development). A per-response
nonce lets only the page's own script and style run.
"""

from __future__ import annotations

import secrets
from functools import cache
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

from adapters.http.auth import AuthorizationPolicy

PAGE = Path(__file__).with_name("console.html")


@cache
def _template() -> str:
    return PAGE.read_text(encoding="utf-8")


def console_router(policy: AuthorizationPolicy) -> APIRouter:
    router = APIRouter(include_in_schema=False)

    @router.get("/console", response_class=HTMLResponse)
    async def console() -> HTMLResponse:
        nonce = secrets.token_urlsafe(16)
        html = _template().replace("{{NONCE}}", nonce).replace("{{AUTH}}", policy.name)
        csp = (f"default-src 'none'; script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; "
               "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; "
               "frame-ancestors 'none'")
        return HTMLResponse(html, headers={
            "Content-Security-Policy": csp, "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer", "Cache-Control": "no-store",
        })

    return router
