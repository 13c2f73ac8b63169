"""The caller's words in the standard form the rules and the matcher know, one word for one (so
token positions stay those of the caller's words): the regional negatives of Scotland and the
North of England ("dinnae", "cannae", "divvent"), the first person said "ah" ("ah'm"), "no" or
"nae" for "not" before a verb in -ing ("ah'm no wantin a flight"), and a person named by what
makes them one rather than a noun of people ("a live body", "a real one", "a proper wan"), "your
lot" and "you lot" for the agent's people, "no" as other tongues say it ("nej", "nein"), and the
bare verb of a speaker of English as a second language: told before "already" it is the past ("i pay
already" is "i paid"), said of a thing after "is" it is done ("it is confirm or not" is "confirmed").

Read by `text.words`, so every rule, extractor and the matcher see the same words. Only words
that mean nothing else in a call are listed: "ye", "ya", "o'" and "me" are left as they are
("ya" is also "yes", "o" a zero in a code read out).
"""

from __future__ import annotations

from collections.abc import Sequence

from .ashore import ashore
from .aussie import aussie
from .baby_kit import baby_kit
from .by_closing import by_closing
from .came_good import came_good
from .cant_without import cant_without
from .cantonese import WORDS as CANTONESE
from .cantonese import phrases as chinese
from .cantonese import want_to_left
from .caught_open import caught_open
from .creole import WORDS, caribbean, negatives
from .crew_talk import crew_talk
from .cursing import uncursed
from .declared import declared
from .did_work import did_work
from .disliked import disliked
from .dropped_be import be_dropped
from .dropped_it import it_dropped
from .false_friends import false_friends
from .feasts import feast_day
from .for_sure import for_sure, still_on
from .forces import forces
from .formal import formal
from .fronted import fronted
from .gulf import ADDRESS as GULF_ADDRESS
from .gulf import fixed
from .hand_carry import hand_carried
from .happening import happening
from .hindustani import WORDS as HINDUSTANI
from .hindustani import phrases as hindustani
from .homely import homely
from .in_person import came_in_person
from .irish import irish
from .japan_korea import WORDS as JAPAN_KOREA
from .japan_korea import japan_korea
from .kept_hours import kept_hours
from .kitchen import kitchen
from .knows_medicine import knowing
from .ladies import ladies
from .levant import WORDS as LEVANT
from .made_up import made_up
from .malay import WORDS as MALAY
from .man_or_woman import either_one
from .named_last import named_last
from .no_cap import no_cap
from .north_talk import north_talk
from .not_cared import not_cared
from .on_system import gone_onto, on_records
from .pidgin import WORDS as PIDGIN
from .position import position_asked
from .quebec import ready_said
from .read_out import DIGIT_WORDS
from .reckon import reckon_asked
from .said_twice import said_twice
from .scots import WORDS as SCOTS
from .scots import scots
from .settled_first import settled_first
from .shutters import raised_or_lowered, shutters_up
from .site_talk import site_talk
from .sitting import sitting
from .somali import WORDS as SOMALI
from .somali import opened_no
from .southern import WORDS as SOUTHERN
from .southern import opened_no as opened_nee
from .spanish import spanish
from .speaker_talk import speaker_talk
from .steppe import WORDS as STEPPE
from .stopped_making import stopped_making
from .struck import struck
from .swahili import WORDS as SWAHILI
from .tagalog import tagalog
from .there_ready import there_ready
from .there_till import open_till
from .thinking_of import thinking_of
from .vietnamese import WORDS as VIETNAMESE
from .vietnamese import phrases as vietnamese
from .west_country import west_country
from .whatever_going import whatever_going
from .where_at import where_at
from .whoever_on import whoever_on
from .yiddish import yiddish
from .you_about import you_about

