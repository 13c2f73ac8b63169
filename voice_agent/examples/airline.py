"""The airline example agent: book a flight (a slow service), check a booking, small talk while
work runs, and a transfer to a human. Runs in strict mode (templates, no LLM) by default and in
fluid mode with an LLM: `agent.configured(composition="fluid")`.

The booking tool is the asynchronous-response example of the reference documents with `va` in
place of `p`, using `session.start_work` so the work is tracked, deduplicated and owned. It acts
on the world, so it is declared with `confirm=` (the caller hears the booking read back and says
yes first) and a `cancel=` handler (a caller who changes their mind while it runs).

Each agent made by `make_agent()` has its own booking service, so simulated rooms in one
load-test process never share one; `agent` is the one `module:attribute` loading uses
(`voice_agent.examples.airline:agent`), and scenarios that want a fresh agent per call name the
factory (`voice_agent.examples.airline:make_agent`).
"""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import voice_agent as va
from voice_agent.examples import ACTING_CHECK, AIRLINE_RESOLVER

# The carriers the line books, by their two-letter codes as callers say or spell them ("BA 117",
# "b a one one seven"). Codes that are also English words or units ("AS", "AT", "BY", "CM",
# "MS", "UK") are left out here: "at 3" must not be flight AT 3. Their carriers are still read
# by name, below; codes with a digit (easyJet's U2) only by name.
CARRIERS = ("BA", "AF", "LH", "UA", "AA", "DL", "KL", "IB", "EK", "QF",
            "EI", "FR", "DY", "SK", "AY", "TP", "VY", "UX", "TK", "SN", "LX", "EW", "LM", "VA", "EY",
            "QR", "SV", "GF", "WY", "LY", "KQ", "SG", "SQ", "CX", "MH", "TG", "VN", "KE", "OZ", "JL",
            "NH", "CZ", "JQ", "FJ", "WN", "BW", "FZ")
