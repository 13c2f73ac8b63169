"""The airline example agent over the fleet test's airline HTTP service (`AIRLINE_URL`), for
every process of the fleet: workers and `voice-agent serve --agent tests.support.fleet_agent:agent`
alike, so whichever process recovers a booking asks the one airline that took it."""

from __future__ import annotations

import os

from tests.support.call_process import HttpAirline
from voice_agent.examples import airline as airline_example

agent = airline_example.make_agent(HttpAirline(os.environ["AIRLINE_URL"]))