_STANDARD = {
    # "dinnae bother", "divvent book owt", "ah cannae go", "it didnae come through".
    "dinnae": "don't", "dinna": "don't", "divvent": "don't", "divvint": "don't", "divn't": "don't",
    "didnae": "didn't", "didna": "didn't", "cannae": "can't", "canna": "can't", "cannae'": "can't",
    "willnae": "won't", "winnae": "won't", "wouldnae": "wouldn't", "couldnae": "couldn't",
    "shouldnae": "shouldn't", "isnae": "isn't", "wasnae": "wasn't", "doesnae": "doesn't",
    "hasnae": "hasn't", "havnae": "haven't", "havenae": "haven't", "arenae": "aren't",
    "nae": "no",
    # "no" as callers whose first language is another say it: "nej, nothing for me", "nein danke".
    "nej": "no", "nein": "no", "njet": "no", "nie": "no",
    # ... and as a Greek caller says it, said over: "ochi, ochi, nothing for me".
    "ochi": "no", "ohi": "no",
    # The pharmacist, the pharmacy and "please" in a Greek or Italian caller's word: "the farmakopoios, parakalo".
    "farmakopoios": "pharmacist", "farmacista": "pharmacist", "farmakeio": "pharmacy", "farmacia": "pharmacy",
    "parakalo": "please", "operatore": "operator",
    # ... and their luggage: "my valigia", "a bagaglio", the Greek "valitsa".
    "valigia": "suitcase", "valigie": "suitcases", "valitsa": "suitcase", "bagaglio": "luggage", "bagagli": "luggage",
    # ... and in a Spanish-speaking caller's word (its accents dropped by `text.words`): "put the farmaceutico on",
    # "operador, operador", "how heavy can one maleta be".
    "farmaceutico": "pharmacist", "farmaceutica": "pharmacist", "operadora": "operator", "operador": "operator",
    "maleta": "suitcase", "maletas": "suitcases",
    # ... and in a French-speaking caller's word: "the pharmacienne please", "my ordonnance ran out", "two valises".
    "pharmacien": "pharmacist", "pharmacienne": "pharmacist", "ordonnance": "prescription",
    "ordonnances": "prescriptions", "valise": "suitcase", "valises": "suitcases",
    # The pharmacy and its pharmacist as German, Dutch and Scandinavian callers name them: "the farmaceut, please",
    # "is the apotheke open", "the apotheker personally".
    "apotheke": "pharmacy", "apotheek": "pharmacy", "apotek": "pharmacy", "apoteket": "pharmacy",
    "apotheker": "pharmacist", "farmaceut": "pharmacist", "farmaceuten": "pharmacist", "apotekare": "pharmacist",
    # "ah'm", "ah've", "ah'll", "ah'd": "ah" alone stays a filler.
    "ah'm": "i'm", "ahm": "i'm", "ah've": "i've", "ah'll": "i'll", "ah'd": "i'd",
    # "wi' the chemist": the tokeniser leaves "wi".
    "wi": "with",
    # You in the plural: "one of yiz", "do y'all have" ("ye" is left: "bout ye" greets).
    "yous": "you", "youse": "you", "yiz": "you", "yez": "you", "yinz": "you", "y'all": "you",
    "allyuh": "you",
    # The North's and Scotland's common words: "did it gan through", "book owt", "aboot the bairn".
    # Not "alreet": as "alright" it opens a turn as an acknowledgement, no greeting of its own.
    "gan": "go", "gannin": "going", "ganning": "going", "owt": "anything",
    "nowt": "nothing", "summat": "something", "noo": "now", "doon": "down", "aboot": "about", "oot": "out",
    # "rep please", "a sales rep": the clipped word for one of the agent's people, in full.
    "rep": "representative", "reps": "representatives", "pax": "passenger",  # "two pax": the airlines' passengers
    # "a live staffer": the United States' word for a member of staff, one of the agent's people, the same.
    "staffer": "representative", "staffers": "representatives",
    # "refill pls", "a human plz": the texted please, in full (clipped, it reads as a thing the word before qualifies).
    "pls": "please", "plz": "please", "plse": "please",
    # Text-speak said aloud by young callers: "did it go thru", "cant make it tho", "cuz i'm away" ("u" below).
    "thru": "through", "tho": "though", "cuz": "because", "coz": "because", "tryna": "trying",
    # Australia's and New Zealand's clipped afternoon: "since this arvo", "ready by the arvo".
    "arvo": "afternoon", "arvos": "afternoons",
    **WORDS,  # "nuttin fi refill", "wetin be", "abeg": West Africa's and the Caribbean's (creole.py)
    **SWAHILI,  # "tafadhali", "hapana", "mtu": East Africa's (swahili.py)
    **HINDUSTANI,  # "nahin", "jaldi", "insaan": South Asia's Hindi and Urdu (hindustani.py)
    **SOUTHERN,  # "ndapota", "nnyaa", "yebo": Southern Africa's (southern.py)
    **STEPPE,  # "pozhaluysta", "ugui", "bayarlalaa": Central Asia's and Mongolia's (steppe.py)
    **PIDGIN,  # "nogat", "kenselim", "mi no laik": Melanesia's (pidgin.py)
    **LEVANT,  # "the rokeach", "bevakasha", "beseder": Israel's Hebrew and Arabic (levant.py)
    **SOMALI,  # "hooyo", "abti", "walaal": the Horn of Africa's Somali (somali.py)
    **SCOTS,  # "aff", "fae", "whit", "kens": Scotland's everyday words (scots.py)
    **MALAY,  # "tidak", "batal", "tolong": Indonesia's and Malaysia's (malay.py)
    **CANTONESE,  # "aiya": Hong Kong's, Taiwan's and the mainland's (cantonese.py)
    **JAPAN_KOREA,  # "iie", "aniyo", "yakuzaishi": Japan's and Korea's (japan_korea.py)
    **VIETNAMESE,  # "khong": Vietnam's no (vietnamese.py)
}
# "ah'm no wantin", "we're no needing": "no" for "not" after a subject and a form of "be".
_BE = frozenset("i'm im am we're you're he's she's they're it's is are".split())
# What makes someone a person, and a word for someone that is not one of the people: "a live body on the line", "a real
# one", "some proper wan". "one proper banda": Urdu's and Hindi's word for a fellow, counted as one, the same (not "one
# live one": no person named after "one", nor "the real banda").
_REAL = frozenset("real live living proper actual breathing".split())
_SOMEBODY = frozenset(
    "body one wan un bloke fella feller fellow guy lady chap geezer soul individual being banda".split())