# What callers call them: "united seven seventy" is UA 770. A name counts only before a number,
# so "the united kingdom" is no flight; names that are also places or ordinary words ("alaska",
# "qatar", "singapore", "spirit") count only in full ("qatar airways").
CARRIER_NAMES = {
    "british airways": "BA", "british": "BA", "air france": "AF", "lufthansa": "LH", "united": "UA",
    "american": "AA", "american airlines": "AA", "delta": "DL", "klm": "KL", "k l m": "KL",
    "iberia": "IB", "emirates": "EK", "qantas": "QF",
    # Europe
    "aer lingus": "EI", "ryanair": "FR", "easyjet": "U2", "easy jet": "U2", "wizz air": "W6", "wizz": "W6",
    "jet2": "LS", "jet two": "LS", "norwegian": "DY", "sas": "SK", "scandinavian airlines": "SK",
    "finnair": "AY", "icelandair": "FI", "tap portugal": "TP", "tap air portugal": "TP", "vueling": "VY",
    "air europa": "UX", "ita airways": "AZ", "lot polish": "LO", "turkish airlines": "TK", "turkish": "TK",
    "pegasus airlines": "PC", "aegean": "A3", "austrian airlines": "OS", "brussels airlines": "SN",
    "swiss": "LX", "eurowings": "EW", "condor": "DE", "loganair": "LM", "tui": "BY", "flybe": "BE",
    "virgin atlantic": "VS", "virgin": "VS",
    # ... the Balkans', Eastern Europe's and the Caucasus's own: "the air serbia five oh two", "tarom one one four",
    # "georgian airways two oh nine" (not "lot" alone: "a lot two ..." is no flight).
    "air serbia": "JU", "tarom": "RO", "lot polish airlines": "LO", "georgian airways": "A9", "cyprus airways": "CY",
    "croatia airlines": "OU", "bulgaria air": "FB", "air montenegro": "4O", "airbaltic": "BT", "air baltic": "BT",
    "olympic air": "OA", "sky express": "GQ", "ukraine international": "PS", "air moldova": "9U",
    # ... the small lines of the islands and regions of Britain: "the aurigny six oh one", "eastern airways one two".
    "blue islands": "SI", "aurigny": "GR", "eastern airways": "T3",
    # The Middle East and Africa
    "etihad": "EY", "qatar airways": "QR", "saudia": "SV", "gulf air": "GF", "oman air": "WY", "el al": "LY",
    "egyptair": "MS", "egypt air": "MS", "royal air maroc": "AT", "ethiopian": "ET", "ethiopian airlines": "ET",
    "kenya airways": "KQ", "south african airways": "SA", "safair": "FA", "rwandair": "WB", "air peace": "P4",
    "flydubai": "FZ", "fly dubai": "FZ", "air arabia": "G9",
    # ... the Gulf's and Egypt's own: "kuwait airways five oh one", "the flynas two two one", "jazeera two one".
    "kuwait airways": "KU", "flynas": "XY", "fly nas": "XY", "jazeera airways": "J9", "salamair": "OV",
    "salam air": "OV", "nile air": "NP", "royal jordanian": "RJ", "middle east airlines": "ME",
    # ... Southern Africa's own: "the airlink two one two", "kulula three oh one", "the air zimbabwe one oh one".
    "airlink": "4Z", "air link": "4Z", "flysafair": "FA", "fly safair": "FA", "kulula": "MN", "fastjet": "FN",
    "fast jet": "FN", "air zimbabwe": "UM", "air botswana": "BP", "air namibia": "SW",
    "cemair": "5Z", "proflight": "P0", "air tanzania": "TC",
    # ... French-speaking West and Central Africa's, and those flying to the French Caribbean and Haiti: "the asky two
    # one four", "the camair co nine oh two", "corsair eight one one".
    "air senegal": "HC", "asky": "KP", "asky airlines": "KP", "camair co": "QC", "camairco": "QC", "camair": "QC",
    "air cote d'ivoire": "HF", "air cote divoire": "HF", "air burkina": "2J", "congo airways": "8Z",
    "air algerie": "AH", "tunisair": "TU", "corsair": "SS", "air caraibes": "TX", "french bee": "BF",
    "transavia": "TO",
    # ... El Al as a transcript hears it ("ell al three one five"): its two syllables each spelled either way.
    "elal": "LY", "ell al": "LY", "el all": "LY", "ell all": "LY",
    # Asia and the Pacific
    "air india": "AI", "indigo": "6E", "vistara": "UK", "spicejet": "SG", "singapore airlines": "SQ",
    "cathay pacific": "CX", "cathay": "CX", "malaysia airlines": "MH", "thai airways": "TG",
    "philippine airlines": "PR", "cebu pacific": "5J", "vietnam airlines": "VN", "korean air": "KE",
    "asiana": "OZ", "japan airlines": "JL", "jal": "JL", "all nippon": "NH", "air china": "CA",
    # ... Japan's own, and its two majors as heard or spelled: "the skymark two oh one", "a n a one two", "jay al nine".
    "a n a": "NH", "jay al": "JL", "j a l": "JL", "peach": "MM", "peach aviation": "MM",
    "skymark": "BC", "skymark airlines": "BC", "starflyer": "7G", "solaseed": "6J", "solaseed air": "6J",
    "zipair": "ZG", "jetstar japan": "GK", "spring japan": "IJ",
    "china eastern": "MU", "china southern": "CZ", "airasia": "AK", "air asia": "AK", "jetstar": "JQ",
    "virgin australia": "VA", "air new zealand": "NZ", "fiji airways": "FJ",
    # ... Australia's and New Zealand's own, and Air New Zealand as its callers say it ("the air en zed six one five",
    # "en zed two oh one", "the rex four oh nine"; "rex" alone, as "viva": before a number only).
    "air en zed": "NZ", "air n zed": "NZ", "air nz": "NZ", "air n z": "NZ", "en zed": "NZ", "n zed": "NZ",
    "rex": "ZL", "regional express": "ZL", "qantaslink": "QF", "air north": "TL",
    # ... South Asia's own: "the sri lankan airlines five oh four", "biman two oh one".
    "nepal airlines": "RA", "himalaya airlines": "H9", "buddha air": "U4", "sri lankan airlines": "UL",
    "srilankan airlines": "UL", "biman": "BG", "biman bangladesh": "BG", "us-bangla": "BS", "us bangla": "BS",
    # ... Pakistan's, by its initials or its code as heard ("the p i a seven oh one", "pee kay two one five"), before a
    # number only.
    "pia": "PK", "p i a": "PK", "pee kay": "PK", "p k": "PK",
    "pakistan international": "PK", "akasa air": "QP", "air india express": "IX", "druk air": "KB",
    # The Americas
    "air canada": "AC", "westjet": "WS", "jetblue": "B6", "jet blue": "B6", "southwest": "WN",
    # ... Canada's own: "the porter two one five", "flair three oh one", "air transat seven one two".
    "west jet": "WS", "porter": "PD", "porter airlines": "PD", "flair": "F8", "flair airlines": "F8",
    "air transat": "TS", "transat": "TS", "sunwing": "WG", "swoop": "WO", "pal airlines": "PB", "air inuit": "3H",
    "alaska airlines": "AS", "hawaiian airlines": "HA", "frontier airlines": "F9", "aeromexico": "AM",
    "avianca": "AV", "latam": "LA", "copa airlines": "CM", "caribbean airlines": "BW",
    "aerolineas argentinas": "AR", "aerolineas": "AR",
    # ... Mexico's own: "the volaris four two one", "viva aerobus one one eight" ("viva" alone: before a number only).
    "volaris": "Y4", "viva aerobus": "VB", "vivaaerobus": "VB", "viva": "VB", "aeromar": "VW", "aero mexico": "AM",
    "magnicharters": "UJ",
    # ... Brazil's and Portugal's own: "the azul four oh six", "gol two one one", "the t a p eight eight", "tap three
    # one" (each, as "viva", before a number only; not after "i / we ...": "i tap two times" is no flight).
    "azul": "AD", "gol": "G3", "tap": "TP", "t a p": "TP",
    # ... Thailand's own and its neighbours' low-cost lines: "the nok air two one six", "thai smile eight oh five",
    # "vietjet four four two" ("nok" alone, as "viva": before a number only).
    "bangkok airways": "PG", "nok air": "DD", "nok": "DD", "nokair": "DD", "thai smile": "WE",
    "thai lion air": "SL", "thai lion": "SL", "lion air": "JT", "vietjet": "VJ", "viet jet": "VJ", "vietjet air": "VJ",
    "thai airasia": "FD", "thai air asia": "FD",
    # ... and Vietnam's own beside Vietjet: "the bamboo four one six" ("bamboo" alone, as "viva": before a number only).
    "bamboo airways": "QH", "bamboo": "QH", "vietravel airlines": "VU", "pacific airlines": "BL",
    # ... the region's lines by the short names callers give them before the number: "the scoot one two", "srilankan
    # five oh one", and SriLankan's code as heard ("you el five oh four", as "jay al" above). Not "thai" alone: a
    # word of food and of people too, read as a flight before a count.
    "scoot": "TR", "srilankan": "UL", "sri lankan": "UL", "you el": "UL",
    # ... India's lines, IndiGo's by its code as callers say it, a digit and a letter ("the six e five one two", as "you
    # el" above), and the others by name before the number ("akasa" alone, as "viva": before a number only).
    "six e": "6E", "spice jet": "SG", "go first": "G8", "jet airways": "9W", "alliance air": "9I", "akasa": "QP",
    # ... Hong Kong's, Taiwan's and the mainland's own: "h k express six one two", "eva air eight oh one", "the
    # dragonair two one five", and Dragonair's code as heard ("k a", as "a n a" above).
    "hk express": "UO", "h k express": "UO", "hong kong express": "UO", "hong kong airlines": "HX", "eva air": "BR",
    "e v a": "BR", "china airlines": "CI", "starlux": "JX", "tigerair taiwan": "IT", "greater bay airlines": "HB",
    "dragonair": "KA", "cathay dragon": "KA", "k a": "KA", "hainan airlines": "HU", "xiamen airlines": "MF",
    "xiamen air": "MF", "shenzhen airlines": "ZH", "sichuan airlines": "3U", "spring airlines": "9C",
    "juneyao": "HO", "air macau": "NX", "mandarin airlines": "AE", "uni air": "B7",
}
IN_TURN_SECONDS = 60  # a safe margin under a 90-second wait for the reply


