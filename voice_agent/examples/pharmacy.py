"""A second example agent, in another domain: the refill line of a pharmacy. Built only with the
public SDK (`import voice_agent as va`), it is the proof that nothing in strict mode is
airline-specific: a slow refill that acts on the world (read back and confirmed first, with a
cancel handler), a quick status lookup, an information answer, and a handoff to a pharmacist.

    voice-agent explain voice_agent.examples.pharmacy:agent "i need a refill on r x 4 4 7 1 9"
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import voice_agent as va
from voice_agent.examples import ACTING_CHECK, PHARMACY_RESOLVER

# The medicines the pharmacy dispenses most, by their generic and brand names, as callers say them.
# A glossary term folds each to "medicines" before matching, so "lansoprazole again please" reads
# like "medicines again please": the model knows no drug's name. ("medicines", not "medicine", which
# is a synonym of "prescription": "she's out of her prednisolone" is out of the medicine, not of the
# prescription.) Chosen from general knowledge of what pharmacies dispense, not from any phrasing
# set; names that are ordinary words ("adrenaline") are left out. An author's pharmacy lists its own.
MEDICINES = (
    # the heart, blood pressure, blood and cholesterol
    "atorvastatin", "simvastatin", "rosuvastatin", "pravastatin", "lisinopril", "ramipril", "enalapril",
    "perindopril", "losartan", "candesartan", "valsartan", "irbesartan", "amlodipine", "felodipine",
    "nifedipine", "bisoprolol", "atenolol", "metoprolol", "propranolol", "carvedilol", "bendroflumethiazide",
    "indapamide", "hydrochlorothiazide", "furosemide", "spironolactone", "doxazosin", "digoxin", "warfarin",
    "apixaban", "rivaroxaban", "edoxaban", "dabigatran", "clopidogrel", "lipitor", "crestor", "zocor",
    "norvasc", "eliquis", "xarelto", "plavix", "lasix", "coversyl", "zestril", "tenormin",
    # diabetes and the thyroid
    "metformin", "gliclazide", "sitagliptin", "empagliflozin", "dapagliflozin", "insulin", "lantus",
    "novorapid", "humalog", "levemir", "ozempic", "semaglutide", "mounjaro", "trulicity", "januvia",
    "jardiance", "glucophage", "levothyroxine", "thyroxine", "synthroid", "eltroxin",
    # the stomach and gut
    "omeprazole", "lansoprazole", "esomeprazole", "pantoprazole", "famotidine", "nexium", "mebeverine",
    "lactulose", "movicol", "laxido", "senna", "loperamide", "buscopan", "ondansetron", "metoclopramide",
    "domperidone", "prochlorperazine",
    # the mind, sleep, pain and the nerves
    "sertraline", "citalopram", "escitalopram", "fluoxetine", "paroxetine", "mirtazapine", "venlafaxine",
    "duloxetine", "amitriptyline", "nortriptyline", "trazodone", "bupropion", "quetiapine", "olanzapine",
    "risperidone", "aripiprazole", "lithium", "lamotrigine", "levetiracetam", "sodium valproate",
    "carbamazepine", "gabapentin", "pregabalin", "zopiclone", "zolpidem", "diazepam", "lorazepam",
    "alprazolam", "clonazepam", "donepezil", "memantine", "methylphenidate", "lisdexamfetamine", "zoloft",
    "lexapro", "prozac", "cymbalta", "wellbutrin", "seroquel", "abilify", "lamictal", "keppra", "neurontin",
    "lyrica", "aricept", "ritalin", "concerta", "elvanse", "adderall", "xanax", "valium", "ambien",
    "tramadol", "codeine", "co-codamol", "cocodamol", "morphine", "oxycodone", "naproxen", "diclofenac",
    "sumatriptan", "betahistine",
    # breathing and allergy
    "salbutamol", "ventolin", "beclometasone", "budesonide", "fluticasone", "seretide", "symbicort",
    "fostair", "clenil", "qvar", "flovent", "advair", "montelukast", "singulair", "tiotropium", "spiriva",
    "cetirizine", "loratadine", "fexofenadine", "epipen",
    # joints, bones, hormones, the bladder and the skin
    "prednisolone", "hydrocortisone", "methotrexate", "hydroxychloroquine", "allopurinol", "colchicine",
    "alendronic acid", "alendronate", "fosamax", "adcal", "tamsulosin", "finasteride", "flomax", "oxybutynin",
    "mirabegron", "solifenacin", "sildenafil", "tadalafil", "viagra", "cialis", "estradiol", "desogestrel",
    "cerazette", "microgynon", "rigevidon", "dermovate", "eumovate", "diprobase", "epaderm", "doublebase",
    # infections, the eyes, and the blood's iron
    "amoxicillin", "doxycycline", "clarithromycin", "flucloxacillin", "nitrofurantoin", "trimethoprim",
    "cefalexin", "ciprofloxacin", "metronidazole", "aciclovir", "valaciclovir", "augmentin", "latanoprost",
    "xalatan", "timolol", "chloramphenicol", "ferrous sulphate", "folic acid", "enoxaparin", "clexane",
)


class PharmacyService:
    """Stands in for the pharmacy system: a refill takes `delay_s` (`PHARMACY_DELAY_S`)."""

    def __init__(self, delay_s: float | None = None) -> None:
        self.delay_s = delay_s if delay_s is not None else float(os.environ.get("PHARMACY_DELAY_S", "5"))
        self.refills: list[tuple[str, str, str]] = []
        self.cancelled: list[str] = []

    async def refill(self, rx_number: str, patient_name: str, pickup_day: str) -> str:
        await asyncio.sleep(self.delay_s)
        self.refills.append((rx_number, patient_name, pickup_day))
        return "ready for pickup" if pickup_day else "being prepared"

    async def cancel(self, rx_number: str) -> None:
        self.refills = [r for r in self.refills if r[0] != rx_number]
        self.cancelled.append(rx_number)

    def apply(self, settings: Mapping[str, object]) -> None:
        unknown = set(settings) - {"refill_delay_s"}
        if unknown:
            raise va.ConfigurationError(f"unknown pharmacy settings {sorted(unknown)}; valid: refill_delay_s")
        if "refill_delay_s" in settings:
            self.delay_s = float(settings["refill_delay_s"])  # type: ignore[arg-type]


def make_agent(service: PharmacyService | None = None, *, settings: Mapping[str, Any] | None = None) -> va.Agent:
    """A pharmacy refill agent with its own pharmacy service."""
    pharmacy = service if service is not None else PharmacyService()
    if settings:  # a scenario's settings: the service takes its own keys, the engine the rest
        pharmacy.apply({k: v for k, v in settings.items() if k == "refill_delay_s"})
    return va.Agent(
        "Green Cross Pharmacy",
        "The refill line of Green Cross Pharmacy: refills prescriptions, says how a refill is "
        "going, gives opening hours and puts callers through to a pharmacist.",
        id="pharmacy",
        setup=_setup_with(pharmacy),
        on_settings=pharmacy.apply,
        acting_check=ACTING_CHECK,
        resolver=PHARMACY_RESOLVER,
    )


def _setup_with(pharmacy: PharmacyService) -> Callable[[va.Agent], Awaitable[None]]:
    async def setup(agent: va.Agent) -> None:
        await _guidance(agent, *_tools(pharmacy))

    return setup


def _tools(pharmacy: PharmacyService) -> tuple[va.Tool, va.Tool, va.Tool]:
    async def cancel_refill(work: va.WorkEntry) -> va.ToolResult:
        rx = str(work.arguments["rx_number"])
        await pharmacy.cancel(rx)
        return va.ToolResult(data={"rx_number": rx, "status": "cancelled"},
                             rules=[{"content": "Tell the caller the refill is cancelled."}])

    @va.tool(
        extract={
            "rx_number": va.extract.code(["RX"], digits=(5, 7)),
            "patient_name": va.extract.person_name(),
            "pickup_day": va.extract.date(),
        },
        ask={
            "rx_number": "What is the prescription number? Say it, starting with R X, or type the digits "
                         "and then the hash key.",
            "patient_name": "And the patient's name?",
        },
        confirm="Refilling prescription {rx_number} for {patient_name}. Shall I go ahead?",
        cancel=cancel_refill,
        keypad={"rx_number": va.extract.keyed("RX", digits=(5, 7))},  # the digits, typed on a phone
    )
    async def refill_prescription(rx_number: str, patient_name: str, pickup_day: str = "") -> va.ToolResult:
        """Refill a prescription for a patient."""
        session = va.Session.current

        async def prepare() -> None:
            status = await pharmacy.refill(rx_number, patient_name, pickup_day)
            await session.emit_tool_result(
                refill_prescription, va.ToolResult(data={"status": status, "rx_number": rx_number}),
                arguments={"rx_number": rx_number, "patient_name": patient_name, "pickup_day": pickup_day})
            await va.Agent.current.utter(session=session, rules=[{"content": (
                f"Tell the caller prescription {rx_number} is refilled and {status}.")}])

        session.start_work(prepare(), progress=[{"content": "Tell the caller the refill is still being prepared."}])
        return va.ToolResult(data={"status": "refill in progress", "rx_number": rx_number},
                             rules=[{"content": "Tell the caller you are sending the refill to the pharmacy now."}])

    @va.tool
    async def check_refill_status() -> va.ToolResult:
        """How the caller's refill is going."""
        refills = [w for w in await va.Session.current.work() if w.tool == "refill_prescription"]
        if not refills:
            return va.ToolResult(data={"status": "none"}, rules=[{"content": (
                "Tell the caller you don't see a refill request yet and offer to start one.")}])
        latest = refills[-1]
        rx = latest.arguments.get("rx_number")
        if latest.state is va.WorkState.STARTED:
            return va.ToolResult(data={"status": "in progress", "rx_number": rx},
                                 rules=[{"content": "Tell the caller the refill is still being prepared."}])
        return va.ToolResult(data={"status": "done", "rx_number": rx},
                             rules=[{"content": "Tell the caller the refill has been sent to the pharmacy."}])

    @va.tool(extract={"reason": lambda text: text.strip()[:200] or None}, handoff=True)
    async def transfer_to_pharmacist(reason: str) -> va.ToolResult:
        """Put the caller through to a pharmacist."""
        await va.Session.current.metadata.set("handoff_reason", reason)
        await va.Session.current.labels.add("needs-pharmacist")
        return va.ToolResult(data="Tell the caller a pharmacist will pick up the call shortly.",
                             control={"mode": "manual"})

    return refill_prescription, check_refill_status, transfer_to_pharmacist