_DETERMINERS = frozenset("a an some".split())
# A word of respect or of asking closing a turn: "please", "sir", "madam", "ji" (Urdu's and Hindi's).
_RESPECTED = frozenset("please ji sir madam".split()) | GULF_ADDRESS  # "habibi" (gulf.py)
_FROM_TILL = (["to"], ["till"], ["until"], ["from"], ["by"])  # before "which time": from or till when
# "we're there on the lima flight or not", "his name is there on the booking?": someone said to be "there" on a flight,
# a booking or a list is on it, booked, as South Asian English says it (not "is the pharmacist there on the phone"; the
# question's order, "am i there on ...", is not read).
_BE_THERE = frozenset("am is are i'm we're he's she's they're".split())
_HELD_ON = frozenset("flight flights plane booking bookings list manifest ticket reservation".split())
# "two berths on the tuesday flight", "a bunk aboard the plane": a sailor's or a soldier's place to sleep, on a flight
# or a booking, is a seat (not "my bunk on the boat", "a berth in the marina": no flight).
_BERTHS = frozenset("bunk bunks berth berths billet billets".split())
_ABOARD = frozenset("on aboard onboard".split())
# "somebody living, please", "anyone real", "someone proper": a word of being alive (or "proper") after someone is a
# real person (not "someone living in spain", "anyone alive there": where they live or are).
_ANYONE = frozenset("someone somebody anyone anybody".split())
_ALIVE = frozenset("living alive real human breathing proper".split())
_WHERE = frozenset("in at on near with abroad nearby locally here there".split())
# "is the shop trading on easter monday", "are you trading today": a place trading is open, as shops say it (not
# "trading standards", nor a trading name: only a few words after a form of "be"). "when is the counter staffed": the same.
# "will the branch be manned then": after "be" itself, the same.
# "will we catch you still trading at six": the place found open by the caller coming, the same.
_TRADING_BE = frozenset("be is are you're we're it's they're catch".split())
# "we need whoever's above you", "i want whoever's behind this thing": whoever is above or behind the line, wanted, is
# someone of the agent's (not "i want whoever's flying with me to sit together": no place or rank after it).
_WANTING = frozenset("want need wanting needing".split())
_IN_CHARGE = [["behind", p] for p in ("you", "this", "it", "that")] + [["in", "charge"], ["above", "you"]]
# "is anybody still serving at eight", "are you serving tonight": the place serving at a time (or closing the turn) is
# open, the same (not "who's serving me", "is she serving in the navy": no time after it).
_SERVING_WHEN = frozenset("at after till until tonight today tomorrow later late on this past".split())
# "will your door still be unlocked at six", "are the doors locked over lunch": the place's door unlocked is the place
# open, locked is it shut (a door said just before; not "locked out").
_DOOR = frozenset("door doors".split())
# "if we get there late will you still be there", "will you be there at nine on friday": the place itself there, at a
# time or closing the turn, is it open (not "will you be there to help me", nor "are you still there": the line).
_THERE_WHEN = frozenset("at after till until by then tonight later tomorrow today on over".split())
# "i'll need my warfarin doing before i go", "he wants his repeat doing": a thing needed "doing" is needed done, as the
# North and the Midlands say it (only a thing said with "my", "the" ... straight after the need).
_NEED = frozenset("need needs needed want wants wanted".split())
# "i need the repeat sorting before friday": "sorting" for "doing", the same (not "sorting out").
# "my inhaler needs doing again", "her repeat wants doing": the thing that needs "doing" said before it, the same.
# "your times over easter?": the place's times, its hours (not "your times to leeds": the flights').
# "when do you lock up on sunday", "what time does the shop lock up": a place locking up closes, as the British say it.
_PLACES = frozenset("you you're they they've the shop pharmacy chemist chemist's branch store it".split())
# "what time do you lot pack up tonight": the place packing up, nothing packed after it, closes the same (not "can you
# pack up my order", "pack up this parcel"; "this" only before a time).
_PACKED = frozenset("a an it them these those everything".split())
_EVENINGS = frozenset("evening afternoon morning week".split())
_DAYS = frozenset("day weekend weekday sunday monday tuesday wednesday thursday friday saturday holiday today tomorrow".split())
_WHOSE = frozenset("my our his her their the your".split())
SHOPS = frozenset("shop store branch pharmacy chemist chemist's counter".split())
# "i want the doctor of the pharmacy", "the doctor from your chemist please": the doctor of the shop itself is its
# pharmacist, as callers whose first language is another name them (not "the doctor", nor "the doctor near the shop").
_OF_THE_SHOP = frozenset("of at in from".split())
_THE_SHOP = frozenset("the your this that".split())
# "one of your lot", "you lot": the British plural of the agent's people ("a lot of" is left).
_YOUR = frozenset("your you".split())
# "will you lot match it", "can you lot do it cheaper": "you lot" straight after a modal is the agent addressed, who is to do
# it, not its people asked for; left as said.
_ADDRESSED = frozenset("will would can could do does did shall".split())
# "could you do me another lot", "he needs his next lot before friday": the British "lot" of a thing had again is a
# new supply of it ("a lot of", "the lot" are left).
_BATCH = frozenset("another next new fresh".split())
# "a return to munich", "two singles to leeds": the British ticket by its kind, a noun after a count, going somewhere
# (not "the return flight", "a single room", "on my return to").
_FARES = frozenset("return returns single singles".split())
_COUNT = frozenset("a one two three four five another".split())
_GOING = frozenset("to from for back".split())
# "how late could i come by", "how early can we pop round": when one may call in at the place, its hours ("come in").
_VISITING = frozenset("come pop swing drop nip call".split())
# "is the flight i booked for my dad locked in", "are we all locked in yet": a thing locked in is confirmed.
_LOCKED_BE = frozenset("is are it's we're they're was were got been".split())
_BY_NOW = frozenset("yet now already then properly definitely".split())
# "the oslo seat, locked in or not", "dad's trip locked in or what": no "is", the other answer closing it: confirmed.
_OTHER_ANSWERS = (["or", "not"], ["or", "no"], ["or", "what"])
# "i pay already with the card", "we order already on monday": a bare verb of paying or ordering, "already" after it, is
# the past, as callers whose first language is another say it.
# The past of the bare verbs read below, one table for the three readings of them.
_PAST = {"pay": "paid", "book": "booked", "order": "ordered", "buy": "bought", "send": "sent", "ask": "asked",
         "request": "requested", "make": "made", "reserve": "reserved"}