@dataclass(frozen=True)
class Confirmation:
    code: str
    service_fee_usd: str


class BookingServiceError(Exception):
    pass


class AirlineService:
    """Stands in for the airline's booking API: slow, and able to fail on request.

    `delay_s` is how long a booking takes; `fail_next` makes the next booking fail. The demo and
    the tests set these; `AIRLINE_DELAY_S` sets the delay from the environment.
    """

    def __init__(self, delay_s: float | None = None) -> None:
        self.delay_s = delay_s if delay_s is not None else float(os.environ.get("AIRLINE_DELAY_S", "6"))
        self.fail_next = False
        self.bookings: list[tuple[str, str]] = []
        self.cancelled: list[tuple[str, str]] = []
        self._confirmed: dict[str, Confirmation] = {}  # by request id
        self._in_flight: dict[str, asyncio.Event] = {}

    async def book(self, flight_number: str, passenger_name: str, request_id: str | None = None) -> Confirmation:
        """Book once per request id: a repeat of the same id gets the same booking."""
        if request_id is not None:
            found = await self.find(request_id)
            if found is not None:
                return found
            self._in_flight[request_id] = asyncio.Event()
        try:
            await asyncio.sleep(self.delay_s)
            if self.fail_next:
                self.fail_next = False
                raise BookingServiceError("the booking service timed out")
            self.bookings.append((flight_number, passenger_name))
            confirmation = Confirmation(code=secrets.token_hex(3).upper(), service_fee_usd="12.50")
            if request_id is not None:
                self._confirmed[request_id] = confirmation
            return confirmation
        finally:
            if request_id is not None:
                self._in_flight.pop(request_id).set()

    async def find(self, request_id: str) -> Confirmation | None:
        """The booking made under this request id (waiting for one in progress), or None."""
        in_flight = self._in_flight.get(request_id)
        if in_flight is not None:
            await in_flight.wait()
        return self._confirmed.get(request_id)

    async def cancel(self, flight_number: str, passenger_name: str) -> None:
        """Undo a booking if it went through; a booking still in flight was stopped with its task."""
        if (flight_number, passenger_name) in self.bookings:
            self.bookings.remove((flight_number, passenger_name))
        self.cancelled.append((flight_number, passenger_name))

    SETTINGS = frozenset({"booking_delay_s", "booking_fails"})

    def apply(self, settings: Mapping[str, object]) -> None:
        """Scenario knobs: `booking_delay_s`, `booking_fails`."""
        unknown = set(settings) - self.SETTINGS
        if unknown:
            raise va.ConfigurationError(
                f"unknown airline settings {sorted(unknown)}; valid: booking_delay_s, booking_fails")
        if "booking_delay_s" in settings:
            self.delay_s = float(settings["booking_delay_s"])  # type: ignore[arg-type]
        self.fail_next = bool(settings.get("booking_fails", False))