async def _guidance(agent: va.Agent, refill_prescription: va.Tool, check_refill_status: va.Tool,
                    transfer_to_pharmacist: va.Tool) -> None:
    await agent.create_guideline(
        condition="the caller wants a prescription refilled",
        action="refill it with refill_prescription",
        tools=[refill_prescription],
        examples=[
            "I need a refill of my prescription", "refill RX 55120 for Maria Lopez",
            "could you renew my medication", "I'm running out of my pills, can you refill them",
            "I'd like to order more of my blood pressure medicine", "repeat prescription please",
            "top up my inhaler prescription", "I want my prescription filled again",
            "could I have my prescription refilled", "I've run out of my medicine",
            "this is Maria Lopez, I need a refill", "a refill for collection on Monday",
            # Other words callers use: reorder, made up, more of, almost out, another supply.
            "I'd like to reorder my medication", "can you make up my prescription",
            "I need more of my tablets", "I'm almost out of my medicine",
            "another supply of my inhaler please", "can I get a repeat",
            # Said the long way round, by the medicine's name or by how much is left.
            "I need my usual repeat", "a repeat of my usual tablets please",
            "could I order next month's supply of my tablets", "I'm nearly out of my inhaler, can I get another one",
            "can you put in a repeat for my insulin", "I need a top-up of my medication",
            "please make up my regular medicines again", "I'd like the next lot of my tablets",
            "my pills are running low, I need some more", "send through a refill for my husband's prescription",
            "a new supply of my eye drops please", "order my monthly medication", "I've only got a few days of tablets left",
            # By the medicine's brand or nickname, and for someone else.
            "could I get more of my salbutamol", "my husband's heart tablets need topping up",
            "I need another box of my antidepressants",
        ],
    )
    await agent.create_guideline(
        condition="the caller asks whether their refill is ready",
        action="check it with check_refill_status",
        tools=[check_refill_status],
        examples=["is it ready yet", "how is my prescription coming along", "has the refill gone through",
                  "is my medication ready to collect", "refill status", "can you check on my order",
                  "is my order ready for pickup", "have you finished my prescription",
                  "is the refill done", "can I come and collect it now", "is my prescription all sorted",
                  "are my tablets ready",
                  "did my repeat go through", "has my prescription been done", "where's my refill up to",
                  "any news on my tablets", "has RX 55120 been filled", "is the refill I asked for done yet",
                  "can I pick my medication up yet"],
    )
    await agent.create_guideline(
        condition="the caller asks about the pharmacy's opening hours",
        action="give the opening hours: weekdays 8 to 8, Saturdays 9 to 5, closed on Sundays",
        examples=["when do you open", "when are you closed", "do you open saturdays",
                  "what are your hours", "until when are you open today",
                  "what time do you open in the morning", "when do you shut in the evening", "are you open on bank holidays",
                  "are you open late tonight", "how late are you open on a Saturday", "can I come in at 8 tomorrow morning",
                  "are you open over the weekend"],
    )
    await agent.create_policy(
        title="Put the caller through to a pharmacist",
        content="When the caller asks to speak with a pharmacist or a person, transfer them with `transfer_to_pharmacist`",
        tools=[transfer_to_pharmacist],
        examples=["I need to speak to the pharmacist", "can I talk to someone about side effects",
                  "put me through to a real person", "I have a question for the pharmacist",
                  "let me talk to a human", "connect me to the staff", "I want to speak to a person",
                  "I want a pharmacist's advice", "can a pharmacist ring me about my dosage",
                  "I need advice about side effects from someone qualified", "is the pharmacist free to talk",
                  "can someone tell me if these pills are safe with alcohol", "I'd like advice on taking two medicines together",
                  "I'd rather ask a pharmacist directly",
                  # Asking for the people by where they work, or for a real person.
                  "can I speak to whoever is working in the dispensary", "I'd like a real human please, not a recording",
                  "put me on to one of the staff at the counter"],
    )
    await agent.create_term(name="prescription", description="a doctor's order for medicine",
                            synonyms=["script", "meds", "medication", "medicine"])
    await agent.create_term(name="medicines", description="a medicine the pharmacy dispenses, by its name", synonyms=list(MEDICINES))
    # Nouns only: a verb ("renew", "reorder") folded to "refill" would make "renew my passport"
    # name the refill, which is what lets a request act.
    await agent.create_term(name="refill", description="more of a medicine already prescribed",
                            synonyms=["repeat prescription", "renewal"])
    await agent.create_term(name="pharmacist", description="the pharmacist on duty",
                            synonyms=["chemist", "pharmacist on duty", "druggist"])
    lines = [
        ("I'm sending the refill of {rx_number} to the pharmacy now. I'll tell you when it's done.",
         ["sending the refill to the pharmacy now"]),
        ("Your refill of {rx_number} is done and {status}.",
         ["prescription is refilled", "the refill has been sent to the pharmacy"]),
        ("Your refill of {rx_number} is still being prepared. It won't be long.",
         ["the refill is still being prepared"]),
        ("I don't see a refill request yet. Would you like me to start one?",
         ["you don't see a refill request yet and offer to start one"]),
        ("Okay, the refill of {rx_number} is cancelled.", ["the refill is cancelled"]),
        ("We're open weekdays from 8 to 8 and Saturdays from 9 to 5. We're closed on Sundays.",
         ["give the opening hours"]),
        ("I'm putting you through to a pharmacist. They'll pick up the call shortly.",
         ["a pharmacist will pick up the call shortly"]),
    ]
    for template, signals in lines:
        await agent.create_canned_response(template, signals=signals)


agent = make_agent()