_BARE_PAST = frozenset("pay book order buy send".split())
_TELLERS = frozenset("i we he she they".split())
# "i ask yesterday for the cream", "the inhaler i ask before, it come or not", "ten minute before i order it": a bare
# verb of asking or ordering told with a time gone by (after it, or a span "before" it) is the past, the same (not "i ask
# before you close", "i order before i go": "before" opening a clause of its own). Asked for a thing, it is ordered (not
# "i ask yesterday if it is ready", "i ask you before": a question put, someone asked).
_BARE_ASKED = frozenset("ask order request".split())
_ASKED_OF_WHOM = frozenset("if whether about you to when how why what him her them someone somebody".split())
_GONE_BY = frozenset("yesterday ago earlier".split())
_SPANS = frozenset("minute minutes hour hours day days week weeks month months".split())
_OWN_CLAUSE = _TELLERS | frozenset("you it's they're".split())
# "the flight what you make for me yesterday", "the seat i book last week": a bare verb of making or booking the thing,
# told with a time gone by after it, is the past, the same; "you" tells it too (not "can you make it like yesterday",
# "please book it yesterday's way": a modal or a please before the teller asks; nor "wait a minute before you book it":
# a span before it is a time to come, only a time gone by after it tells).
_BARE_MADE = frozenset("make book reserve".split())
_ASKING_BEFORE = frozenset("can could would will please".split())
# "you prepare them already?", "the patches, you finish it?": a bare verb of the agent's getting a thing done, "you"
# before it and "it" or "them" closing the turn (now, yet or already after it), asks whether it is done: the past.
# Not "could you finish them", "i want you to prepare them", "if you confirm it" (asked for, or a condition).
_BARE_FINISHED = {"finish": "finished", "prepare": "prepared", "confirm": "confirmed", "process": "processed"}
_BIDDING = _ASKING_BEFORE | frozenset("to if when must should did do once".split())
# "is my seat to accra sure now", "are the tickets of my wife sure sure": a thing of someone's, asked with "is" or "are",
# said "sure" (said twice to stress it, as West Africa's English does) is confirmed, the second "sure" "really". Not
# "are you sure" (no thing named after the "is"), "is the flight sure to leave" (a thing's prospect), "make sure".
_SURE_OF = frozenset("the my our his her their".split())
_NOT_SURE = frozenset("you i we not for make be so pretty quite very".split())
# "i want to control if it's ready": the French "contrôler" carried over, "if" or "whether" after it, is to check.
_CHECKED_IF = frozenset("control controle".split())


def _gone_by_after(out: list[str], k: int) -> bool:
    """Whether a time gone by follows the bare verb at `k` within four words ("yesterday", "last week", "ago")."""
    after = out[k + 1 : k + 5]
    lately = "last" in after[:-1] and after[after.index("last") + 1] in _SPANS | _DAYS | {"night", "time"}
    return lately or bool(_GONE_BY.intersection(after))


def _asked_before(out: list[str], k: int) -> bool:
    """Whether the bare verb at `k`, after a teller, is told with a time gone by (see above)."""
    if _gone_by_after(out, k):
        return True
    if out[k + 1 : k + 2] == ["before"] and not (out[k + 2 : k + 3] and out[k + 2] in _OWN_CLAUSE):
        return True
    return k > 2 and out[k - 2] == "before" and out[k - 3] in _SPANS


# "it is confirm or not", "is confirm my seat", "the tablets are finish": a bare verb of being done after a form of "be" is
# its participle, the same; "the drops, they are prepare now?": made ready, the same.
_BARE_DONE = {"confirm": "confirmed", "finish": "finished", "complete": "completed", "approve": "approved",
              "process": "processed", "prepare": "prepared"}