class Desk:
    """Where the desk puts callers who ask for a person, and how the booking fills its silences.

    `transfer_to` (a phone number or SIP URI; `AIRLINE_TRANSFER_TO`): on a phone line the caller
    is transferred there, `transfer_mode` cold or warm (`AIRLINE_TRANSFER_MODE`, default warm),
    and on a warm transfer nobody answers within `transfer_answer_timeout_s`, the session goes
    back to the agent or to the console (`transfer_on_failure`). Without a number, or without a
    phone line, the session goes to the operator console. `booking_sound` (e.g.
    `keyboard_typing`): the booking's first silence is filled with that sound instead of a line.
    """

    SETTINGS = frozenset({"transfer_to", "transfer_mode", "transfer_on_failure", "transfer_answer_timeout_s",
                          "booking_sound"})

    def __init__(self) -> None:
        self.transfer_to = os.environ.get("AIRLINE_TRANSFER_TO", "")
        self.transfer_mode = os.environ.get("AIRLINE_TRANSFER_MODE", "warm")
        self.transfer_on_failure = "agent"
        self.transfer_answer_timeout_s = 30.0
        self.booking_sound = ""

    def apply(self, settings: Mapping[str, object]) -> None:
        for key in self.SETTINGS & set(settings):
            value = settings[key]
            setattr(self, key, float(value) if key == "transfer_answer_timeout_s" else str(value))  # type: ignore[arg-type]
        try:
            self.target()
            self.progress()
        except ValueError as exc:
            raise va.ConfigurationError(f"airline settings: {exc}") from None

    def target(self) -> va.TransferTarget | None:
        if not self.transfer_to:
            return None
        return va.TransferTarget(self.transfer_to, mode=self.transfer_mode,  # type: ignore[arg-type]
                                 on_failure=self.transfer_on_failure,  # type: ignore[arg-type]
                                 answer_timeout_s=self.transfer_answer_timeout_s)

    def progress(self) -> list[Any]:
        line = {"content": "Tell the customer you're still booking the flight and it will be a moment."}
        return [va.Sound(self.booking_sound), line] if self.booking_sound else [line]


