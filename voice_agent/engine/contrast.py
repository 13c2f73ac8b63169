"""Contrast classes: what a caller may say that sounds like an agent's action and is not it.

A matcher scores every guideline, but has no notion of "none of these": "can you book me a bus
ticket" lies closest to "book a flight" among an airline's guidelines, and "please void the
reservation" closest to "make a reservation", because the model weighs the shared things (a
ticket, a reservation) more than the verb or the kind of ticket. So the matcher also scores
two classes the author never writes, fitted with the agent's own targets:

- **cancelling** each thing the agent acts on ("cancel my {thing}", "pull out of the {thing}",
  "void the {thing}"), its things read from its acting tools' names and the glossary terms its
  guidelines use. A request nearer to cancelling the thing than to any guideline is a
  cancellation, whatever verb the caller used;
- **elsewhere**: everyday requests to other kinds of services (a taxi, a table, phone credit,
  a coffee). An acting guideline never wins when the caller's words are nearer to one of these.
  Prototypes too near the agent's own phrasings are dropped at fit, so an agent that does sell
  bus tickets keeps its callers.

Both are prototypes written once for every agent, not the words of any test set; `explain` shows
their scores as `contrast:cancel` and `contrast:elsewhere`.
"""

from __future__ import annotations

from collections.abc import Iterable

CANCEL_ID = "contrast:cancel"
ELSEWHERE_ID = "contrast:elsewhere"

# How a caller calls something off, with the thing in its place.
CANCEL_FRAMES = (
    "cancel my {thing}", "please cancel the {thing}", "I want to cancel the {thing}", "call off the {thing}",
    "void the {thing}", "I'd like to withdraw my {thing}", "undo the {thing} you just made",
    "get rid of my {thing}", "delete the {thing}", "remove my {thing}", "take me off the {thing}",
    "I don't need the {thing} anymore", "I no longer want the {thing}", "stop the {thing}",
    "revoke my {thing}", "annul the {thing}", "drop my {thing}", "I need to pull out of the {thing}",
    "back out of the {thing}", "scrap my {thing}", "kill the {thing}", "terminate my {thing}",
    "I want out of the {thing}", "bin the {thing}", "forget the {thing}, cancel it",
    "can you cancel that {thing} for me", "I have to cancel the {thing} I made", "get me out of the {thing}",
)

# Things any agent's caller may call off, whatever the agent names them: "void the order" on a
# pharmacy line whose tools speak only of refills. Added to the agent's own things on both
# sides (cancel and do), so they weigh alike.
GENERIC_THINGS = ("order", "request", "booking", "appointment", "reservation")

# The same things asked for: a cancellation is told by being nearer to CANCEL_FRAMES than to
# these, which share its things, so that the thing named weighs on both sides alike.
DO_ID = "contrast:do"
DO_FRAMES = (
    "book my {thing}", "please get me the {thing}", "I want to get the {thing}", "set up the {thing}",
    "sort out the {thing}", "I'd like to arrange my {thing}", "make the {thing} you just offered",
    "get me a {thing}", "add the {thing}", "put me on the {thing}", "I do need the {thing} after all",
    "I want a {thing}", "go ahead with the {thing}", "I need the {thing} done", "can you do the {thing} for me",
    "I'd like the {thing} I asked about", "lock in my {thing}", "I want to go on the {thing}",
    "what's happening with my {thing}", "is the {thing} done", "how much is the {thing}", "tell me about the {thing}",
    "did the {thing} go through", "I have a question about my {thing}",
    # Again: "redo" and "repeat" lie near "undo" for the model, and ask for more, not less.
    "redo my last {thing}", "repeat the {thing} I had before", "the same {thing} again please",
)

# Requests to other kinds of services, as callers say them.
ELSEWHERE = (
    "I need a cab to the station", "send a car to pick me up", "can you get me an uber", "a lift into town",
    "two bus passes please", "a return train to the city", "a ferry crossing for my car", "hire a van for the weekend",
    "a table for four at eight", "a large pepperoni pizza delivered", "another latte please", "a cup of tea to go",
    "another round of drinks", "a takeaway curry", "a double room for two nights", "a hotel near the station",
    "more data on my mobile plan", "recharge my prepaid sim", "pay my gas bill", "send money to my sister",
    "put money on my travel card", "two seats for the film tonight", "tickets for the concert on saturday",
    "a haircut on thursday", "an mot for my car", "an appointment with the dentist", "contact lenses",
    "a new driving licence", "my library books renewed", "my car insurance renewed", "a new ink cartridge",
    "fill up the tank with diesel", "my weekly shop delivered", "a new phone contract", "a cleaner on monday",
    "a bunch of roses delivered", "post this parcel", "a massage appointment", "a gym membership",
    "my broadband fixed", "will it rain tomorrow", "who won the match last night", "tell me something funny",
    "play my favourite song", "wake me up at six", "phone my husband for me", "an appointment with my gp",
    "my dog's vaccinations at the vet", "more water in my glass", "a parking space at the office",
    "a court at the tennis club", "a plumber for a leaking tap",
    # Services next door to many agents' own: travel around a trip, drinks and food, phones, other shops.
    "can you get me a coach ticket into the city", "I want a train ticket to london", "book me a taxi from the airport",
    "a shuttle bus to the terminal", "a hotel room near the airport", "car hire when I land", "airport parking for a week",
    "a seat at the cinema tonight", "a table at the restaurant", "tickets for the match", "a ticket for the museum",
    "could I get a refill of my coffee", "can you refill my glass", "fill up my water bottle", "top up my mobile",
    "put twenty pounds on my phone", "top up my electricity meter", "refill my printer cartridge", "a refill for my pen",
    "order a gas bottle refill", "book me in with my doctor", "an eye test at the optician", "order me some new glasses",
    "renew my gym membership", "renew my magazine subscription", "a prescription for my dog from the vet",
    "order shopping from the supermarket", "a repair for my boiler", "a new bank card", "a parcel collection",
    # The same again from other shops: a repeat, a refill or a renewal is not only the agent's.
    "reorder my weekly groceries online", "repeat my usual takeaway order", "the same food shop as last time",
    "renew my bus pass", "order more pet food for the cat", "another delivery of heating oil",
    # Other clinics' appointments, and other places' lines: a check-up or a jab is not a refill, and
    # another place's desk is not the agent's people.
    "book me in with the practice nurse", "my flu jab at the surgery", "a smear test at the clinic",
    "the hospital's outpatient clinic", "my bank's fraud team", "the council's housing office",
    # Another clinic's test done again: a repeat scan or blood test is not a repeat prescription.
    "a repeat scan at the hospital", "my blood test done again at the surgery",
    # Cover bought for a journey is an insurer's, not a booking.
    "travel insurance for my holiday",
)

# Dropped at fit when this near one of the agent's own phrasings: the agent does that itself.
OWN = 0.8


def prototypes(frames: Iterable[str], things: Iterable[str]) -> tuple[str, ...]:
    return tuple(frame.format(thing=thing) for thing in sorted(set(things)) for frame in frames)