# "is it confirmated", "are they processated yet": a verb of being done given "-ated", as "validated" and "activated"
# have it, is its participle, the same, wherever it stands (the word means nothing else).
_STANDARD.update({bare + "ated": done for bare, done in _BARE_DONE.items()})
# ... and after "got", as Malaysia's and Singapore's English asks it: "the seat got confirm or not" (confirmed).
_IS = frozenset("is are was were it's got".split())
# "i not want the flight", "she not need it": "not" straight between a teller and a bare verb of wanting, needing or
# going is "don't", as callers whose first language is another say it (not "i not only want ...": no verb straight after).
_NOT_WANTED = frozenset("want need go fly travel like".split())
# "i need no pharmacist", "we want no flight": a teller needing or wanting "no" thing is not needing it ("don't need"),
# as German and Scandinavian callers say it ("kein"); not "no one", "no more", "no later than": none, a measure.
_NEED_NO = frozenset("need want".split())
# "lies it already at the counter", "stands the insulin ready", "sits he on the flight": a verb of lying, standing or
# sitting put before its subject asks where or how a thing is, "is it", as German, Dutch and Scandinavian ask it (a
# pronoun after it, or the caller's thing when it opens the turn; not "the cost lies with", "who sits the exam").
_PLACED = frozenset("lies stands sits ligt staat".split())
_PLACED_WHO = frozenset("it he she".split())
_NO_MEASURE = frozenset("one more longer further other later sooner less fewer".split())
# Nor a no that halts the need to put it right ("i need, no sorry, the other one"): a halting word or a no after it.
_NO_HALTS = frozenset("wait sorry hang hold hmm actually not no nah i we thanks thank".split())
# "do our inhalers again, please", "do gran's patches again": "do" opening the turn, someone's thing and "again" straight
# after it (a word or two), is done again, told (not "do my ankles swell again": a verb of its own before "again").
_MINE = frozenset("my our his her their".split())
_DONE_AGAIN = frozenset("hurt hurts ache aches swell swells itch itches need needs go get work run come count happen".split())
# "can you fill the inhaler again", "fill them again for me": a thing filled again is refilled (not "fill in the form
# again", "fill out", "fill up": a form or a tank).
_NOT_FILLED = frozenset("in out up".split())
# "did it no take", "is it no done yet", "has she no come": "no" for "not" in a question, between its verb and its
# subject and before the thing done, as Scotland says it (not "is it no bother": only a participle after a "be").
_ASKING_DO = frozenset("did does do will would can could has have had".split())
_ASKING_BE = frozenset("is was are were".split())
_ASKED_OF = frozenset("it he she they that this".split())
_PARTICIPLE = ("ed", "ne", "en", "nt")
# "can me brother pick it up", "is me bag free": "me" straight after the verb opening a question is the caller's
# own, "my", as the North and Scotland say it (a subject can't be "me"; not "is it me": the verb must open it).
_OPENING = _ASKING_DO | frozenset("is are".split())
# "can me and the wife go", "can me have one": "me" before a verb or "and" is said as the subject; left as said.
_SAID_AS_SUBJECT = _ASKED_OF | frozenset("and or have get go do be".split())
# "would the tablets be ready at all", "would my repeat be done yet": "would" asking whether a thing is ready is "will",
# as Ireland asks it (not "would it be possible", "would you be able": only the thing's readiness).
_THINGS_OF = _MINE | frozenset("the".split())
_READY = frozenset("ready done sorted finished".split())
# "be me tablets ready yet", "be the order done": a bare "be" asking a thing's readiness is "is", as the West Country
# and the pirate's voice ask it (not "will it be ready", "i'll be the one ready": a verb or "to" before it).
_BE_LED = frozenset("to will would can could should shall may might must won't wouldn't i'll we'll it'll".split())
_THINGS_OR_ME = _THINGS_OF | {"me"}
# "can i have a yarn with the chemist", "a quick yarn to someone": a yarn had with someone is a chat, as Australia and
# New Zealand say it (not "a yarn about the old days" told, nor knitting yarn: only "with" or "to" straight after).
_CHATTED = frozenset("a quick little short".split())
_CHATTED_TO = frozenset("with to".split())
# "when are you knocking off today", "what time do they knock off": the place knocking off, asked when, closes, as
# Australia says it (not "knock off my repeat", "knock something off the price": a thing after "off").
_KNOCKED_OFF = {"knock": "close", "knocks": "closes", "knocking": "closing"}
_WHEN = frozenset("when time".split())
# "will they be knocking off early today": the place (you, they) knocking off early, asked or told, closes early (not
# "i'm knocking off early": the caller leaving work).
_THE_PLACE = frozenset("you ya people they".split())


def _antipodean(out: list[str]) -> list[str]:
    """The words of Australia and New Zealand for a chat and for closing, in the standard form (see above), and those
    `aussie.aussie` reads."""
    for k, t in enumerate(out):
        if t == "yarn" and k and out[k - 1] in _CHATTED and out[k + 1 : k + 2] and out[k + 1] in _CHATTED_TO:
            out[k] = "chat"
        elif t in _KNOCKED_OFF and out[k + 1 : k + 2] == ["off"] and (_WHEN.intersection(out[max(0, k - 5) : k]) or (
                out[k + 2 : k + 3] == ["early"] and _THE_PLACE.intersection(out[max(0, k - 3) : k]))) \
                and not (_WHOSE | _PACKED).intersection(out[k + 2 : k + 3]):
            out[k], out[k + 1] = _KNOCKED_OFF[t], "up"
        elif aussie(out, k):  # "nah, we're right for patches", "bung the boss on": sorted, put (aussie.py)
            out[k] = aussie(out, k)
    return out


def _asked(out: list[str]) -> list[str]:
    """A question said in the dialects of Scotland, the North and Ireland, in the standard form (see above)."""
    for k, t in enumerate(out):
        if t == "no" and 1 < k < len(out) - 1 and out[k - 1] in _ASKED_OF and (
                out[k - 2] in _ASKING_DO or (out[k - 2] in _ASKING_BE and out[k + 1].endswith(_PARTICIPLE))):
            out[k] = "not"
        elif t == "me" and k == 1 and out[0] in _OPENING and out[2:3] and out[2] not in _SAID_AS_SUBJECT:
            out[k] = "my"
        elif t == "would" and k == 0 and out[1:2] and out[1] in _THINGS_OF and any(
                out[j] == "be" and out[j + 1 : j + 2] and out[j + 1] in _READY for j in range(2, min(len(out), 6))):
            out[k] = "will"
        elif t == "be" and out[k + 1 : k + 2] and out[k + 1] in _THINGS_OR_ME and not (k and out[k - 1] in _BE_LED) \
                and _READY.intersection(out[k + 2 : k + 5]):
            out[k] = "is"
        elif _where_unturned(out, k):
            out[k + 1], out[k + 2] = out[k + 2], out[k + 1]
        elif t == "still" and 1 < k and out[k - 1] in ("have", "has") and out[k - 2] in _TELLERS:  # "i have still", as
            out[k - 1], out[k] = "still", out[k - 1]  # Italian and Greek set it ("ho ancora"): "i still have"
    return out


def _where_unturned(out: list[str], k: int) -> bool:
    """Whether a clause is "where" asked in a statement's order, as French ("où il est ?") and other tongues carry it
    over: "the order, where it is?", "my tablets, where they are" ("where is it", "where are they"). Only the clause
    itself, those three words ("i don't know where it is" tells, and is left as said)."""
    return k == 0 and len(out) == 3 and out[0] == "where" and out[1] in _ASKED_OF and out[2] in _ASKING_BE