def make_agent(service: AirlineService | None = None, *, settings: Mapping[str, Any] | None = None) -> va.Agent:
    """A Sky Air agent with its own booking service (`service`, or a new one)."""
    airline = service if service is not None else AirlineService()
    desk = Desk()

    def apply(values: Mapping[str, object]) -> None:
        unknown = set(values) - AirlineService.SETTINGS - Desk.SETTINGS
        if unknown:
            raise va.ConfigurationError(
                f"unknown airline settings {sorted(unknown)}; valid: {', '.join(sorted(AirlineService.SETTINGS | Desk.SETTINGS))}")
        airline.apply({k: v for k, v in values.items() if k in AirlineService.SETTINGS})
        desk.apply({k: v for k, v in values.items() if k in Desk.SETTINGS})

    agent = va.Agent(
        "Sky Air",
        "The booking assistant of Sky Air. It books flights, checks bookings and hands callers to a "
        "person when asked.",
        id="airline",
        setup=_setup_with(airline, desk),
        on_settings=apply,
        acting_check=ACTING_CHECK,
        resolver=AIRLINE_RESOLVER,
    )
    if settings:  # a scenario's settings: the service and the desk take their own keys, the engine the rest
        apply({k: v for k, v in settings.items() if k in AirlineService.SETTINGS | Desk.SETTINGS})
    return agent


def _setup_with(airline: AirlineService, desk: Desk) -> Callable[[va.Agent], Awaitable[None]]:
    async def setup(agent: va.Agent) -> None:
        await _guidance(agent, *_tools(airline, desk))

    return setup


