"""Settings of the HTTP adapter (limits, CORS, streaming, health)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class HttpSettings(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    max_body_bytes: int = Field(64 * 1024, gt=0, description="larger request bodies get 413")
    max_header_bytes: int = Field(16 * 1024, ge=1024, description="larger request heads get 431")
    max_json_depth: int = Field(32, ge=4, le=200, description="JSON bodies nested deeper get 422")
    cors_origins: tuple[str, ...] = Field((), description="origins allowed to call the API from a browser")
    long_poll_max_s: int = Field(60, ge=0, description="the largest `wait_for_data` accepted")
    sse_keepalive_s: float = Field(15.0, gt=0, description="a comment line this often keeps proxies open")
    sse_max_s: float = Field(300.0, gt=0, description="a stream ends after this; EventSource reconnects")
    max_streams_per_client: int = Field(16, gt=0, description="open event streams and long polls per client; "
                                                               "more get 429")
    list_max: int = Field(1000, gt=0, description="the largest page of sessions")
    health_store_timeout_s: float = Field(2.0, gt=0, description="readiness fails if the store takes longer")
    console: bool = True