def _no_for_not(out: list[str], k: int) -> bool:
    """Whether "no" at k is "not": after a form of "be", before a verb in -ing ("we're no needin it") or "after", the
    Scots and Northern wanting ("she's no after a refill"). Not after "there is" ("there is no seat we need": none of
    the thing, as ever)."""
    return 0 < k < len(out) - 1 and out[k - 1] in _BE and out[k - 2 : k - 1] != ["there"] \
        and (out[k + 1].endswith(("ing", "in", "in'")) or out[k + 1] == "after")

def standard(tokens: Sequence[str]) -> list[str]:
    out = tagalog([_STANDARD.get(t, t) for t in tokens])  # "ready na ba", "hindi po": the Philippines' (tagalog.py)
    out = scots(out)  # "ma", "tae", "o" read by their neighbours (scots.py)
    out = either_one(out)  # "a gent or a lady": someone, either one (man_or_woman.py)
    out = ladies(out)  # "any of your ladies", "the chemist lady": the agent's people (ladies.py)
    out = japan_korea(out)  # "desu ka", "make it nothing", "pharmacist-san": Japan's and Korea's (japan_korea.py)
    out = vietnamese(list(tokens), out)  # "khong can": no need (vietnamese.py)
    out = hindustani(list(tokens), out)  # "refill nahi chahiye", "kitne baje": not wanted, what time (hindustani.py)
    out = chinese(list(tokens), out)  # "bu yao", "bu yong": not wanted, not needed (cantonese.py)
    out = hand_carried(out)  # "the hand carry": the cabin bag, hand luggage (hand_carry.py)
    if opened_no(tokens) or opened_nee(tokens):  # "maya walaal, ...", "nee, ...": the Somali and Afrikaans no
        out[0] = "no"
    for k, t in enumerate(out):
        if t == "no" and _no_for_not(out, k):
            out[k] = "not"
        elif disliked(out, k):  # "i don't like that one": the one offered not wanted (disliked.py)
            out[k] = "want"
        elif position_asked(out, k):  # "what is the position with my order": its status (position.py)
            out[k] = "status"
        elif sitting(out, k):  # "is any person sitting there": present at their post (sitting.py)
            out[k] = "present"
        elif made_up(out, k):  # "is it made up yet", "the cream, good to go": asked whether ready (made_up.py)
            out[k : k + len(made_up(out, k))] = made_up(out, k)
        elif you_about(out, k):  # "saturday, you about", "anybody behind the counter tonight": open (you_about.py)
            out[k : k + len(you_about(out, k))] = you_about(out, k)
        elif where_at(out, k):  # "my refill, where's that at": its status asked (where_at.py)
            out[k : k + len(where_at(out, k))] = where_at(out, k)
        elif there_ready(out, k):  # "are my drops there to collect", "tell me it's all there": ready (there_ready.py)
            out[k] = "ready"
        elif for_sure(out, k) or still_on(out, k):  # "is he flying for sure", "is that still on": confirmed (for_sure)
            out[k] = "confirmed"
        elif it_dropped(out, k):  # "is for my auntie", "is not for a refund": "it's", its "it" left out (dropped_it.py)
            out[k] = "it's"
        elif feast_day(out, k):  # "open on onam", "shut for pongal": South Asia's feast days, a holiday (feasts.py)
            out[k] = "holiday"
        elif t in ("trading", "staffed", "manned") and _TRADING_BE.intersection(out[max(0, k - 3) : k]):
            out[k] = "open"
        elif t in ("whoever's", "whoever") and out[k - 1 : k] != [] and out[k - 1] in _WANTING and \
                out[k + 1 : k + 3] in _IN_CHARGE:
            out[k] = "someone"
        elif t == "serving" and _TRADING_BE.intersection(out[max(0, k - 3) : k]) and \
                (k + 1 == len(out) or out[k + 1] in _SERVING_WHEN):
            out[k] = "open"
        elif caught_open(out, k):  # "how late could we catch you": the place open, come in (caught_open.py)
            out[k], out[k + 1] = "come", "in"
        elif ready_said(out, k):  # "are they pret yet": Canadian French "prêt", ready (quebec.py)
            out[k] = "ready"
        elif raised_or_lowered(out, k):  # "when do your shutters roll up": raised, open (shutters.py)
            out[k] = raised_or_lowered(out, k)
        elif t in ("locked", "unlocked") and _DOOR.intersection(out[max(0, k - 4) : k]) and \
                out[k + 1 : k + 2] != ["out"]:
            out[k] = "open" if t == "unlocked" else "shut"
        elif gone_onto(out, k):  # "has it gone onto your system": gone through, done (on_system.py)
            out[k] = "through"
        elif open_till(out, k):  # "till when are you there in the evening": asked whether open (there_till.py)
            out[k] = "open"
        elif t == "there" and out[k - 1 : k] == ["be"] and {"you", "you'll"}.intersection(out[max(0, k - 4) : k - 1]) \
                and (k + 1 == len(out) or out[k + 1] in _THERE_WHEN):
            out[k] = "open"
        elif t in ("doing", "sorting") and out[k + 1 : k + 2] != ["out"] and \
                any(out[j] in _NEED and out[j + 1] in _WHOSE for j in range(max(0, k - 5), k - 1)):
            out[k] = "done"
        elif t == "doing" and k > 1 and out[k - 1] in ("needs", "wants") and out[k - 2] not in _ANYONE:
            out[k] = "done"
        elif (t == "lock" or (t == "pack" and not (_WHOSE | _PACKED).intersection(out[k + 2 : k + 3])
                                   and (out[k + 2 : k + 3] not in (["this"], ["that"]) or _DAYS.union(_EVENINGS).intersection(out[k + 3 : k + 4])))) and out[k + 1 : k + 2] == ["up"] \
                and _PLACES.intersection(out[max(0, k - 2) : k]):
            out[k] = "close"
        # "what time do they pack it in", "when will you pack it in tonight": the place packing it in, asked when, closes;
        # "what time do the shutters go down": its shutters coming or going down, the same (not "pack it in" told, no when).
        elif {"when", "time"}.intersection(out[max(0, k - 5) : k]) and ((t == "pack" and out[k + 1 : k + 3] == ["it", "in"])
                                                                       or (t == "shutters" and out[k + 1 : k + 3] in (["come", "down"], ["go", "down"]))):
            out[k if t == "pack" else k + 1] = "close"
        # "when do you unlock", "what time do they unlock the doors": the place unlocked, asked when, is opened (not "when
        # do you unlock my account": a thing of the caller's unlocked).
        # "are the shutters up yet", "will the shutters be up by nine": the shutters asked whether up, the doors open
        # (not "the shutters were up when i passed": told, not asked).
        elif t == "shutters" and k >= 2 and out[k - 1] in ("your", "the") and (
                (out[k - 2] == "are" and out[k + 1 : k + 2] == ["up"])
                or (out[k - 2] == "will" and out[k + 1 : k + 3] == ["be", "up"])):
            out[k] = "doors"
            out[k + (1 if out[k + 1] == "up" else 2)] = "open"
        elif t in ("unlock", "unlocks") and k and out[k - 1] in ("you", "they", "it") and {"when", "time"}.intersection(out[max(0, k - 4) : k]) \
                and (out[k + 1 : k + 2] in ([], ["on"], ["in"], ["at"], ["tomorrow"], ["today"], ["then"], ["up"]) or out[k + 1 : k + 3] in (["the", "doors"], ["the", "door"], ["the", "shop"])):
            out[k] = "open"
        # "open up to which time", "from which time can i come": "which time" after a word of when from or till is "what
        # time", asked (not "which time suits you", choosing among times offered).
        elif t == "which" and out[k + 1 : k + 2] == ["time"] and out[k - 1 : k] in _FROM_TILL:
            out[k] = "what"
        elif t == "times" and k and out[k - 1] == "your" and not (_GOING | {"on", "of", "at"}).intersection(out[k + 1 : k + 2]):
            out[k] = "hours"
        # "saturday times?", "shop times": a day's or a shop's times, closing the turn, are hours.
        elif t == "times" and k == len(out) - 1 and out[k - 1] in _DAYS | SHOPS:
            out[k] = "hours"
        # "the shop timings", "branch timings on sunday": a shop's "timings", as South Asian English says its hours;
        # "and your timings": the shop's said to it, closing the turn (a word of respect after it or not), as "your
        # times" (not "your timings of the doses", nor "your timings are off": told of them); "timings?" alone too.
        elif t == "timings" and ((k and out[k - 1] in SHOPS - {"counter"}) or (
                out[k - 1 : k] in ([], ["your"]) and _RESPECTED.issuperset(out[k + 1 :]))):
            out[k] = "hours"
        elif t in ("doctor", "doctors") and out[k + 1 : k + 2] and out[k + 1] in _OF_THE_SHOP and out[k + 2 : k + 3] \
                and out[k + 2] in _THE_SHOP and out[k + 3 : k + 4] and out[k + 3] in SHOPS - {"counter"}:
            out[k] = "pharmacist" if t == "doctor" else "pharmacists"
        elif t in _VISITING and k >= 4 and out[k + 1 : k + 2] in (["by"], ["round"], ["over"], ["in"], ["down"]) and \
                out[:2] in (["how", "late"], ["how", "early"]) and out[k - 2 : k] in (["can", "i"], ["could", "i"], ["can", "we"], ["could", "we"]):
            out[k], out[k + 1] = "come", "in"
        elif fixed(out, k):  # "..., it's fixed now?": a booking settled (gulf.py)
            out[k] = "confirmed"
        elif t == "locked" and out[k + 1 : k + 2] == ["in"] and (k + 2 == len(out) or out[k + 2] in _BY_NOW) and _LOCKED_BE.intersection(out[:k]):
            out[k] = "confirmed"
        elif t == "locked" and out[k + 1 : k + 2] == ["in"] and out[k + 2 :] in _OTHER_ANSWERS:
            out[k], out[k + 1] = "all", "confirmed"
        # "is my lisbon seat squared away yet", "are we all squared away for friday": a thing squared away (the
        # soldier's and sailor's word) after a form of "be" is settled, confirmed (not "i squared it away in a drawer").
        elif t == "squared" and out[k + 1 : k + 2] == ["away"] and _LOCKED_BE.intersection(out[:k]):
            out[k], out[k + 1] = "confirmed", "now"
        elif t in _BARE_PAST and k and out[k - 1] in _TELLERS and out[k + 1 : k + 2] == ["already"]:
            out[k] = _PAST[t]
        elif t in _BARE_ASKED and k and out[k - 1] in _TELLERS and _asked_before(out, k):
            out[k] = "ordered" if t == "ask" and not _ASKED_OF_WHOM.intersection(out[k + 1 : k + 4]) else _PAST[t]
        elif t in _BARE_MADE and k and out[k - 1] in _TELLERS | {"you"} and out[k - 2 : k - 1] != ["to"] \
                and not _ASKING_BEFORE.intersection(out[max(0, k - 3) : k - 1]) and _gone_by_after(out, k):
            out[k] = _PAST[t]
        elif t in _BARE_FINISHED and out[k - 1 : k] == ["you"] and not _BIDDING.intersection(out[k - 2 : k - 1]) \
                and out[k + 1 : k + 2] in (["it"], ["them"]) and out[k + 2 :] in ([], ["now"], ["yet"], ["already"]):
            out[k] = _BARE_FINISHED[t]
        elif t == "sure" and k and out[k - 1] not in _NOT_SURE and out[k + 1 : k + 2] != ["to"] and any(
                out[j] in ("is", "are") and (out[j + 1] in _SURE_OF or out[j + 1].endswith("'s"))
                for j in range(max(0, k - 8), k - 1)):
            out[k] = "really" if out[k - 1] == "confirmed" and tokens[k - 1] == "sure" else "confirmed"
        elif t in _CHECKED_IF and out[k + 1 : k + 2] in (["if"], ["whether"]):
            out[k] = "check"
        elif t == "not" and k and out[k - 1] in _TELLERS and out[k + 1 : k + 2] and out[k + 1] in _NOT_WANTED:
            out[k] = "don't"
        elif want_to_left(out, k):  # "i want know", "don't want talk": "wanna", its "to" left out (cantonese.py)
            out[k] = "wanna"
        elif be_dropped(out, k):  # "i not taking those": "i'm not taking those", the "be" left out (dropped_be.py)
            out[k - 1] = be_dropped(out, k) or out[k - 1]
        elif t == "no" and k > 1 and out[k - 1] in _NEED_NO and out[k - 2] in ("i", "we") and out[k + 1 : k + 2] \
                and out[k + 1] not in _NO_MEASURE | _NO_HALTS:
            out[k - 1], out[k] = "don't", out[k - 1]
        elif t in _PLACED and out[k + 1 : k + 2] and \
                (out[k + 1] in _PLACED_WHO or (k == 0 and out[k + 1] in _THINGS_OF)):
            out[k] = "is"
        elif t in _BARE_DONE and k and out[k - 1] in _IS:
            out[k] = _BARE_DONE[t]
        elif t == "do" and k == 0 and out[1:2] and (out[1] in _MINE or out[1].endswith("'s")) and "again" in out[3:5] \
                and not _DONE_AGAIN.intersection(out[2 : out.index("again")]):
            out[k] = "redo"
        elif t == "fill" and out[k + 1 : k + 2] and out[k + 1] not in _NOT_FILLED and "again" in out[k + 2 : k + 5]:
            out[k] = "refill"
        elif t == "lot" and k and out[k - 1] in _YOUR and not (out[k - 1] == "you" and k > 1 and out[k - 2] in _ADDRESSED):
            out[k] = "people"
        elif t == "lot" and k and out[k - 1] in _BATCH:
            out[k] = "supply"
        elif t in _FARES and k and out[k - 1] in _COUNT and out[k + 1 : k + 2] and out[k + 1] in _GOING:
            out[k] = "tickets" if t.endswith("s") else "ticket"
        elif t in _SOMEBODY and k > 1 and out[k - 1] in _REAL and (
                out[k - 2] in _DETERMINERS or (out[k - 2] == "one" and t != "one")):
            out[k] = "person"
        elif t in _ANYONE and k + 1 < len(out) and out[k + 1] in _ALIVE and not _WHERE.intersection(out[k + 2 : k + 3]):
            out[k], out[k + 1] = "real", "person"
        elif t == "there" and k and out[k - 1] in _BE_THERE and out[k + 1 : k + 2] == ["on"] and \
                _WHOSE.intersection(out[k + 2 : k + 3]) and _HELD_ON.intersection(out[k + 3 : k + 6]):
            out[k] = "booked"
        elif t in _BERTHS and out[k + 1 : k + 2] and out[k + 1] in _ABOARD and \
                _HELD_ON.intersection(out[k + 2 : k + 5]):
            out[k] = "seats" if t.endswith("s") else "seat"
        elif t == "in" and came_in_person(out, k):  # "pop down in person": how one comes, no one reached
            out[k + 1] = "personally"
        # "will u still be open", "can u confirm": "u" for "you" as texts spell it; not a letter read out among others
        # ("on u a ninety", "k l u two", "the u two eight").
        elif t == "u" and not any(len(w) == 1 or w.isdigit() or w in DIGIT_WORDS
                                  for w in out[max(0, k - 1) : k] + out[k + 1 : k + 2]):
            out[k] = "you"
    out = _asked(_antipodean(caribbean(negatives(uncursed(irish(out))))))
    # Last, as they change the count of words: "we can't be without our patches" (needed, cant_without.py), "someone who
    # knows medicines", "the medicine expert" (the pharmacist, knows_medicine.py).
    out = came_good(settled_first(by_closing(out)))  # "ready before you close": in time; a place settled (paid)
    out = did_work(false_friends(knowing(cant_without(stopped_making(struck(ashore(out)))))))  # struck.py, ashore.py
    out = baby_kit(yiddish(no_cap(kept_hours(homely(fronted(whatever_going(out)))))))  # fronted.py ... baby_kit.py
    out = west_country(on_records(not_cared(reckon_asked(out))))  # reckon.py, not_cared.py, on_system.py, west_country
    out = formal(whoever_on(said_twice(declared(thinking_of(happening(out))))))  # happening.py ... formal.py
    out = forces(kitchen(site_talk(spanish(out))))  # spanish.py, site_talk.py, kitchen.py, forces.py
    return named_last(north_talk(crew_talk(speaker_talk(shutters_up(out)))))  # shutters.py ... named_last.py