def _tools(airline: AirlineService, desk: Desk) -> tuple[va.Tool, va.Tool, va.Tool, va.Tool]:
    """The agent's tools, bound to its own booking service and desk."""

    async def cancel_booking(work: va.WorkEntry) -> va.ToolResult:
        """The caller called the booking off: undo it at the airline if it went through."""
        flight, name = str(work.arguments["flight_number"]), str(work.arguments["passenger_name"])
        await airline.cancel(flight, name)
        return va.ToolResult(data={"flight_number": flight, "status": "cancelled"},
                             rules=[{"content": f"Tell the customer the booking on flight {flight} is cancelled."}])

    @va.tool(
        extract={
            "flight_number": va.extract.flight_number(CARRIERS, names=CARRIER_NAMES),
            "passenger_name": va.extract.person_name(),
        },
        ask={
            "flight_number": "Which flight would you like to book?",
            "passenger_name": "And what name should the booking be under?",
        },
        confirm="Booking flight {flight_number} for {passenger_name}. Shall I go ahead?",
        confirm_ai_callers=False,  # an AI caller's request is explicit: it is booked in its turn
        cancel=cancel_booking,
    )
    async def book_flight(flight_number: str, passenger_name: str) -> va.ToolResult:
        """Book a seat on a flight for a passenger."""
        if va.Customer.current.is_represented_by_an_agent:
            try:
                confirmation = await asyncio.wait_for(
                    airline.book(flight_number, passenger_name), timeout=IN_TURN_SECONDS
                )
            except Exception as error:
                va.Server.current.logger.warning(f"In-turn booking failed: {type(error).__name__}")
                return va.ToolResult(
                    data={"status": "confirmation unavailable", "flight_number": flight_number},
                    rules=[{"content": (
                        "Tell the customer you couldn't confirm the booking. Ask them to check "
                        "with the airline before trying again, because its status is unknown."
                    )}],
                )
            return va.ToolResult(
                data={"status": "confirmed", "code": confirmation.code},
                rules=[{"content": (
                    f"Tell the customer their booking on flight {flight_number} is confirmed, "
                    f"with confirmation number {confirmation.code}."
                )}],
                costs={"Flight booking": Decimal(confirmation.service_fee_usd)},
            )

        agent, session = va.Agent.current, va.Session.current
        logger = va.Server.current.logger

        async def complete_booking() -> None:
            try:
                # The work's id is the booking's request id: a reconciler can look it up (below).
                confirmation = await airline.book(flight_number, passenger_name, request_id=va.current_work_id())
            except Exception as error:
                logger.warning(f"Booking confirmation failed: {type(error).__name__}")
                completed = va.ToolResult(data={"status": "confirmation unavailable"})
                instruction = (
                    "Tell the customer you couldn't confirm the booking. "
                    "Ask them to check with the airline before trying again, "
                    "because the booking's status is unknown."
                )
            else:
                instruction = (
                    f"Tell the customer their booking on flight {flight_number} is confirmed, "
                    f"with confirmation number {confirmation.code}."
                )
                completed = va.ToolResult(
                    data={"status": "confirmed", "code": confirmation.code},
                    rules=[{"content": instruction}],  # stored with the result: a recovery says it
                    costs={"Flight booking": Decimal(confirmation.service_fee_usd)},
                )

            # Completing the booking and delivering its update can fail separately.
            try:
                await session.emit_tool_result(
                    book_flight,
                    completed,
                    arguments={"flight_number": flight_number, "passenger_name": passenger_name},
                )
                await agent.utter(session=session, rules=[{"content": instruction}])
            except Exception as error:
                logger.error(f"Booking update failed for session {session.id}: {type(error).__name__}")
                try:
                    # No second model call, and no second booking request.
                    await session.emit_message(
                        "I couldn't send your booking update. Please check with the "
                        "airline before booking again; the booking may have gone through."
                    )
                except Exception as fallback_error:
                    logger.error(
                        f"Booking fallback failed for session {session.id}: "
                        f"{type(fallback_error).__name__}"
                    )
                    # The ledger records the undelivered update for recovery by an operator.

        session.start_work(complete_booking(), progress=desk.progress())
        return va.ToolResult(
            data={"status": "booking in progress", "flight": flight_number},  # what the model reads now
            rules=[  # shapes this turn's reply
                {"content": "Tell the customer you're booking the flight now and will confirm in a moment."},
            ],
        )

    @book_flight.reconciler
    async def finish_booking(work: va.WorkEntry) -> va.ToolResult | None:
        """A booking whose process stopped before it finished: look it up by its request id (the
        work's id); if the service never got it, make it now under that id, which the service
        books at most once. None (status unknown) only if the service cannot say."""
        flight_number, passenger_name = work.arguments["flight_number"], work.arguments["passenger_name"]
        try:
            confirmation = await airline.find(work.id) or await airline.book(
                flight_number, passenger_name, request_id=work.id)
        except BookingServiceError:
            return None
        return va.ToolResult(
            data={"status": "confirmed", "code": confirmation.code},
            rules=[{"content": (f"Tell the customer their booking on flight {flight_number} is confirmed, "
                                f"with confirmation number {confirmation.code}.")}],
            costs={"Flight booking": Decimal(confirmation.service_fee_usd)},
        )

    @va.tool
    async def check_booking_status() -> va.ToolResult:
        """Tell the customer how their booking is going."""
        session = va.Session.current
        bookings = [w for w in await session.work() if w.tool == "book_flight"]
        if not bookings:
            return va.ToolResult(data={"status": "none"},
                                 rules=[{"content": "Tell the customer you don't see a booking yet and offer to book one."}])
        latest = bookings[-1]
        flight = latest.arguments.get("flight_number")
        if latest.state is va.WorkState.STARTED:
            return va.ToolResult(data={"status": "in progress", "flight_number": flight},
                                 rules=[{"content": "Tell the customer the booking is still in progress."}])
        result = dict(latest.result or {})
        if result.get("status") == "confirmed":
            return va.ToolResult(data={"status": "confirmed", "flight_number": flight, "code": result.get("code")},
                                 rules=[{"content": "Tell the customer the booking is confirmed and repeat the confirmation number."}])
        return va.ToolResult(data={"status": "unknown", "flight_number": flight},
                             rules=[{"content": "Tell the customer you couldn't confirm the booking and its status is unknown."}])


    @va.tool(extract={"reason": lambda text: text.strip()[:200] or None}, handoff=True)
    async def transfer_to_human(reason: str) -> va.ToolResult:
        """Hand the conversation to a human agent."""
        await va.Session.current.metadata.set("handoff_reason", reason)  # why, for the operator
        target = desk.target()
        if target is None:
            # The console queue's marker (a transfer that ends at the console gets it too).
            await va.Session.current.labels.add("needs-human")
        return va.ToolResult(
            data=(  # what the agent reads, so it knows what to say
                "Transfer requested. Let the customer know a human agent "
                "will pick the conversation up shortly."
            ),
            # After this reply: on a phone line, the transfer; otherwise the agent goes quiet and
            # an operator picks the session up at the console.
            control={"transfer": target} if target is not None else {"mode": "manual"},
        )

    @va.tool(ends_call=True)
    async def end_call() -> va.ToolResult:
        """Say goodbye and end the call."""
        return va.ToolResult(rules=[{"content": "Thank the customer for calling and say goodbye."}],
                             control={"end_call": True})  # once the goodbye has been heard

    return book_flight, check_booking_status, transfer_to_human, end_call


