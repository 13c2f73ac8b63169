"""A LiveKit server API on loopback, for tests: the Twirp protocol `livekit-api` speaks.

No LiveKit server can run here, so calls the worker makes to LiveKit's server API (dial a phone,
transfer a SIP call, remove a participant, dispatch an agent) go through the real `livekit-api`
client to this server. It checks the bearer token the way LiveKit does (HS256, issuer = API key,
the grants each method needs), decodes protobuf or JSON bodies, records every request, and
answers like LiveKit, including its errors: a busy number (SIP 486), no answer (480), a ringing
timeout (408), a transfer the far end refused. A test scripts the outcome per method.

    async with LiveKitServerAPI() as lk:
        api = livekit.api.LiveKitAPI(lk.url, lk.api_key, lk.api_secret)
        lk.script("CreateSIPParticipant", busy())
        ...
        assert lk.requests("CreateSIPParticipant")[0].body["sip_call_to"] == "+15550100"
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from google.protobuf import json_format
from google.protobuf.message import DecodeError, Message
from livekit import api
from livekit.protocol import sip

# (service, method) -> (request class, response class, the grant LiveKit requires)
METHODS: dict[tuple[str, str], tuple[type[Message], type[Message], str]] = {
    ("SIP", "CreateSIPParticipant"): (api.CreateSIPParticipantRequest, api.SIPParticipantInfo, "sip.call"),
    ("SIP", "TransferSIPParticipant"): (api.TransferSIPParticipantRequest, api.TransferSIPParticipantResponse,
                                        "sip.call"),
    ("RoomService", "CreateRoom"): (api.CreateRoomRequest, api.Room, "video.roomCreate"),
    ("RoomService", "DeleteRoom"): (api.DeleteRoomRequest, api.DeleteRoomResponse, "video.roomCreate"),
    ("RoomService", "ListParticipants"): (api.ListParticipantsRequest, api.ListParticipantsResponse,
                                          "video.roomAdmin"),
    ("RoomService", "RemoveParticipant"): (api.RoomParticipantIdentity, api.RemoveParticipantResponse,
                                           "video.roomAdmin"),
    ("RoomService", "MoveParticipant"): (api.MoveParticipantRequest, api.MoveParticipantResponse,
                                         "video.roomAdmin"),
    ("AgentDispatchService", "CreateDispatch"): (api.CreateAgentDispatchRequest, api.AgentDispatch,
                                                 "video.roomAdmin"),
}


class TwirpFailure(Exception):
    """An error answer: Twirp's JSON error body with LiveKit's SIP metadata."""

    def __init__(self, code: str, msg: str, status: int, meta: dict[str, str] | None = None) -> None:
        super().__init__(msg)
        self.code, self.msg, self.status, self.meta = code, msg, status, meta or {}


def busy() -> TwirpFailure:
    return TwirpFailure("unavailable", "twirp error unknown: sip status: 486: Busy Here", 503,
                        {"sip_status_code": "486", "sip_status": "Busy Here"})


def no_answer() -> TwirpFailure:
    return TwirpFailure("deadline_exceeded", "twirp error unknown: sip status: 480: Temporarily Unavailable",
                        504, {"sip_status_code": "480", "sip_status": "Temporarily Unavailable"})


def ringing_timeout() -> TwirpFailure:
    return TwirpFailure("deadline_exceeded", "twirp error unknown: sip status: 408: Request Timeout", 504,
                        {"sip_status_code": "408", "sip_status": "Request Timeout"})


def transfer_refused(_request: Message) -> Message:
    """The far end declined the REFER: LiveKit answers 200 with a failed transfer status."""
    return api.TransferSIPParticipantResponse(transfer_id="ST_transfer", status=sip.STS_TRANSFER_FAILED,
                                              reason=sip.STR_REJECTED,
                                              sip_status=sip.SIPStatus(code=603, status="Decline"))


@dataclass(frozen=True)
class Recorded:
    service: str
    method: str
    body: dict[str, Any]  # the request as JSON field names
    grants: dict[str, Any]
    at: float  # loop time


Handler = Callable[[Message], "Message | TwirpFailure | None"]


@dataclass
class Script:
    """What one method answers: a fixed failure, a handler, and a delay before answering
    (a phone rings before it is answered)."""

    outcome: TwirpFailure | Handler | None = None
    delay_s: float = 0.0
    times: int | None = None  # how many requests it applies to (None: all)


@dataclass
class _State:
    recorded: list[Recorded] = field(default_factory=list)
    scripts: dict[str, list[Script]] = field(default_factory=dict)


class LiveKitServerAPI:
    def __init__(self, *, api_key: str = "devkey", api_secret: str = "a-test-secret-of-at-least-32-chars!") -> None:
        self.api_key, self.api_secret = api_key, api_secret
        self._state = _State()
        self._runner: web.AppRunner | None = None
        self.port = 0
        self._changed = asyncio.Event()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def script(self, method: str, outcome: TwirpFailure | Handler | None = None, *, delay_s: float = 0.0,
               times: int | None = None) -> None:
        self._state.scripts.setdefault(method, []).append(Script(outcome, delay_s, times))

    def requests(self, method: str | None = None) -> list[Recorded]:
        return [r for r in self._state.recorded if method is None or r.method == method]

    async def wait_for(self, method: str, count: int = 1, timeout: float = 10.0) -> list[Recorded]:
        async with asyncio.timeout(timeout):
            while len(self.requests(method)) < count:
                self._changed.clear()
                await self._changed.wait()
        return self.requests(method)

    async def __aenter__(self) -> LiveKitServerAPI:
        app = web.Application()
        app.router.add_post("/twirp/livekit.{service}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _handle(self, request: web.Request) -> web.Response:
        service, method = request.match_info["service"], request.match_info["method"]
        known = METHODS.get((service, method))
        if known is None:
            return _error(TwirpFailure("bad_route", f"no handler for {service}/{method}", 404))
        request_cls, response_cls, grant = known
        try:
            claims = self._verify(request.headers.get("Authorization", ""), grant)
        except TwirpFailure as failure:
            return _error(failure)
        raw = await request.read()
        try:
            if request.content_type == "application/json":
                message = json_format.Parse(raw.decode() or "{}", request_cls())
            else:
                message = request_cls.FromString(raw)
        except (DecodeError, json_format.ParseError, UnicodeDecodeError) as exc:
            return _error(TwirpFailure("malformed", f"cannot decode {request_cls.__name__}: {exc}", 400))
        self._state.recorded.append(Recorded(
            service, method, json_format.MessageToDict(message, preserving_proto_field_name=True),
            claims, asyncio.get_running_loop().time()))
        self._changed.set()
        script = self._next_script(method)
        if script is not None and script.delay_s:
            await asyncio.sleep(script.delay_s)
        outcome: Message | TwirpFailure | None = None
        if script is not None and script.outcome is not None:
            outcome = script.outcome if isinstance(script.outcome, TwirpFailure) else script.outcome(message)
        if isinstance(outcome, TwirpFailure):
            return _error(outcome)
        response = outcome if outcome is not None else _default_response(method, message, response_cls)
        if request.content_type == "application/json":
            return web.Response(body=json_format.MessageToJson(response).encode(), content_type="application/json")
        return web.Response(body=response.SerializeToString(), content_type="application/protobuf")

    def _next_script(self, method: str) -> Script | None:
        scripts = self._state.scripts.get(method, [])
        while scripts:
            script = scripts[0]
            if script.times is None:
                return script
            if script.times > 0:
                script.times -= 1
                if script.times == 0:
                    scripts.pop(0)
                return script
            scripts.pop(0)
        return None

    def _verify(self, header: str, grant: str) -> dict[str, Any]:
        if not header.startswith("Bearer "):
            raise TwirpFailure("unauthenticated", "no bearer token", 401)
        try:
            claims = api.TokenVerifier(self.api_key, self.api_secret).verify(header[7:])
        except Exception as exc:
            raise TwirpFailure("unauthenticated", f"invalid token: {type(exc).__name__}", 401) from exc
        section, name = grant.split(".")
        grants = {"video": _as_dict(claims.video), "sip": _as_dict(claims.sip)}
        if not grants[section].get(name) and not (section == "video" and grants["video"].get("roomAdmin")
                                                  and name == "roomCreate"):
            raise TwirpFailure("permission_denied", f"the token lacks the {grant} grant", 403)
        return grants


def _as_dict(grants: Any) -> dict[str, Any]:
    if grants is None:
        return {}
    out: dict[str, Any] = {}
    for key, value in vars(grants).items():
        camel = key.split("_")[0] + "".join(p.title() for p in key.split("_")[1:])
        out[camel] = value
    return out


def _default_response(method: str, message: Message, response_cls: type[Message]) -> Message:
    """What LiveKit answers when nothing is scripted: the call connects, the transfer completes."""
    if method == "CreateSIPParticipant":
        req: Any = message
        return api.SIPParticipantInfo(participant_id=f"PA_{req.participant_identity or 'sip'}",
                                      participant_identity=req.participant_identity or "sip-callee",
                                      room_name=req.room_name, sip_call_id="SCL_test")
    if method == "CreateDispatch":
        req = message
        return api.AgentDispatch(id="AD_test", agent_name=req.agent_name, room=req.room, metadata=req.metadata)
    if method == "TransferSIPParticipant":
        return api.TransferSIPParticipantResponse(transfer_id="ST_transfer", status=sip.STS_TRANSFER_SUCCESSFUL,
                                                  reason=sip.STR_COMPLETED)
    if method == "CreateRoom":
        return api.Room(name=getattr(message, "name", ""), sid="RM_test")
    return response_cls()


def _error(failure: TwirpFailure) -> web.Response:
    body: dict[str, Any] = {"code": failure.code, "msg": failure.msg}
    if failure.meta:
        body["meta"] = failure.meta
    return web.json_response(body, status=failure.status)