async def _guidance(agent: va.Agent, book_flight: va.Tool, check_booking_status: va.Tool,
                    transfer_to_human: va.Tool, end_call: va.Tool) -> None:
    # Examples are what callers say, with a flight number and a name where callers give them;
    # the matcher masks those values, so the examples teach the request, not the numbers.
    await agent.create_guideline(
        condition="the customer wants to book a flight",
        action="book the flight with book_flight",
        tools=[book_flight],
        examples=[
            "I'd like to book flight LH 2 for Emma Stone", "I want a flight booked",
            "can you book me on a flight", "I want to book flight DL 50",
            "reserve a seat on flight LH 400", "get me a ticket on BA one one seven",
            "I'd like to make a booking", "could you make a reservation for me",
            "I need a seat on the morning flight", "put me on flight UA 90 please",
            "I want to fly with you, can I book", "buy a ticket for my trip",
            "I need a flight to Madrid, can you arrange it", "sign me up for the Tuesday flight",
            # Other words callers use: a place or a spot, a fare, adding someone, another traveller.
            "save me a place on the evening flight", "add my colleague to flight KL 12",
            "my husband needs a flight too", "a fare on the early flight please",
            "can I get on the next flight", "seats for me and my wife on IB 31",
            # Said the long way round, with a destination, a traveller or a day: the request is in there.
            "I'm travelling next week and need a seat on the Monday flight",
            "grab me a seat on LH 400", "please secure a seat for me on KL 601",
            "we need three seats on the Friday flight", "get my son on that flight",
            "I need to fly on Thursday, can you get me on a flight", "a one-way ticket on the noon flight please",
            "hold a place for me on the morning flight", "I'd like to purchase a ticket on DL 50",
            "could you ticket my wife on the same flight", "I want to fly out on the first flight tomorrow",
            "sort me out a seat on the evening flight", "book it under my name, flight BA 117",
        ],
    )
    await agent.create_guideline(
        condition="the customer asks about the status of their booking",
        action="check the booking with check_booking_status",
        tools=[check_booking_status],
        examples=["what's the status of the booking", "is my booking confirmed",
                  "did the booking go through", "is it booked yet", "booking status",
                  "has my reservation been made", "can you check on my booking", "did it go through",
                  "were you able to make the reservation",
                  # Confirmed, secured, finished: the words of a booking that is done.
                  "has my seat been confirmed", "is my reservation secured", "has the booking been finalised",
                  "calling back about my booking",
                  # Asked as callers ask: did it work, where is it, any news.
                  "did my booking work out", "has my booking been sorted", "any news on the booking you were making",
                  "did you manage to get me on it", "where are we with my reservation",
                  "is everything done with my ticket", "just checking my seat went through",
                  "has my booking been confirmed yet"],
    )
    await agent.create_policy(
        title="Transfer to a person",
        content="When the customer asks to speak with a person, transfer them with `transfer_to_human`",
        tools=[transfer_to_human],
        examples=["could I talk to a human", "I want to speak to a person", "get me a real agent",
                  "let me talk to someone", "operator", "human agent please", "speak to a representative",
                  "connect me to a member of staff", "I'd rather deal with a real person",
                  "I need customer service", "can you put me on with a supervisor", "transfer me to someone",
                  "I want to speak to a live person",
                  "I'd rather sort this out with someone at the airline", "is there a manager I could speak with",
                  "I don't want a machine, give me a human", "can someone from your team deal with this instead",
                  "I'd like a person to handle this directly",
                  # Asking higher up, or by complaint: a manager, a senior colleague.
                  "I want this escalated to your manager", "I'd like to make a complaint to someone senior",
                  "pass me on to a colleague who can actually help", "get a team member on the line for me"],
    )
    await agent.create_policy(
        title="End the call",
        content="When the customer says goodbye and needs nothing else, say goodbye and end the call with `end_call`",
        tools=[end_call],
        examples=["bye", "goodbye", "okay bye bye", "that's all I needed, goodbye", "I'm all set, bye now",
                  "nothing else, you can hang up", "have a nice day, goodbye", "talk to you later, bye"],
    )
    await agent.create_guideline(
        condition="the customer asks about baggage allowance",
        action="explain the baggage allowance: one carry-on up to 8 kg and one checked bag up to 23 kg",
        examples=["how much baggage is allowed", "what's the luggage allowance", "can I bring a suitcase",
                  "how many bags can I check in", "carry-on size", "what's the weight limit for bags",
                  "what am I allowed to take on the plane", "how many kilograms is the checked bag allowance",
                  "what does an extra bag cost", "is hold luggage included in the fare",
                  "can I take a second bag", "how heavy can my case be", "is there a charge for another suitcase",
                  "what size can my hand luggage be", "am I allowed a bag in the hold",
                  # What may be packed, and the limits said as numbers.
                  "which items can I pack in my cabin bag", "is there a maximum weight for hand luggage",
                  "are there fees for extra suitcases", "what am I not allowed to pack"],
    )
    await agent.create_term(name="booking", description="a reserved seat on a flight",
                            synonyms=["reservation", "ticket", "fare"])
    await agent.create_term(name="seat", description="a place on a flight",
                            synonyms=["spot", "place on"])
    await agent.create_term(name="baggage", description="bags the passenger brings",
                            synonyms=["luggage", "suitcase", "suitcases", "bags", "carry-on", "carry on"])
    await agent.create_term(name="human", description="a human support agent",
                            synonyms=["person", "someone", "real agent", "representative", "operator",
                                      "live agent", "manager", "supervisor", "staff member", "colleague",
                                      "somebody", "real person", "human being"])

    lines = [
        ("I'm booking flight {flight_number} for {passenger_name} now. I'll confirm in a moment.",
         ["booking the flight now and will confirm in a moment"]),
        ("Your booking on flight {flight_number} is confirmed. Your confirmation number is {code}.",
         ["booking is confirmed with confirmation number", "repeat the confirmation number"]),
        ("I couldn't confirm your booking on flight {flight_number}. Please check with the airline "
         "before trying again, because its status is unknown.",
         ["couldn't confirm the booking, check with the airline, status is unknown"]),
        ("I'm still booking flight {flight_number}. It should be just a moment.",
         ["still booking the flight, it will be a moment", "the booking is still in progress"]),
        ("I don't see a booking yet. Would you like me to book a flight?",
         ["you don't see a booking yet and offer to book one"]),
        ("I'm transferring you to a human agent. Someone will pick up the conversation shortly.",
         ["transfer requested, a human agent will pick the conversation up shortly"]),
        ("You can bring one carry-on bag up to 8 kilos and one checked bag up to 23 kilos.",
         ["explain the baggage allowance"]),
        ("Hello, you've reached Sky Air. How can I help you today?",
         ["greet the customer and ask how you can help"]),
        ("Thank you for calling Sky Air. Goodbye!", ["thank the customer for calling and say goodbye"]),
        ("Okay, the booking on flight {flight_number} is cancelled.",
         ["the booking on the flight is cancelled"]),
        ("I'm sorry, I couldn't finish booking flight {flight_number}, and its status is unknown. "
         "Please check with the airline before trying again.",
         ["the request could not be completed and its status is unknown"]),
    ]
    for template, signals in lines:
        await agent.create_canned_response(template, signals=signals)


agent = make_agent()
