"""How well strict mode understands callers it has never heard: the held-out phrasings of
tests/understanding/heldout.yaml (both example agents), decided seven ways side by side:

- before:   the lexical matcher alone, as strict mode decided before (no slot masking, no speech
            acts, no clarifying: the best target above 0.34 wins);
- lexical:  the lexical matcher inside today's pipeline (masking, speech acts, clarify, strong
            score for acting);
- float32:  the embedding matcher (all-MiniLM-L6-v2, int8 weights) multiplying in float32, as it
            did before the int8-arithmetic model (the baseline for matching time);
- semantic: the embedding matcher with int8 arithmetic (the default) inside the same pipeline
            (the rules);
- + check:  the same, with the agent's learned acting check (both example agents have one, learned
            from every set but heldout.yaml and the judges: on those sets its figures are not a judgement; see
            docs/understanding.md "## The learned acting check");
- + resolver: the same, with the agent's learned resolver too (each example agent has one, learned
            from its sections of the same sets; "## The learned resolver"): the default.
- nothing ahead: the default, but scoring each text only when the rules ask for it: a long turn's
            last request and the words around a thing are not embedded ahead on the second core
            while the turn is (`SentenceEmbedder.ahead`); same decisions, its time against
            + resolver's is what reading ahead gains.

Prints accuracy, harmful actions (a tool that acts, or a handoff, chosen for a phrasing that
asked for neither), per-guideline precision and recall, and matching time per turn (masking +
speech act + scores + decision, in the calling thread, after a warm-up on other sentences, each
phrasing seen once so none is served from the embedder's cache). Same phrasings, same agents,
same machine for every column. A voice call reads the caller's words at their pause (whether
they are a whole turn) and again when the turn ends there: the second reading is timed apart
("read again at its end"), right after the first.

    python bench/understanding.py            # add --misses to list the phrasings each gets wrong
    python bench/understanding.py --blind    # the second set, written after tuning on the first
    python bench/understanding.py --blind2   # the third, by a writer who never saw the matcher (tuned on in round 3)
    python bench/understanding.py --blind3   # the fourth, by another such writer (tuned on in round 4)
    python bench/understanding.py --blind4   # the fifth, by another writer (tuned on in round 5)
    python bench/understanding.py --blind5   # the sixth, by another writer (tuned on in round 6)
    python bench/understanding.py --blind6   # the seventh, by another writer (tuned on in round 7)
    python bench/understanding.py --blind7   # the eighth, by another writer (tuned on in round 8)
    python bench/understanding.py --blind8   # the ninth, by another writer (tuned on in round 9)
    python bench/understanding.py --blind9   # the tenth, by another writer (tuned on in round 10)
    python bench/understanding.py --blind10  # the eleventh, by another writer (tuned on in round 11)
    python bench/understanding.py --blind11  # the twelfth, by another writer (tuned on in round 12)
    python bench/understanding.py --blind12  # the thirteenth, by another writer (tuned on in round 13)
    python bench/understanding.py --blind13  # the fourteenth, by another writer (tuned on in round 14)
    python bench/understanding.py --blind14  # the fifteenth, by another writer (tuned on in round 15)
    python bench/understanding.py --blind15  # the sixteenth, by another writer (tuned on in round 16)
    python bench/understanding.py --blind16  # the seventeenth, by another writer (tuned on in round 17)
    python bench/understanding.py --blind17  # the eighteenth, written to be hard (tuned on in round 18)
    python bench/understanding.py --blind18  # the nineteenth, a representative mix of callers (tuned on in round 19)
    python bench/understanding.py --blind19  # the twentieth, another representative mix (tuned on in round 20)
    python bench/understanding.py --blind20  # the twenty-first, callers across the English-speaking world (tuned on in round 20)
    python bench/understanding.py --blind21  # the twenty-second, callers in everyday situations (tuned on in round 21)
    python bench/understanding.py --blind22  # the twenty-third, callers under pressure or unsure of their words (tuned on in round 22)
    python bench/understanding.py --blind23  # the twenty-fourth, a representative mix of callers (tuned on in round 23)
    python bench/understanding.py --blind24  # the twenty-fifth, regulars, carers and business bookers (tuned on in round 24)
    python bench/understanding.py --blind25  # the twenty-sixth, a representative day of calls (tuned on in round 25)
    python bench/understanding.py --blind26  # the twenty-seventh, a busy week at the counter and on the line (tuned on in round 25)
    python bench/understanding.py --blind27  # the twenty-eighth, ordinary callers on an ordinary day (tuned on in round 26)
    python bench/understanding.py --blind28  # the twenty-ninth, callers on the move (tuned on in round 28)
    python bench/understanding.py --blind29  # the thirtieth, a representative week of calls (tuned on in round 28)
    python bench/understanding.py --blind30  # the thirty-first, a representative fortnight (tuned on in round 30)
    python bench/understanding.py --blind31  # the thirty-second, a winter of calls (tuned on in round 31)
    python bench/understanding.py --blind32  # the thirty-third, an ordinary Monday (tuned on in round 31)
    python bench/understanding.py --blind33  # the thirty-fourth, a representative month (tuned on in round 32)
    python bench/understanding.py --blind34  # the thirty-fifth, a bank-holiday week (tuned on in round 32)
    python bench/understanding.py --blind35  # the thirty-sixth, first-time and older callers (tuned on in round 33)
    python bench/understanding.py --blind36  # the thirty-seventh, a night and weekend shift (tuned on in round 33)
    python bench/understanding.py --blind37  # the thirty-eighth, callers who speak for others (tuned on in round 34)
    python bench/understanding.py --blind38  # the thirty-ninth, callers in a hurry (tuned on in round 35)
    python bench/understanding.py --blind39  # the fortieth, callers after something went wrong (tuned on in round 36)
    python bench/understanding.py --blind40  # the forty-first, a bad line and a struggling recogniser (tuned on in round 37)
    python bench/understanding.py --blind41  # the forty-second, regulars in shorthand (tuned on in round 38)
    python bench/understanding.py --blind42  # the forty-third, callers whose first language is not English (tuned on in round 37)
    python bench/understanding.py --blind43  # the forty-fourth, an ordinary spring week (judges rounds 36-45 and the learned parts)
    python bench/understanding.py --blind44  # the forty-fifth, younger callers (judges rounds 37-45 and the learned parts)
    python bench/understanding.py --blind45  # the forty-sixth, an ordinary autumn week (tuned on in round 39)
    python bench/understanding.py --blind46  # the forty-seventh, an ordinary winter week (tuned on in round 40)
    python bench/understanding.py --blind47  # the forty-eighth, callers who change course mid-turn (tuned on in round 39)
    python bench/understanding.py --blind48  # the forty-ninth, an ordinary summer week (tuned on in round 44)
    python bench/understanding.py --blind49  # the fiftieth, polite, indirect and terse callers (tuned on in round 41)
    python bench/understanding.py --blind50  # the fifty-first, a December week (tuned on in round 42)
    python bench/understanding.py --blind51  # the fifty-second, callers who give a lot at once or very little (tuned on in round 40)
    python bench/understanding.py --blind52  # the fifty-third, an ordinary spring fortnight (tuned on in round 44)
    python bench/understanding.py --blind53  # the fifty-fourth, callers who want things indirectly (tuned on in round 41)
    python bench/understanding.py --blind54  # the fifty-fifth, a late-autumn week (written before round 41; judges rounds 41-45 and the learned parts)
    python bench/understanding.py --blind55  # the fifty-sixth, callers acting for someone else (tuned on in round 42)
    python bench/understanding.py --blind56  # the fifty-seventh, the end of the summer holidays (tuned on in round 46)
    python bench/understanding.py --blind57  # the fifty-eighth, English as spoken in many places (written before round 41; judges rounds 41-45 and the learned parts)
    python bench/understanding.py --blind58  # the fifty-ninth, a late-winter week (tuned on in round 45)
    python bench/understanding.py --blind59  # the sixtieth, callers from small businesses and organisations (tuned on in round 45)
    python bench/understanding.py --blind60  # the sixty-first, older callers and callers who ramble (tuned on in round 46)
    python bench/understanding.py --blind61  # the sixty-second, callers in a hurry and in noisy places (tuned on in round 46)
    python bench/understanding.py --blind62  # the sixty-third, an ordinary week in early summer (tuned on in round 47)
    python bench/understanding.py --blind63  # the sixty-fourth, callers ringing back, annoyed or confused (tuned on in round 47)
    python bench/understanding.py --blind64  # the sixty-fifth, callers who use words of their own for things (tuned on in round 47)
    python bench/understanding.py --blind65  # the sixty-sixth, an ordinary week in early autumn (tuned on in round 48)
    python bench/understanding.py --blind66  # the sixty-seventh, an ordinary fortnight in spring around Easter (tuned on in round 48)
    python bench/understanding.py --blind67  # the sixty-eighth, careful callers afraid of mistakes (tuned on in round 48)
    python bench/understanding.py --blind68  # the sixty-ninth, an ordinary week in late winter (tuned on in round 49)
    python bench/understanding.py --blind69  # the seventieth, callers on a bad line or in a noisy place (tuned on in round 49)
    python bench/understanding.py --blind70  # the seventy-first, people calling for someone else (tuned on in round 49)
    python bench/understanding.py --blind71  # the seventy-second, an ordinary week in high summer (tuned on in round 50)
    python bench/understanding.py --blind72  # the seventy-third, terse, business-like callers (tuned on in round 50)
    python bench/understanding.py --blind73  # the seventy-fourth, callers who talk their way round to the point (tuned on in round 50)
    python bench/understanding.py --blind74  # the seventy-fifth, an ordinary week in late spring (tuned on in round 51)
    python bench/understanding.py --blind75  # the seventy-sixth, callers unsure what the line can do (tuned on in round 51)
    python bench/understanding.py --blind76  # the seventy-seventh, families travelling and collecting for children (tuned on in round 51)
    python bench/understanding.py --blind77  # the seventy-eighth, an ordinary fortnight in December (tuned on in round 52)
    python bench/understanding.py --blind78  # the seventy-ninth, callers who hedge and change their minds (tuned on in round 52)
    python bench/understanding.py --blind79  # the eightieth, North American callers and their words (tuned on in round 52)
    python bench/understanding.py --blind80  # the eighty-first, an ordinary week in mid-January (tuned on in round 53)
    python bench/understanding.py --blind81  # the eighty-second, callers who give many details at once (tuned on in round 53)
    python bench/understanding.py --blind82  # the eighty-third, where travel and health meet (tuned on in round 53)
    python bench/understanding.py --blind83  # the eighty-fourth, an ordinary week in early November (tuned on in round 54)
    python bench/understanding.py --blind84  # the eighty-fifth, callers who speak in very short turns (tuned on in round 54)
    python bench/understanding.py --blind85  # the eighty-sixth, callers who ask about more than one thing in a turn (tuned on in round 54)
    python bench/understanding.py --blind86  # the eighty-seventh, an ordinary week in early March (tuned on in round 55)
    python bench/understanding.py --blind87  # the eighty-eighth, what the speech recogniser makes of callers (tuned on in round 55)
    python bench/understanding.py --blind88  # the eighty-ninth, callers who are upset, worried or in a difficult moment (tuned on in round 55)
    python bench/understanding.py --blind89  # the ninetieth, an ordinary week at the end of April (tuned on in round 56)
    python bench/understanding.py --blind90  # the ninety-first, callers who talk to the line as to a phone menu (tuned on in round 56)
    python bench/understanding.py --blind91  # the ninety-second, callers who speak figuratively, joke or use idioms and slang (tuned on in round 56)
    python bench/understanding.py --blind92  # the ninety-third, callers who phone on someone else's behalf (tuned on in round 57)
    python bench/understanding.py --blind93  # the ninety-fourth, callers with access needs or disabilities (tuned on in round 57)
    python bench/understanding.py --blind94  # the ninety-fifth, callers on speakerphone or in a busy place who talk to others mid-turn (tuned on in round 57)
    python bench/understanding.py --blind95  # the ninety-sixth, an ordinary week in late July (tuned on in round 58)
    python bench/understanding.py --blind96  # the ninety-seventh, callers in a hurry or at a bad moment (tuned on in round 58)
    python bench/understanding.py --blind97  # the ninety-eighth, callers for whom English is a second language (tuned on in round 58)
    python bench/understanding.py --blind98  # the ninety-ninth, an ordinary week in early October (tuned on in round 59)
    python bench/understanding.py --blind99  # the hundredth, older callers, formal, polite and long-winded (tuned on in round 59)
    python bench/understanding.py --blind100  # the hundred-and-first, callers who complain (tuned on in round 59)
    python bench/understanding.py --blind101  # the hundred-and-second, callers asking about children and pets (tuned on in round 60)
    python bench/understanding.py --blind102  # the hundred-and-third, first-time callers and new customers (tuned on in round 60)
    python bench/understanding.py --blind103  # the hundred-and-fourth, an ordinary week in early June (tuned on in round 60)
    python bench/understanding.py --blind104  # the hundred-and-fifth, an ordinary week in early February (tuned on in round 61)
    python bench/understanding.py --blind105  # the hundred-and-sixth, callers ringing back about an earlier call (tuned on in round 61)
    python bench/understanding.py --blind106  # the hundred-and-seventh, callers thinking aloud and changing their mind mid-turn (tuned on in round 61)
    python bench/understanding.py --blind107  # the hundred-and-eighth, business callers (tuned on in round 62)
    python bench/understanding.py --blind108  # the hundred-and-ninth, worried and anxious callers (tuned on in round 62)
    python bench/understanding.py --blind109  # the hundred-and-tenth, an ordinary week in mid-August (tuned on in round 62)
    python bench/understanding.py --blind110  # the hundred-and-eleventh, an ordinary week in early September (tuned on in round 63)
    python bench/understanding.py --blind111  # the hundred-and-twelfth, callers reading from a letter, an email, a text or a label (tuned on in round 63)
    python bench/understanding.py --blind112  # the hundred-and-thirteenth, terse regulars in shorthand and trade words (tuned on in round 63)
    python bench/understanding.py --blind113  # the hundred-and-fourteenth, an ordinary week at the end of May (tuned on in round 64)
    python bench/understanding.py --blind114  # the hundred-and-fifteenth, bad lines: cut off, repeating, mishearing the agent (tuned on in round 64)
    python bench/understanding.py --blind115  # the hundred-and-sixteenth, callers at odd hours and from far away (tuned on in round 64)
    python bench/understanding.py --blind116  # the hundred-and-seventeenth, an ordinary week in late October (tuned on in round 65)
    python bench/understanding.py --blind117  # the hundred-and-eighteenth, callers who doubt they are talking to a machine or test it (tuned on in round 65)
    python bench/understanding.py --blind118  # the hundred-and-nineteenth, callers at the point of travel or pickup (tuned on in round 65)
    python bench/understanding.py --blind119  # the hundred-and-twentieth, an ordinary week in late June (tuned on in round 66)
    python bench/understanding.py --blind120  # the hundred-and-twenty-first, callers who are unwell themselves as they ring (tuned on in round 66)
    python bench/understanding.py --blind121  # the hundred-and-twenty-second, callers thinking about money (tuned on in round 66)
    python bench/understanding.py --blind122  # the hundred-and-twenty-third, an ordinary week in late November (tuned on in round 67)
    python bench/understanding.py --blind123  # the hundred-and-twenty-fourth, callers who compare with other companies, friends or last time (tuned on in round 67)
    python bench/understanding.py --blind124  # the hundred-and-twenty-fifth, callers in the middle of a life event (tuned on in round 67)
    python bench/understanding.py --blind125  # the hundred-and-twenty-sixth, an ordinary week in early May (tuned on in round 68)
    python bench/understanding.py --blind126  # the hundred-and-twenty-seventh, students and young people living away from home for the first time (tuned on in round 68)
    python bench/understanding.py --blind127  # the hundred-and-twenty-eighth, callers wary of scams and fraud (tuned on in round 68)
    python bench/understanding.py --blind128  # the hundred-and-twenty-ninth, an ordinary week in early December (tuned on in round 69)
    python bench/understanding.py --blind129  # the hundred-and-thirtieth, callers with hearing loss or speaking through a relay, captions or an interpreter (tuned on in round 69)
    python bench/understanding.py --blind130  # the hundred-and-thirty-first, callers arranging things for a group (tuned on in round 69)
    python bench/understanding.py --blind131  # the hundred-and-thirty-second, callers wary of scams and fraud (a second set) (tuned on in round 70)
    python bench/understanding.py --blind132  # the hundred-and-thirty-third, callers after a bereavement or in a family crisis (tuned on in round 70)
    python bench/understanding.py --blind133  # the hundred-and-thirty-fourth, callers on a work phone or a shared phone with people around them (tuned on in round 70)
    python bench/understanding.py --blind134  # the hundred-and-thirty-fifth, an ordinary week in late September (tuned on in round 71)
    python bench/understanding.py --blind135  # the hundred-and-thirty-sixth, callers who ask conditionally or hypothetically (tuned on in round 71)
    python bench/understanding.py --blind136  # the hundred-and-thirty-seventh, callers who report what others told them or what they read (tuned on in round 71)
    python bench/understanding.py --blind137  # the hundred-and-thirty-eighth, an ordinary week in mid-February (tuned on in round 72)
    python bench/understanding.py --blind138  # the hundred-and-thirty-ninth, callers following up on an earlier contact (tuned on in round 72)
    python bench/understanding.py --blind139  # the hundred-and-fortieth, callers who are impatient, annoyed or complaining (tuned on in round 72)
    python bench/understanding.py --blind140  # the hundred-and-forty-first, an ordinary week in mid-August (tuned on in round 73)
    python bench/understanding.py --blind141  # the hundred-and-forty-second, very polite and indirect callers (tuned on in round 73)
    python bench/understanding.py --blind142  # the hundred-and-forty-third, callers with access needs, or arranging them for someone (tuned on in round 73)
    python bench/understanding.py --blind143  # the hundred-and-forty-fourth, an ordinary week in early January (tuned on in round 74)
    python bench/understanding.py --blind144  # the hundred-and-forty-fifth, callers who change their minds or correct themselves as they speak (tuned on in round 74)
    python bench/understanding.py --blind145  # the hundred-and-forty-sixth, callers whose English is a second language and limited (tuned on in round 74)
    python bench/understanding.py --blind146  # the hundred-and-forty-seventh, an ordinary week in early April (tuned on in round 75)
    python bench/understanding.py --blind147  # the hundred-and-forty-eighth, callers unsure what they have reached (tuned on in round 75)
    python bench/understanding.py --blind148  # the hundred-and-forty-ninth, callers who speak in idioms, figures of speech and jokes (tuned on in round 75)
    python bench/understanding.py --blind149  # the hundred-and-fiftieth, an ordinary week in mid-July (tuned on in round 76)
    python bench/understanding.py --blind150  # the hundred-and-fifty-first, callers who bundle several things into one turn (tuned on in round 76)
    python bench/understanding.py --blind151  # the hundred-and-fifty-second, long-winded callers (tuned on in round 76)
    python bench/understanding.py --blind152  # the hundred-and-fifty-third, an ordinary week in mid-March (tuned on in round 77)
    python bench/understanding.py --blind153  # the hundred-and-fifty-fourth, callers who ask in negatives and double negatives (tuned on in round 77)
    python bench/understanding.py --blind154  # the hundred-and-fifty-fifth, North American callers (tuned on in round 77)
    python bench/understanding.py --blind155  # the hundred-and-fifty-sixth, an ordinary Monday morning after a weekend (tuned on in round 78)
    python bench/understanding.py --blind156  # the hundred-and-fifty-seventh, callers who ring for others as part of their job (tuned on in round 78)
    python bench/understanding.py --blind157  # the hundred-and-fifty-eighth, callers who are busy, interrupted or doing something else as they talk (tuned on in round 78)
    python bench/understanding.py --blind158  # the hundred-and-fifty-ninth, an ordinary week in early June (tuned on in round 79)
    python bench/understanding.py --blind159  # the hundred-and-sixtieth, older callers unused to phones, menus and automated lines (tuned on in round 79)
    python bench/understanding.py --blind160  # the hundred-and-sixty-first, callers in strong regional dialects of Britain and Ireland (tuned on in round 79)
    python bench/understanding.py --blind161  # the hundred-and-sixty-second, an ordinary week in late January (tuned on in round 80)
    python bench/understanding.py --blind162  # the hundred-and-sixty-third, callers who name things by how they look or what they are for (tuned on in round 80)
    python bench/understanding.py --blind163  # the hundred-and-sixty-fourth, callers making plans while waiting on something else (tuned on in round 80)
    python bench/understanding.py --blind164  # the hundred-and-sixty-fifth, an ordinary week around the Easter holidays (tuned on in round 81)
    python bench/understanding.py --blind165  # the hundred-and-sixty-sixth, young callers who talk in slang, text-speak and abbreviations (tuned on in round 81)
    python bench/understanding.py --blind166  # the hundred-and-sixty-seventh, callers in a hurry or in a small emergency (tuned on in round 81)
    python bench/understanding.py --blind167  # the hundred-and-sixty-eighth, callers who use the wrong words (tuned on in round 82)
    python bench/understanding.py --blind168  # the hundred-and-sixty-ninth, callers in the English of Australia, New Zealand, South Africa and India (tuned on in round 82)
    python bench/understanding.py --blind169  # the hundred-and-seventieth, an ordinary week in early October (tuned on in round 82)
    python bench/understanding.py --blind170  # the hundred-and-seventy-first, an ordinary week in late November (tuned on in round 83)
    python bench/understanding.py --blind171  # the hundred-and-seventy-second, callers who use the trade's own jargon (tuned on in round 83)
    python bench/understanding.py --blind172  # the hundred-and-seventy-third, callers who spell names and codes out letter by letter (tuned on in round 83)
    python bench/understanding.py --blind173  # the hundred-and-seventy-fourth, an ordinary week in early May (tuned on in round 84)
    python bench/understanding.py --blind174  # the hundred-and-seventy-fifth, callers who are unsure of themselves and hedge everything (tuned on in round 84)
    python bench/understanding.py --blind175  # the hundred-and-seventy-sixth, parents and guardians calling for a child, a teenager or a student away from home (tuned on in round 84)
    python bench/understanding.py --blind176  # the hundred-and-seventy-seventh, an ordinary week in mid-December (tuned on in round 85)
    python bench/understanding.py --blind177  # the hundred-and-seventy-eighth, callers whose turns are full of numbers (tuned on in round 85)
    python bench/understanding.py --blind178  # the hundred-and-seventy-ninth, callers whose lives involve animals (tuned on in round 85)
    python bench/understanding.py --blind179  # the hundred-and-eightieth, an ordinary week in early November (tuned on in round 86)
    python bench/understanding.py --blind180  # the hundred-and-eighty-first, callers who think aloud (tuned on in round 86)
    python bench/understanding.py --blind181  # the hundred-and-eighty-second, callers in the English of West Africa, the Caribbean, Singapore, Malaysia and the Philippines (tuned on in round 86)
    python bench/understanding.py --blind182  # the hundred-and-eighty-third, an ordinary week in late July (tuned on in round 87)
    python bench/understanding.py --blind183  # the hundred-and-eighty-fourth, callers who travel or live for a sport or a hobby (tuned on in round 87)
    python bench/understanding.py --blind184  # the hundred-and-eighty-fifth, callers who mix words of another language into their English (tuned on in round 87)
    python bench/understanding.py --blind185  # the hundred-and-eighty-sixth, an ordinary week in early December (tuned on in round 88)
    python bench/understanding.py --blind186  # the hundred-and-eighty-seventh, callers who say when in every way people say it (tuned on in round 88)
    python bench/understanding.py --blind187  # the hundred-and-eighty-eighth, anxious and nervous callers (tuned on in round 88)
    python bench/understanding.py --blind188  # the hundred-and-eighty-ninth, an ordinary week in late August (tuned on in round 89)
    python bench/understanding.py --blind189  # the hundred-and-ninetieth, callers who stammer, or whose speech the recogniser breaks up (tuned on in round 89)
    python bench/understanding.py --blind190  # the hundred-and-ninety-first, sarcastic, ironic and wry callers (tuned on in round 89)
    python bench/understanding.py --blind191  # the hundred-and-ninety-second, an ordinary week in late April (tuned on in round 90)
    python bench/understanding.py --blind192  # the hundred-and-ninety-third, callers speaking the English of East Asia (tuned on in round 90)
    python bench/understanding.py --blind193  # the hundred-and-ninety-fourth, callers who lead with the details (tuned on in round 90)
    python bench/understanding.py --blind194  # the hundred-and-ninety-fifth, an ordinary week in mid-October (tuned on in round 91)
    python bench/understanding.py --blind195  # the hundred-and-ninety-sixth, callers who lean on shorthand, pronouns and half sentences (tuned on in round 91)
    python bench/understanding.py --blind196  # the hundred-and-ninety-seventh, callers speaking the English of the American South and African American English (tuned on in round 91)
    python bench/understanding.py --blind197  # the hundred-and-ninety-eighth, an ordinary week in mid-June (tuned on in round 92)
    python bench/understanding.py --blind198  # the hundred-and-ninety-ninth, callers who ask whether a thing can be done (tuned on in round 92)
    python bench/understanding.py --blind199  # the two-hundredth, callers speaking the English of South Asia (tuned on in round 92)
    python bench/understanding.py --blind200  # the two-hundred-and-first, an ordinary week in mid-September (tuned on in round 93)
    python bench/understanding.py --blind201  # the two-hundred-and-second, callers in noisy places whose turns hold stray words (tuned on in round 93)
    python bench/understanding.py --blind202  # the two-hundred-and-third, callers speaking the English of Southeast Asia (tuned on in round 93)
    python bench/understanding.py --blind203  # the two-hundred-and-fourth, an ordinary week in early March (tuned on in round 94)
    python bench/understanding.py --blind204  # the two-hundred-and-fifth, callers who describe a situation and leave the request implied (tuned on in round 94)
    python bench/understanding.py --blind205  # the two-hundred-and-sixth, callers speaking the English of Eastern Europe (tuned on in round 94)
    python bench/understanding.py --blind206  # the two-hundred-and-seventh, an ordinary week in late February (tuned on in round 95)
    python bench/understanding.py --blind207  # the two-hundred-and-eighth, callers who swear and curse as they ask (tuned on in round 95)
    python bench/understanding.py --blind208  # the two-hundred-and-ninth, callers speaking the English of the Middle East and North Africa (tuned on in round 95)
    python bench/understanding.py --blind209  # the two-hundred-and-tenth, an ordinary week in early August (tuned on in round 96)
    python bench/understanding.py --blind210  # the two-hundred-and-eleventh, callers who ask for absurd, impossible or joking things (tuned on in round 96)
    python bench/understanding.py --blind211  # the two-hundred-and-twelfth, callers speaking the English of Latin America, Spain and Portugal (tuned on in round 96)
    python bench/understanding.py --blind212  # the two-hundred-and-thirteenth, an ordinary week in mid-November (tuned on in round 97)
    python bench/understanding.py --blind213  # the two-hundred-and-fourteenth, callers who are very formal, stiff or legalistic (tuned on in round 97)
    python bench/understanding.py --blind214  # the two-hundred-and-fifteenth, callers speaking the English of Germany, the Netherlands, Switzerland and Scandinavia (tuned on in round 97)
    python bench/understanding.py --blind215  # the two-hundred-and-sixteenth, an ordinary week in mid-May (tuned on in round 98)
    python bench/understanding.py --blind216  # the two-hundred-and-seventeenth, callers who bargain, haggle and make conditions (tuned on in round 98)
    python bench/understanding.py --blind217  # the two-hundred-and-eighteenth, callers speaking the English of East Africa (tuned on in round 98)
    python bench/understanding.py --blind218  # the two-hundred-and-nineteenth, an ordinary week in mid-April (tuned on in round 99)
    python bench/understanding.py --blind219  # the two-hundred-and-twentieth, embarrassed callers who talk round things with euphemisms (tuned on in round 99)
    python bench/understanding.py --blind220  # the two-hundred-and-twenty-first, callers speaking the English of France, Belgium, Quebec and French-speaking Africa (tuned on in round 99)
    python bench/understanding.py --blind221  # the two-hundred-and-twenty-second, an ordinary week in late October (tuned on in round 100)
    python bench/understanding.py --blind222  # the two-hundred-and-twenty-third, callers who tell a story before they ask (tuned on in round 100)
    python bench/understanding.py --blind223  # the two-hundred-and-twenty-fourth, callers speaking the English of Italy and Greece (tuned on in round 100)
    python bench/understanding.py --blind224  # the two-hundred-and-twenty-fifth, an ordinary week in early July (tuned on in round 101)
    python bench/understanding.py --blind225  # the two-hundred-and-twenty-sixth, callers who are unwell, tired or in pain as they call (tuned on in round 101)
    python bench/understanding.py --blind226  # the two-hundred-and-twenty-seventh, callers speaking the English of Turkey, Iran, Armenia, Georgia and Azerbaijan (tuned on in round 101)
    python bench/understanding.py --blind227  # the two-hundred-and-twenty-eighth, an ordinary week in late September (tuned on in round 102)
    python bench/understanding.py --blind228  # the two-hundred-and-twenty-ninth, callers who pass on what someone else told them to say (tuned on in round 102)
    python bench/understanding.py --blind229  # the two-hundred-and-thirtieth, callers speaking the English of the Pacific Islands and Papua New Guinea (tuned on in round 102)
    python bench/understanding.py --blind230  # the two-hundred-and-thirty-first, an ordinary week in late March (tuned on in round 103)
    python bench/understanding.py --blind231  # the two-hundred-and-thirty-second, chatty, cheerful callers who mix their request with small talk (tuned on in round 103)
    python bench/understanding.py --blind232  # the two-hundred-and-thirty-third, callers speaking the English of Southern Africa (tuned on in round 103)
    python bench/understanding.py --blind233  # the two-hundred-and-thirty-fourth, an ordinary week in late December (tuned on in round 104)
    python bench/understanding.py --blind234  # the two-hundred-and-thirty-fifth, callers who speak in the passive and the impersonal (tuned on in round 104)
    python bench/understanding.py --blind235  # the two-hundred-and-thirty-sixth, callers speaking the English of Central Asia and Mongolia (tuned on in round 104)
    python bench/understanding.py --blind236  # the two-hundred-and-thirty-seventh, an ordinary week during a summer heatwave (tuned on in round 105)
    python bench/understanding.py --blind237  # the two-hundred-and-thirty-eighth, callers who ask the agent for advice or its opinion before they decide (tuned on in round 105)
    python bench/understanding.py --blind238  # the two-hundred-and-thirty-ninth, callers speaking the English of Central Europe (tuned on in round 105)
    python bench/understanding.py --blind239  # the two-hundred-and-fortieth, an ordinary week in mid-January (tuned on in round 106)
    python bench/understanding.py --blind240  # the two-hundred-and-forty-first, callers who refer back to earlier calls, letters, emails, texts and past trips (tuned on in round 106)
    python bench/understanding.py --blind241  # the two-hundred-and-forty-second, callers speaking the English of Finland, Iceland and the Baltic states (tuned on in round 106)
    python bench/understanding.py --blind242  # the two-hundred-and-forty-third, an ordinary week around Eid al-Fitr and the end of Ramadan (tuned on in round 107)
    python bench/understanding.py --blind243  # the two-hundred-and-forty-fourth, blunt, bossy, confident callers who give orders and deadlines instead of asking (tuned on in round 107)
    python bench/understanding.py --blind244  # the two-hundred-and-forty-fifth, callers whose English comes from Brazil and from Portuguese-speaking Africa (tuned on in round 107)
    python bench/understanding.py --blind245  # the two-hundred-and-forty-sixth, an ordinary week around Lunar New Year (tuned on in round 108)
    python bench/understanding.py --blind246  # the two-hundred-and-forty-seventh, callers with very little English, beginners who know a few dozen words (tuned on in round 108)
    python bench/understanding.py --blind247  # the two-hundred-and-forty-eighth, callers who look after an adult (tuned on in round 108)
    python bench/understanding.py --blind248  # the two-hundred-and-forty-ninth, an ordinary week around Hanukkah in early December (tuned on in round 109)
    python bench/understanding.py --blind249  # the two-hundred-and-fiftieth, callers who check as they ask (tuned on in round 109)
    python bench/understanding.py --blind250  # the two-hundred-and-fifty-first, callers speaking the English of Israel (tuned on in round 109)
    python bench/understanding.py --blind251  # the two-hundred-and-fifty-second, an ordinary week around Nowruz, the Persian New Year at the spring equinox (tuned on in round 110)
    python bench/understanding.py --blind252  # the two-hundred-and-fifty-third, callers with someone else in the room, whose words to them the recogniser writes into the turn (tuned on in round 110)
    python bench/understanding.py --blind253  # the two-hundred-and-fifty-fourth, callers from Vietnam, Thailand, Cambodia, Laos and Myanmar speaking English as a second language (tuned on in round 110)
    python bench/understanding.py --blind254  # the two-hundred-and-fifty-fifth, an ordinary week around Vaisakhi in mid-April (tuned on in round 111)
    python bench/understanding.py --blind255  # the two-hundred-and-fifty-sixth, callers who act for a group or an organisation rather than for themselves (tuned on in round 111)
    python bench/understanding.py --blind256  # the two-hundred-and-fifty-seventh, callers speaking the English of the Caribbean (tuned on in round 111)
    python bench/understanding.py --blind257  # the two-hundred-and-fifty-eighth, an ordinary week around Chuseok, the Korean harvest festival in early autumn (tuned on in round 112)
    python bench/understanding.py --blind258  # the two-hundred-and-fifty-ninth, callers interpreting on the phone for a relative or neighbour who speaks little English (tuned on in round 112)
    python bench/understanding.py --blind259  # the two-hundred-and-sixtieth, callers whose work shapes their travel and their medicines (tuned on in round 112)
    python bench/understanding.py --blind260  # the two-hundred-and-sixty-first, an ordinary week around Holi, the spring festival of colours in March (tuned on in round 113)
    python bench/understanding.py --blind261  # the two-hundred-and-sixty-second, callers whose trouble came through an app, a website, an email or a text message (tuned on in round 113)
    python bench/understanding.py --blind262  # the two-hundred-and-sixty-third, callers speaking the English of Somalia, Sudan, South Sudan and Eritrea (tuned on in round 113)
    python bench/understanding.py --blind263  # the two-hundred-and-sixty-fourth, an ordinary week around Passover in spring (tuned on in round 114)
    python bench/understanding.py --blind264  # the two-hundred-and-sixty-fifth, callers who name the purpose or the outcome they want and leave the request unsaid (tuned on in round 114)
    python bench/understanding.py --blind265  # the two-hundred-and-sixty-sixth, callers from North Africa and the Levant speaking English after Arabic and French (tuned on in round 114)
    python bench/understanding.py --blind266  # the two-hundred-and-sixty-seventh, an ordinary week around Onam, the harvest festival of Kerala (tuned on in round 115)
    python bench/understanding.py --blind267  # the two-hundred-and-sixty-eighth, callers phoning while busy with something else (tuned on in round 115)
    python bench/understanding.py --blind268  # the two-hundred-and-sixty-ninth, callers from French-speaking West and Central Africa and from Haiti (tuned on in round 115)
    python bench/understanding.py --blind269  # the two-hundred-and-seventieth, an ordinary week around Obon in mid-August (tuned on in round 116)
    python bench/understanding.py --blind270  # the two-hundred-and-seventy-first, callers who are new to the country or only visiting (tuned on in round 116)
    python bench/understanding.py --blind271  # the two-hundred-and-seventy-second, callers speaking the English of Ireland (tuned on in round 116)
    python bench/understanding.py --blind272  # the two-hundred-and-seventy-third, an ordinary week around the Day of the Dead in early November (tuned on in round 117)
    python bench/understanding.py --blind273  # the two-hundred-and-seventy-fourth, callers who cannot remember the name of the thing they mean and describe it instead (tuned on in round 117)
    python bench/understanding.py --blind274  # the two-hundred-and-seventy-fifth, callers from Nigeria and Ghana, in Pidgin and in standard West African English (tuned on in round 117)
    python bench/understanding.py --blind275  # the two-hundred-and-seventy-sixth, an ordinary week around Songkran, the Thai New Year in mid-April (tuned on in round 118)
    python bench/understanding.py --blind276  # the two-hundred-and-seventy-seventh, callers passing on what someone else told them (tuned on in round 118)
    python bench/understanding.py --blind277  # the two-hundred-and-seventy-eighth, callers speaking the English of Sri Lanka and Tamil Nadu (tuned on in round 118)
    python bench/understanding.py --blind278  # the two-hundred-and-seventy-ninth, an ordinary week around Navratri and Durga Puja in early autumn (tuned on in round 119)
    python bench/understanding.py --blind279  # the two-hundred-and-eightieth, callers who talk in the words of their own trade or hobby (tuned on in round 119)
    python bench/understanding.py --blind280  # the two-hundred-and-eighty-first, callers speaking the English of Pakistan and Bangladesh (tuned on in round 119)
    python bench/understanding.py --blind281  # the two-hundred-and-eighty-second, an ordinary week around Diwali in late October or November (tuned on in round 120)
    python bench/understanding.py --blind282  # the two-hundred-and-eighty-third, callers who want the agent to remember, note or remind them of something (tuned on in round 120)
    python bench/understanding.py --blind283  # the two-hundred-and-eighty-fourth, callers speaking the English of the Philippines (tuned on in round 120)
    python bench/understanding.py --blind284  # the two-hundred-and-eighty-fifth, an ordinary week around Midsummer in Sweden, Finland and Norway in late June (tuned on in round 121)
    python bench/understanding.py --blind285  # the two-hundred-and-eighty-sixth, polite callers asking for an exception or a favour beside their ordinary requests (tuned on in round 121)
    python bench/understanding.py --blind286  # the two-hundred-and-eighty-seventh, callers speaking the English of Scotland as a speech recogniser writes it down (tuned on in round 121)
    python bench/understanding.py --blind287  # the two-hundred-and-eighty-eighth, an ordinary week around Vesak, the Buddha's day, in Sri Lanka, Thailand, Malaysia and Singapore (tuned on in round 122)
    python bench/understanding.py --blind288  # the two-hundred-and-eighty-ninth, callers reading aloud from a letter, a text message, an email, a label or a leaflet they were sent (tuned on in round 122)
    python bench/understanding.py --blind289  # the two-hundred-and-ninetieth, callers speaking the English of Kenya and Uganda as a speech recogniser writes it down (tuned on in round 122)
    python bench/understanding.py --blind290  # the two-hundred-and-ninety-first, the week before Lebaran (Hari Raya Aidilfitri) in Indonesia and Malaysia (tuned on in round 123)
    python bench/understanding.py --blind291  # the two-hundred-and-ninety-second, callers who are hard of hearing or on a bad line (tuned on in round 123)
    python bench/understanding.py --blind292  # the two-hundred-and-ninety-third, callers from Wales speaking the English of South and North Wales (tuned on in round 123)
    python bench/understanding.py --blind293  # the two-hundred-and-ninety-fourth, an ordinary week around Ganesh Chaturthi in Mumbai, Pune and Goa (tuned on in round 124)
    python bench/understanding.py --blind294  # the two-hundred-and-ninety-fifth, callers speaking the English of Jamaica and Trinidad and Tobago as a speech recogniser writes it down (tuned on in round 124)
    python bench/understanding.py --blind295  # the two-hundred-and-ninety-sixth, callers who ring on behalf of others as part of their work (travel agents, office managers, care-home nurses) (tuned on in round 124)
    python bench/understanding.py --blind296  # the two-hundred-and-ninety-seventh, an ordinary Thanksgiving week in the United States (tuned on in round 125)
    python bench/understanding.py --blind297  # the two-hundred-and-ninety-eighth, callers speaking the English of South Africa and Zimbabwe as a speech recogniser writes it down (tuned on in round 125)
    python bench/understanding.py --blind298  # the two-hundred-and-ninety-ninth, callers who change their mind or correct themselves inside one turn (tuned on in round 125)
    python bench/understanding.py --blind299  # the three-hundredth, an ordinary early-December week in Canada (tuned on in round 126)
    python bench/understanding.py --blind300  # the three-hundred-and-first, angry and fed-up callers, ringing after something went wrong before (tuned on in round 126)
    python bench/understanding.py --blind301  # the three-hundred-and-second, callers speaking the English of Pakistan and Bangladesh as a speech recogniser writes it down (tuned on in round 126)
    python bench/understanding.py --blind302  # the three-hundred-and-third, an ordinary week before Christmas in Australia and New Zealand (tuned on in round 127)
    python bench/understanding.py --blind303  # the three-hundred-and-fourth, callers phoning while driving, on hands-free in the car (tuned on in round 127)
    python bench/understanding.py --blind304  # the three-hundred-and-fifth, callers speaking the English of Hong Kong, Taiwan and mainland China as a speech recogniser writes it down (tuned on in round 127)
    python bench/understanding.py --blind305  # the three-hundred-and-sixth, an ordinary week around Orthodox Christmas and Epiphany in early January (tuned on in round 128)
    python bench/understanding.py --blind306  # the three-hundred-and-seventh, callers speaking the English of Japan and South Korea as a speech recogniser writes it down (tuned on in round 128)
    python bench/understanding.py --blind307  # the three-hundred-and-eighth, callers phoning from a hospital bed, a ward or a waiting room, or for a relative who is in hospital or has just been discharged (tuned on in round 128)
    python bench/understanding.py --blind308  # the three-hundred-and-ninth, callers who have a carer, a support worker or a family member speaking for them (tuned on in round 129)
    python bench/understanding.py --blind309  # the three-hundred-and-tenth, night-shift workers (nurses, security guards, bakers, warehouse pickers, taxi drivers) calling at odd hours (tuned on in round 129)
    python bench/understanding.py --blind310  # the three-hundred-and-eleventh, callers speaking the English of Egypt and the Gulf states (tuned on in round 129)
    python bench/understanding.py --blind311  # the three-hundred-and-twelfth, an ordinary week around Tet, the Lunar New Year in Vietnam (tuned on in round 130)
    python bench/understanding.py --blind312  # the three-hundred-and-thirteenth, teachers and school staff calling between lessons (tuned on in round 130)
    python bench/understanding.py --blind313  # the three-hundred-and-fourteenth, callers speaking the English of Brazil and Portugal (tuned on in round 130)
    python bench/understanding.py --blind314  # the three-hundred-and-fifteenth, callers in Scotland around Hogmanay and New Year (tuned on in round 131)
    python bench/understanding.py --blind315  # the three-hundred-and-sixteenth, callers who stammer or stutter (tuned on in round 131)
    python bench/understanding.py --blind316  # the three-hundred-and-seventeenth, retired callers in their seventies and eighties (tuned on in round 131)
    python bench/understanding.py --blind317  # the three-hundred-and-eighteenth, an ordinary week around Chinese New Year for Chinese families in South-East Asia and the UK (tuned on in round 132)
    python bench/understanding.py --blind318  # the three-hundred-and-nineteenth, deaf and hard-of-hearing callers through a relay, captioning or text-to-speech (tuned on in round 132)
    python bench/understanding.py --blind319  # the three-hundred-and-twentieth, callers speaking the English of Poland, Romania and the Baltic states (tuned on in round 132)
    python bench/understanding.py --blind320  # the three-hundred-and-twenty-first, an ordinary week of Ramadan for Muslim families in the UK (tuned on in round 133)
    python bench/understanding.py --blind321  # the three-hundred-and-twenty-second, callers on a ferry, a cruise ship or at a port, the signal cutting out (tuned on in round 133)
    python bench/understanding.py --blind322  # the three-hundred-and-twenty-third, farmers and rural callers in Britain and Ireland (tuned on in round 133)
    python bench/understanding.py --blind323  # the three-hundred-and-twenty-fourth, Jewish callers in the UK and the US around Passover (tuned on in round 134)
    python bench/understanding.py --blind324  # the three-hundred-and-twenty-fifth, university students studying abroad (tuned on in round 134)
    python bench/understanding.py --blind325  # the three-hundred-and-twenty-sixth, callers ringing from a music festival, a concert or a sports stadium (tuned on in round 134)
    python bench/understanding.py --blind326  # the three-hundred-and-twenty-seventh, parents at home with babies and toddlers (tuned on in round 135)
    python bench/understanding.py --blind327  # the three-hundred-and-twenty-eighth, callers speaking the English of Italy and Greece (tuned on in round 135)
    python bench/understanding.py --blind328  # the three-hundred-and-twenty-ninth, callers phoning in the small hours (tuned on in round 135)
    python bench/understanding.py --blind329  # the three-hundred-and-thirtieth, solicitors, barristers and busy office professionals between meetings and hearings (tuned on in round 136)
    python bench/understanding.py --blind330  # the three-hundred-and-thirty-first, callers from the American South and Texas (tuned on in round 136)
    python bench/understanding.py --blind331  # the three-hundred-and-thirty-second, hikers, climbers and campers calling from trails, mountain huts, bothies and campsites (tuned on in round 136)
    python bench/understanding.py --blind332  # the three-hundred-and-thirty-third, callers from Wales and the West Country (Cornwall, Devon, Somerset, Bristol) (tuned on in round 137)
    python bench/understanding.py --blind333  # the three-hundred-and-thirty-fourth, callers from Spain, Mexico and Latin America speaking English as a second language (tuned on in round 137)
    python bench/understanding.py --blind334  # the three-hundred-and-thirty-fifth, tradespeople ringing from a van, a roof or a building site (tuned on in round 137)
    python bench/understanding.py --blind335  # the three-hundred-and-thirty-sixth, members of the armed forces and their families, British and American (tuned on in round 138)
    python bench/understanding.py --blind336  # the three-hundred-and-thirty-seventh, callers who speak to the agent as they would to a smart speaker or a phone assistant (tuned on in round 138)
    python bench/understanding.py --blind337  # the three-hundred-and-thirty-eighth, chefs, waiters, kitchen porters and bar staff calling on a break in service or after a late shift (tuned on in round 138)
    python bench/understanding.py --blind338  # the three-hundred-and-thirty-ninth, cabin crew, pilots, engineers and airport ground staff calling on their own account (tuned on in round 139)
    python bench/understanding.py --blind339  # the three-hundred-and-fortieth, callers with a heavy cold, a sore throat or hay fever (tuned on in round 139)
    python bench/understanding.py --blind340  # the three-hundred-and-forty-first, lorry drivers, van couriers and coach drivers calling from the cab (tuned on in round 139)
    python bench/understanding.py --blind341  # the three-hundred-and-forty-second, nurses, paramedics and care workers calling on their own account between or after shifts (tuned on in round 140)
    python bench/understanding.py --blind342  # the three-hundred-and-forty-third, callers from Yorkshire, Lancashire and the North East of England speaking as they do at home (tuned on in round 140)
    python bench/understanding.py --blind343  # the three-hundred-and-forty-fourth, an ordinary week in Britain in early November, around Bonfire Night and the clocks going back (tuned on in round 140)
    python bench/understanding.py --blind344  # the three-hundred-and-forty-fifth, delivery riders, taxi and ride-hailing drivers and other gig workers calling between jobs (written before round 140; judges round 140 and the learned parts)
    python bench/understanding.py --blind345  # the three-hundred-and-forty-sixth, callers speaking the English of Germany, Austria and Switzerland, as a recogniser writes them down (written before round 140; judges round 140 and the learned parts)
    python bench/understanding.py --blind346  # the three-hundred-and-forty-seventh, an ordinary week around the late-August bank holiday and the end of the school summer in Britain and Ireland (written before round 140; judges round 140 and the learned parts)
    python bench/understanding.py --set FILE.yaml   # any set, e.g. a fresh one on its round's start (docs/fresh_sets.md)
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.understanding.heldout import (
    SETS,
    Phrasing,
    correct,
    decided_label,
    harmful,
    key,
    load,
)
from voice_agent.agent import Agent
from voice_agent.engine.acting_check import ActingCheck
from voice_agent.engine.embedding import EmbeddingMatcher, SentenceEmbedder
from voice_agent.engine.matcher import Intent, LexicalMatcher
from voice_agent.engine.resolver import Resolver
from voice_agent.engine.text import words
from voice_agent.engine.understand import Choice, Decision, Understander
from voice_agent.ports import IntentTarget

Decide = Callable[[str], Decision]


def before(agent: Agent) -> Decide:
    """Strict mode as it decided before this pipeline: TF-IDF, best target over 0.34."""
    from voice_agent.engine.matcher import INTENT_EXAMPLES

    matcher = LexicalMatcher()
    by_id = {g.id: g for g in agent.guidelines}
    synonyms = {" ".join(words(s)): "_".join(words(t.name)) for t in agent.terms for s in (*t.synonyms, t.name)}
    from voice_agent.engine.text import fold_synonyms

    def fold(text: str) -> str:
        return fold_synonyms(" ".join(words(text)), synonyms)

    targets = [IntentTarget(g.id, tuple(fold(p) for p in (g.condition, *g.examples))) for g in agent.guidelines]
    targets += [IntentTarget(i.target_id, tuple(fold(e) for e in ex)) for i, ex in INTENT_EXAMPLES.items()]
    matcher.fit(targets)
    exact = {" ".join(words(e)): i for i, ex in INTENT_EXAMPLES.items() for e in ex}

    def decide(text: str) -> Decision:
        plain = " ".join(words(text))
        if plain in exact:
            return Decision(Choice.INTENT, intent=exact[plain])
        scores = matcher.scores(fold(text))
        ranked = sorted(((s * (0.9 if t.startswith("intent:") else 1.0), t) for t, s in scores.items()), reverse=True)
        if any(t in by_id for s, t in ranked if s >= matcher.accept):
            ranked = [(s, t) for s, t in ranked if t != Intent.GREETING.target_id]
        if not ranked or ranked[0][0] < matcher.accept:
            return Decision(Choice.NO_MATCH)
        t = ranked[0][1]
        if t in by_id:
            return Decision(Choice.GUIDELINE, by_id[t])
        return Decision(Choice.INTENT, intent=Intent(t.split(":", 1)[1]))

    return decide


def pipeline(agent: Agent, matcher: LexicalMatcher | EmbeddingMatcher, check: ActingCheck | None = None,
             resolver: Resolver | None = None) -> Decide:
    understander = Understander(agent.guidelines, agent.terms, matcher, check=check, resolver=resolver)
    return lambda text: understander.understand(text).decision


def evaluate(decide: Decide, phrasings: list[Phrasing]) -> dict[str, object]:
    for i in range(20):  # warm-up on other words: the embedder caches what it has seen
        decide(f"a warm-up sentence number {i}")
    times: list[float] = []
    again: list[float] = []
    rows: list[tuple[Phrasing, Decision]] = []
    for p in phrasings:
        t = time.perf_counter()
        d = decide(p.text)
        times.append((time.perf_counter() - t) * 1000)
        rows.append((p, d))
        # A voice call reads the words at the caller's pause, and again when the turn ends there.
        t = time.perf_counter()
        decide(p.text)
        again.append((time.perf_counter() - t) * 1000)
    ok = sum(correct(p, d) for p, d in rows)
    times.sort()
    again.sort()
    return {"rows": rows, "accuracy": ok / len(rows), "correct": ok,
            "harmful": sum(harmful(p, d) for p, d in rows),
            "p50": statistics.median(times), "p95": times[int(0.95 * (len(times) - 1))],
            "again p95": again[int(0.95 * (len(again) - 1))]}


def precision_recall(rows: list[tuple[Phrasing, Decision]], label: str) -> tuple[float, float, int]:
    decided = [p for p, d in rows if decided_label(d) == label]
    relevant = [p for p, d in rows if p.label == label]
    hits = sum(1 for p, d in rows if p.label == label and decided_label(d) == label)
    precision = hits / len(decided) if decided else 1.0
    recall = hits / len(relevant) if relevant else 1.0
    return precision, recall, len(relevant)


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--misses", action="store_true", help="list the phrasings each column gets wrong")
    written = {  # each later set by a writer who never saw the matcher, scored once before it was read
        "blind": "written after tuning on heldout.yaml",
        "blind2": "tuned on in round 3", "blind3": "tuned on in round 4", "blind4": "tuned on in round 5",
        "blind5": "tuned on in round 6", "blind6": "tuned on in round 7", "blind7": "tuned on in round 8",
        "blind8": "tuned on in round 9",
        "blind9": "tuned on in round 10", "blind10": "tuned on in round 11",
        "blind11": "tuned on in round 12", "blind12": "tuned on in round 13",
        "blind13": "tuned on in round 14", "blind14": "tuned on in round 15",
        "blind15": "tuned on in round 16", "blind16": "tuned on in round 17",
        "blind17": "tuned on in round 18", "blind18": "tuned on in round 19",
        "blind19": "tuned on in round 20", "blind20": "tuned on in round 20",
        "blind21": "tuned on in round 21",
        "blind22": "tuned on in round 22",
        "blind23": "tuned on in round 23",
        "blind24": "tuned on in round 24",
        "blind25": "tuned on in round 25",
        "blind26": "tuned on in round 25",
        "blind27": "tuned on in round 26",
        "blind28": "tuned on in round 28 (judged the learned acting check before)",
        "blind29": "tuned on in round 28 (judged the learned acting check before)",
        "blind30": "tuned on in round 30 (judged the learned parts and the int8-arithmetic model before)",
        "blind31": "tuned on in round 31 (judged round 28 and the learned parts before)",
        "blind32": "tuned on in round 31 (judged round 28 and the learned parts before)",
        "blind33": "tuned on in round 32 (judged rounds 30-31 and the learned parts before)",
        "blind34": "tuned on in round 32 (judged round 31 and the learned parts before)",
        "blind35": "tuned on in round 33 (judged rounds 31-32 and the learned parts before)",
        "blind36": "tuned on in round 33 (judged round 32 and the learned parts before)",
        "blind37": "tuned on in round 34 (judged rounds 32-33 and the learned parts before)",
        "blind38": "tuned on in round 35 (judged rounds 33-34 and the learned parts before)",
        "blind39": "tuned on in round 36 (judged rounds 33-35 and the learned parts before)",
        "blind40": "tuned on in round 37 (judged rounds 34-36 and the learned parts before)",
        "blind41": "tuned on in round 38 (judged rounds 35-37 and the learned parts before)",
        "blind42": "tuned on in round 37 (judged round 36 and the learned parts before)",
        "blind43": "a judge of rounds 36-45 and of the learned parts, never tuned on",
        "blind44": "a judge of rounds 37-45 and of the learned parts, never tuned on",
        "blind45": "tuned on in round 39 (judged rounds 37-38 and the learned parts before)",
        "blind46": "tuned on in round 40 (judged round 39 and the learned parts before)",
        "blind47": "tuned on in round 39 (judged the learned parts before)",
        "blind48": "tuned on in round 44 (judged rounds 39-43 and the learned parts before)",
        "blind49": "tuned on in round 41 (judged rounds 39-40 and the learned parts before)",
        "blind50": "tuned on in round 42 (judged rounds 40-41 and the learned parts before)",
        "blind51": "tuned on in round 40 (judged the learned parts before)",
        "blind52": "tuned on in round 44 (judged rounds 41-43 and the learned parts before)",
        "blind53": "tuned on in round 41 (judged the learned parts before)",
        "blind54": "written before round 41, a judge of rounds 41-45 and of the learned parts, never tuned on",
        "blind55": "tuned on in round 42 (judged round 41 and the learned parts before)",
        "blind56": "tuned on in round 46 (judged rounds 41-45 and the learned parts before)",
        "blind57": "written before round 41, a judge of rounds 41-45 and of the learned parts, never tuned on",
        "blind58": "tuned on in round 45 (judged round 44 and the learned parts before)",
        "blind59": "tuned on in round 45 (judged round 44 and the learned parts before)",
        "blind60": "tuned on in round 46 (judged round 45 and the learned parts before)",
        "blind61": "tuned on in round 46 (judged round 45 and the learned parts before)",
        "blind62": "tuned on in round 47 (judged round 46 and the learned parts before)",
        "blind63": "tuned on in round 47 (judged round 46 and the learned parts before)",
        "blind64": "tuned on in round 47 (judged round 46 and the learned parts before)",
        "blind65": "tuned on in round 48 (judged round 47 and the learned parts before)",
        "blind66": "tuned on in round 48 (judged round 47 and the learned parts before)",
        "blind67": "tuned on in round 48 (judged round 47 and the learned parts before)",
        "blind68": "tuned on in round 49 (judged round 48 and the learned parts before)",
        "blind69": "tuned on in round 49 (judged round 48 and the learned parts before)",
        "blind70": "tuned on in round 49 (judged round 48 and the learned parts before)",
        "blind71": "tuned on in round 50 (judged round 49 and the learned parts before)",
        "blind72": "tuned on in round 50 (judged round 49 and the learned parts before)",
        "blind73": "tuned on in round 50 (judged round 49 and the learned parts before)",
        "blind74": "tuned on in round 51 (judged round 50 and the learned parts before)",
        "blind75": "tuned on in round 51 (judged round 50 and the learned parts before)",
        "blind76": "tuned on in round 51 (judged round 50 and the learned parts before)",
        "blind77": "tuned on in round 52 (judged round 51 and the learned parts before)",
        "blind78": "tuned on in round 52 (judged round 51 and the learned parts before)",
        "blind79": "tuned on in round 52 (judged round 51 and the learned parts before)",
        "blind80": "tuned on in round 53 (judged round 52 and the learned parts before)",
        "blind81": "tuned on in round 53 (judged round 52 and the learned parts before)",
        "blind82": "tuned on in round 53 (judged round 52 and the learned parts before)",
        "blind83": "tuned on in round 54 (judged round 53 and the learned parts before)",
        "blind84": "tuned on in round 54 (judged round 53 and the learned parts before)",
        "blind85": "tuned on in round 54 (judged round 53 and the learned parts before)",
        "blind86": "tuned on in round 55 (judged round 54 and the learned parts before)",
        "blind87": "tuned on in round 55 (judged round 54 and the learned parts before)",
        "blind88": "tuned on in round 55 (judged round 54 and the learned parts before)",
        "blind89": "tuned on in round 56 (judged round 55 and the learned parts before)",
        "blind90": "tuned on in round 56 (judged round 55 and the learned parts before)",
        "blind91": "tuned on in round 56 (judged round 55 and the learned parts before)",
        "blind92": "tuned on in round 57 (judged round 56 and the learned parts before)",
        "blind93": "tuned on in round 57 (judged round 56 and the learned parts before)",
        "blind94": "tuned on in round 57 (judged round 56 and the learned parts before)",
        "blind95": "tuned on in round 58 (judged round 57 and the learned parts before)",
        "blind96": "tuned on in round 58 (judged round 57 and the learned parts before)",
        "blind97": "tuned on in round 58 (judged round 57 and the learned parts before)",
        "blind98": "tuned on in round 59 (judged round 58 and the learned parts before)",
        "blind99": "tuned on in round 59 (judged round 58 and the learned parts before)",
        "blind100": "tuned on in round 59 (judged round 58 and the learned parts before)",
        "blind101": "tuned on in round 60 (judged round 59 and the learned parts before)",
        "blind102": "tuned on in round 60 (judged round 59 and the learned parts before)",
        "blind103": "tuned on in round 60 (judged round 59 and the learned parts before)",
        "blind104": "tuned on in round 61 (judged round 60 and the learned parts before)",
        "blind105": "tuned on in round 61 (judged round 60 and the learned parts before)",
        "blind106": "tuned on in round 61 (judged round 60 and the learned parts before)",
        "blind107": "tuned on in round 62 (judged round 61 and the learned parts before)",
        "blind108": "tuned on in round 62 (judged round 61 and the learned parts before)",
        "blind109": "tuned on in round 62 (judged round 61 and the learned parts before)",
        "blind110": "tuned on in round 63 (judged round 62 and the learned parts before)",
        "blind111": "tuned on in round 63 (judged round 62 and the learned parts before)",
        "blind112": "tuned on in round 63 (judged round 62 and the learned parts before)",
        "blind113": "tuned on in round 64 (judged round 63 and the learned parts before)",
        "blind114": "tuned on in round 64 (judged round 63 and the learned parts before)",
        "blind115": "tuned on in round 64 (judged round 63 and the learned parts before)",
        "blind116": "tuned on in round 65 (judged round 64 and the learned parts before)",
        "blind117": "tuned on in round 65 (judged round 64 and the learned parts before)",
        "blind118": "tuned on in round 65 (judged round 64 and the learned parts before)",
        "blind119": "tuned on in round 66 (judged round 65 and the learned parts before)",
        "blind120": "tuned on in round 66 (judged round 65 and the learned parts before)",
        "blind121": "tuned on in round 66 (judged round 65 and the learned parts before)",
        "blind122": "tuned on in round 67 (judged round 66 and the learned parts before)",
        "blind123": "tuned on in round 67 (judged round 66 and the learned parts before)",
        "blind124": "tuned on in round 67 (judged round 66 and the learned parts before)",
        "blind125": "tuned on in round 68 (judged round 67 and the learned parts before)",
        "blind126": "tuned on in round 68 (judged round 67 and the learned parts before)",
        "blind127": "tuned on in round 68 (judged round 67 and the learned parts before)",
        "blind128": "tuned on in round 69 (judged round 68 and the learned parts before)",
        "blind129": "tuned on in round 69 (judged round 68 and the learned parts before)",
        "blind130": "tuned on in round 69 (judged round 68 and the learned parts before)",
        "blind131": "tuned on in round 70 (judged round 69 and the learned parts before)",
        "blind132": "tuned on in round 70 (judged round 69 and the learned parts before)",
        "blind133": "tuned on in round 70 (judged round 69 and the learned parts before)",
        "blind134": "tuned on in round 71 (judged round 70 and the learned parts before)",
        "blind135": "tuned on in round 71 (judged round 70 and the learned parts before)",
        "blind136": "tuned on in round 71 (judged round 70 and the learned parts before)",
        "blind137": "tuned on in round 72 (judged round 71 and the learned parts before)",
        "blind138": "tuned on in round 72 (judged round 71 and the learned parts before)",
        "blind139": "tuned on in round 72 (judged round 71 and the learned parts before)",
        "blind140": "tuned on in round 73 (judged round 72 and the learned parts before)",
        "blind141": "tuned on in round 73 (judged round 72 and the learned parts before)",
        "blind142": "tuned on in round 73 (judged round 72 and the learned parts before)",
        "blind143": "tuned on in round 74 (judged round 73 and the learned parts before)",
        "blind144": "tuned on in round 74 (judged round 73 and the learned parts before)",
        "blind145": "tuned on in round 74 (judged round 73 and the learned parts before)",
        "blind146": "tuned on in round 75 (judged round 74 and the learned parts before)",
        "blind147": "tuned on in round 75 (judged round 74 and the learned parts before)",
        "blind148": "tuned on in round 75 (judged round 74 and the learned parts before)",
        "blind149": "tuned on in round 76 (judged round 75 and the learned parts before)",
        "blind150": "tuned on in round 76 (judged round 75 and the learned parts before)",
        "blind151": "tuned on in round 76 (judged round 75 and the learned parts before)",
        "blind152": "tuned on in round 77 (judged round 76 and the learned parts before)",
        "blind153": "tuned on in round 77 (judged round 76 and the learned parts before)",
        "blind154": "tuned on in round 77 (judged round 76 and the learned parts before)",
        "blind155": "tuned on in round 78 (judged round 77 and the learned parts before)",
        "blind156": "tuned on in round 78 (judged round 77 and the learned parts before)",
        "blind157": "tuned on in round 78 (judged round 77 and the learned parts before)",
        "blind158": "tuned on in round 79 (judged round 78 and the learned parts before)",
        "blind159": "tuned on in round 79 (judged round 78 and the learned parts before)",
        "blind160": "tuned on in round 79 (judged round 78 and the learned parts before)",
        "blind161": "tuned on in round 80 (judged round 79 and the learned parts before)",
        "blind162": "tuned on in round 80 (judged round 79 and the learned parts before)",
        "blind163": "tuned on in round 80 (judged round 79 and the learned parts before)",
        "blind164": "tuned on in round 81 (judged round 80 and the learned parts before)",
        "blind165": "tuned on in round 81 (judged round 80 and the learned parts before)",
        "blind166": "tuned on in round 81 (judged round 80 and the learned parts before)",
        "blind167": "tuned on in round 82 (judged round 81 and the learned parts before)",
        "blind168": "tuned on in round 82 (judged round 81 and the learned parts before)",
        "blind169": "tuned on in round 82 (judged round 81 and the learned parts before)",
        "blind170": "tuned on in round 83 (judged round 82 and the learned parts before)",
        "blind171": "tuned on in round 83 (judged round 82 and the learned parts before)",
        "blind172": "tuned on in round 83 (judged round 82 and the learned parts before)",
        "blind173": "tuned on in round 84 (judged round 83 and the learned parts before)",
        "blind174": "tuned on in round 84 (judged round 83 and the learned parts before)",
        "blind175": "tuned on in round 84 (judged round 83 and the learned parts before)",
        "blind176": "tuned on in round 85 (judged round 84 and the learned parts before)",
        "blind177": "tuned on in round 85 (judged round 84 and the learned parts before)",
        "blind178": "tuned on in round 85 (judged round 84 and the learned parts before)",
        "blind179": "tuned on in round 86 (judged round 85 and the learned parts before)",
        "blind180": "tuned on in round 86 (judged round 85 and the learned parts before)",
        "blind181": "tuned on in round 86 (judged round 85 and the learned parts before)",
        "blind182": "tuned on in round 87 (judged round 86 and the learned parts before)",
        "blind183": "tuned on in round 87 (judged round 86 and the learned parts before)",
        "blind184": "tuned on in round 87 (judged round 86 and the learned parts before)",
        "blind185": "tuned on in round 88 (judged round 87 and the learned parts before)",
        "blind186": "tuned on in round 88 (judged round 87 and the learned parts before)",
        "blind187": "tuned on in round 88 (judged round 87 and the learned parts before)",
        "blind188": "tuned on in round 89 (judged round 88 and the learned parts before)",
        "blind189": "tuned on in round 89 (judged round 88 and the learned parts before)",
        "blind190": "tuned on in round 89 (judged round 88 and the learned parts before)",
        "blind191": "tuned on in round 90 (judged round 89 and the learned parts before)",
        "blind192": "tuned on in round 90 (judged round 89 and the learned parts before)",
        "blind193": "tuned on in round 90 (judged round 89 and the learned parts before)",
        "blind194": "tuned on in round 91 (judged round 90 and the learned parts before)",
        "blind195": "tuned on in round 91 (judged round 90 and the learned parts before)",
        "blind196": "tuned on in round 91 (judged round 90 and the learned parts before)",
        "blind197": "tuned on in round 92 (judged round 91 and the learned parts before)",
        "blind198": "tuned on in round 92 (judged round 91 and the learned parts before)",
        "blind199": "tuned on in round 92 (judged round 91 and the learned parts before)",
        "blind200": "tuned on in round 93 (judged round 92 and the learned parts before)",
        "blind201": "tuned on in round 93 (judged round 92 and the learned parts before)",
        "blind202": "tuned on in round 93 (judged round 92 and the learned parts before)",
        "blind203": "tuned on in round 94 (judged round 93 and the learned parts before)",
        "blind204": "tuned on in round 94 (judged round 93 and the learned parts before)",
        "blind205": "tuned on in round 94 (judged round 93 and the learned parts before)",
        "blind206": "tuned on in round 95 (judged round 94 and the learned parts before)",
        "blind207": "tuned on in round 95 (judged round 94 and the learned parts before)",
        "blind208": "tuned on in round 95 (judged round 94 and the learned parts before)",
        "blind209": "tuned on in round 96 (judged round 95 and the learned parts before)",
        "blind210": "tuned on in round 96 (judged round 95 and the learned parts before)",
        "blind211": "tuned on in round 96 (judged round 95 and the learned parts before)",
        "blind212": "tuned on in round 97 (judged round 96 and the learned parts before)",
        "blind213": "tuned on in round 97 (judged round 96 and the learned parts before)",
        "blind214": "tuned on in round 97 (judged round 96 and the learned parts before)",
        "blind215": "tuned on in round 98 (judged round 97 and the learned parts before)",
        "blind216": "tuned on in round 98 (judged round 97 and the learned parts before)",
        "blind217": "tuned on in round 98 (judged round 97 and the learned parts before)",
        "blind218": "tuned on in round 99 (judged round 98 and the learned parts before)",
        "blind219": "tuned on in round 99 (judged round 98 and the learned parts before)",
        "blind220": "tuned on in round 99 (judged round 98 and the learned parts before)",
        "blind221": "tuned on in round 100 (judged round 99 and the learned parts before)",
        "blind222": "tuned on in round 100 (judged round 99 and the learned parts before)",
        "blind223": "tuned on in round 100 (judged round 99 and the learned parts before)",
        "blind224": "tuned on in round 101 (judged round 100 and the learned parts before)",
        "blind225": "tuned on in round 101 (judged round 100 and the learned parts before)",
        "blind226": "tuned on in round 101 (judged round 100 and the learned parts before)",
        "blind227": "tuned on in round 102 (judged round 101 and the learned parts before)",
        "blind228": "tuned on in round 102 (judged round 101 and the learned parts before)",
        "blind229": "tuned on in round 102 (judged round 101 and the learned parts before)",
        "blind230": "tuned on in round 103 (judged round 102 and the learned parts before)",
        "blind231": "tuned on in round 103 (judged round 102 and the learned parts before)",
        "blind232": "tuned on in round 103 (judged round 102 and the learned parts before)",
        "blind233": "tuned on in round 104 (judged round 103 and the learned parts before)",
        "blind234": "tuned on in round 104 (judged round 103 and the learned parts before)",
        "blind235": "tuned on in round 104 (judged round 103 and the learned parts before)",
        "blind236": "tuned on in round 105 (judged round 104 and the learned parts before)",
        "blind237": "tuned on in round 105 (judged round 104 and the learned parts before)",
        "blind238": "tuned on in round 105 (judged round 104 and the learned parts before)",
        "blind239": "tuned on in round 106 (judged round 105 and the learned parts before)",
        "blind240": "tuned on in round 106 (judged round 105 and the learned parts before)",
        "blind241": "tuned on in round 106 (judged round 105 and the learned parts before)",
        "blind242": "tuned on in round 107 (judged round 106 and the learned parts before)",
        "blind243": "tuned on in round 107 (judged round 106 and the learned parts before)",
        "blind244": "tuned on in round 107 (judged round 106 and the learned parts before)",
        "blind245": "tuned on in round 108 (judged round 107 and the learned parts before)",
        "blind246": "tuned on in round 108 (judged round 107 and the learned parts before)",
        "blind247": "tuned on in round 108 (judged round 107 and the learned parts before)",
        "blind248": "tuned on in round 109 (judged round 108 and the learned parts before)",
        "blind249": "tuned on in round 109 (judged round 108 and the learned parts before)",
        "blind250": "tuned on in round 109 (judged round 108 and the learned parts before)",
        "blind251": "tuned on in round 110 (judged round 109 and the learned parts before)",
        "blind252": "tuned on in round 110 (judged round 109 and the learned parts before)",
        "blind253": "tuned on in round 110 (judged round 109 and the learned parts before)",
        "blind254": "tuned on in round 111 (judged round 110 and the learned parts before)",
        "blind255": "tuned on in round 111 (judged round 110 and the learned parts before)",
        "blind256": "tuned on in round 111 (judged round 110 and the learned parts before)",
        "blind257": "tuned on in round 112 (judged round 111 and the learned parts before)",
        "blind258": "tuned on in round 112 (judged round 111 and the learned parts before)",
        "blind259": "tuned on in round 112 (judged round 111 and the learned parts before)",
        "blind260": "tuned on in round 113 (judged round 112 and the learned parts before)",
        "blind261": "tuned on in round 113 (judged round 112 and the learned parts before)",
        "blind262": "tuned on in round 113 (judged round 112 and the learned parts before)",
        "blind263": "tuned on in round 114 (judged round 113 and the learned parts before)",
        "blind264": "tuned on in round 114 (judged round 113 and the learned parts before)",
        "blind265": "tuned on in round 114 (judged round 113 and the learned parts before)",
        "blind266": "tuned on in round 115 (judged round 114 and the learned parts before)",
        "blind267": "tuned on in round 115 (judged round 114 and the learned parts before)",
        "blind268": "tuned on in round 115 (judged round 114 and the learned parts before)",
        "blind269": "tuned on in round 116 (judged round 115 and the learned parts before)",
        "blind270": "tuned on in round 116 (judged round 115 and the learned parts before)",
        "blind271": "tuned on in round 116 (judged round 115 and the learned parts before)",
        "blind272": "tuned on in round 117 (judged round 116 and the learned parts before)",
        "blind273": "tuned on in round 117 (judged round 116 and the learned parts before)",
        "blind274": "tuned on in round 117 (judged round 116 and the learned parts before)",
        "blind275": "tuned on in round 118 (judged round 117 and the learned parts before)",
        "blind276": "tuned on in round 118 (judged round 117 and the learned parts before)",
        "blind277": "tuned on in round 118 (judged round 117 and the learned parts before)",
        "blind278": "tuned on in round 119 (judged round 118 and the learned parts before)",
        "blind279": "tuned on in round 119 (judged round 118 and the learned parts before)",
        "blind280": "tuned on in round 119 (judged round 118 and the learned parts before)",
        "blind281": "tuned on in round 120 (judged round 119 and the learned parts before)",
        "blind282": "tuned on in round 120 (judged round 119 and the learned parts before)",
        "blind283": "tuned on in round 120 (judged round 119 and the learned parts before)",
        "blind284": "tuned on in round 121 (judged round 120 and the learned parts before)",
        "blind285": "tuned on in round 121 (judged round 120 and the learned parts before)",
        "blind286": "tuned on in round 121 (judged round 120 and the learned parts before)",
        "blind287": "tuned on in round 122 (judged round 121 and the learned parts before)",
        "blind288": "tuned on in round 122 (judged round 121 and the learned parts before)",
        "blind289": "tuned on in round 122 (judged round 121 and the learned parts before)",
        "blind290": "tuned on in round 123 (judged round 122 and the learned parts before)",
        "blind291": "tuned on in round 123 (judged round 122 and the learned parts before)",
        "blind292": "tuned on in round 123 (judged round 122 and the learned parts before)",
        "blind293": "tuned on in round 124 (judged round 123 and the learned parts before)",
        "blind294": "tuned on in round 124 (judged round 123 and the learned parts before)",
        "blind295": "tuned on in round 124 (judged round 123 and the learned parts before)",
        "blind296": "tuned on in round 125 (judged round 124 and the learned parts before)",
        "blind297": "tuned on in round 125 (judged round 124 and the learned parts before)",
        "blind298": "tuned on in round 125 (judged round 124 and the learned parts before)",
        "blind299": "tuned on in round 126 (judged round 125 and the learned parts before)",
        "blind300": "tuned on in round 126 (judged round 125 and the learned parts before)",
        "blind301": "tuned on in round 126 (judged round 125 and the learned parts before)",
        "blind302": "tuned on in round 127 (judged round 126 and the learned parts before)",
        "blind303": "tuned on in round 127 (judged round 126 and the learned parts before)",
        "blind304": "tuned on in round 127 (judged round 126 and the learned parts before)",
        "blind305": "tuned on in round 128 (judged round 127 and the learned parts before)",
        "blind306": "tuned on in round 128 (judged round 127 and the learned parts before)",
        "blind307": "tuned on in round 128 (judged round 127 and the learned parts before)",
        "blind308": "tuned on in round 129 (judged round 128 and the learned parts before)",
        "blind309": "tuned on in round 129 (judged round 128 and the learned parts before)",
        "blind310": "tuned on in round 129 (judged round 128 and the learned parts before)",
        "blind311": "tuned on in round 130 (judged round 129 and the learned parts before)",
        "blind312": "tuned on in round 130 (judged round 129 and the learned parts before)",
        "blind313": "tuned on in round 130 (judged round 129 and the learned parts before)",
        "blind314": "tuned on in round 131 (judged round 130 and the learned parts before)",
        "blind315": "tuned on in round 131 (judged round 130 and the learned parts before)",
        "blind316": "tuned on in round 131 (judged round 130 and the learned parts before)",
        "blind317": "tuned on in round 132 (judged round 131 and the learned parts before)",
        "blind318": "tuned on in round 132 (judged round 131 and the learned parts before)",
        "blind319": "tuned on in round 132 (judged round 131 and the learned parts before)",
        "blind320": "tuned on in round 133 (judged round 132 and the learned parts before)",
        "blind321": "tuned on in round 133 (judged round 132 and the learned parts before)",
        "blind322": "tuned on in round 133 (judged round 132 and the learned parts before)",
        "blind323": "tuned on in round 134 (judged round 133 and the learned parts before)",
        "blind324": "tuned on in round 134 (judged round 133 and the learned parts before)",
        "blind325": "tuned on in round 134 (judged round 133 and the learned parts before)",
        "blind326": "tuned on in round 135 (judged round 134 and the learned parts before)",
        "blind327": "tuned on in round 135 (judged round 134 and the learned parts before)",
        "blind328": "tuned on in round 135 (judged round 134 and the learned parts before)",
        "blind329": "tuned on in round 136 (judged round 135 and the learned parts before)",
        "blind330": "tuned on in round 136 (judged round 135 and the learned parts before)",
        "blind331": "tuned on in round 136 (judged round 135 and the learned parts before)",
        "blind332": "tuned on in round 137 (judged round 136 and the learned parts before)",
        "blind333": "tuned on in round 137 (judged round 136 and the learned parts before)",
        "blind334": "tuned on in round 137 (judged round 136 and the learned parts before)",
        "blind335": "tuned on in round 138 (judged round 137 and the learned parts before)",
        "blind336": "tuned on in round 138 (judged round 137 and the learned parts before)",
        "blind337": "tuned on in round 138 (judged round 137 and the learned parts before)",
        "blind338": "tuned on in round 139 (judged round 138 and the learned parts before)",
        "blind339": "tuned on in round 139 (judged round 138 and the learned parts before)",
        "blind340": "tuned on in round 139 (judged round 138 and the learned parts before)",
        "blind341": "tuned on in round 140 (judged round 139 and the learned parts before)",
        "blind342": "tuned on in round 140 (judged round 139 and the learned parts before)",
        "blind343": "tuned on in round 140 (judged round 139 and the learned parts before)",
        "blind344": "written before round 140, a judge of round 140 and of the learned parts, never tuned on",
        "blind345": "written before round 140, a judge of round 140 and of the learned parts, never tuned on",
        "blind346": "written before round 140, a judge of round 140 and of the learned parts, never tuned on",
    }
    for name, how in written.items():
        parser.add_argument(f"--{name}", action="store_true", help=f"score tests/understanding/{name}.yaml, {how}")
    parser.add_argument("--set", metavar="YAML", type=Path,
                        help="score any file of phrasings in the same format (a fresh set on its round's start: docs/fresh_sets.md)")
    args = parser.parse_args()
    named = [name for name in reversed(written) if getattr(args, name)]
    chosen = str(args.set) if args.set else named[0] if named else "held-out"
    factories, phrasings = load(args.set or SETS[named[0] if named else "heldout"])
    columns = ("before", "lexical", "float32", "semantic", "+ check", "+ resolver", "nothing ahead")
    results: dict[str, list[dict[str, object]]] = {c: [] for c in columns}
    for name, factory in factories.items():
        agent = factory()
        await agent.ensure_setup()
        mine = [p for p in phrasings if p.agent == name]
        results["before"].append(evaluate(before(agent), mine))
        results["lexical"].append(evaluate(pipeline(agent, LexicalMatcher()), mine))
        # the same model multiplying in float32, as it ran before the int8-arithmetic model: its
        # time against the semantic column's is the speed-up, like with like
        results["float32"].append(evaluate(pipeline(agent, EmbeddingMatcher(SentenceEmbedder(exact=True))), mine))
        results["semantic"].append(evaluate(pipeline(agent, EmbeddingMatcher()), mine))
        # its own embedder: the phrasings are new to it, so its time is not served from a cache
        results["+ check"].append(evaluate(pipeline(agent, EmbeddingMatcher(SentenceEmbedder()), agent.acting_check), mine))
        results["+ resolver"].append(evaluate(pipeline(agent, EmbeddingMatcher(SentenceEmbedder()), agent.acting_check,
                                                       agent.resolver), mine))
        # the default scoring each text when asked: its time against + resolver's is what reading ahead gains
        results["nothing ahead"].append(evaluate(pipeline(agent, EmbeddingMatcher(SentenceEmbedder(), ahead=False),
                                                          agent.acting_check, agent.resolver), mine))
    merged = {c: [r for part in results[c] for r in part["rows"]] for c in columns}  # type: ignore[attr-defined]
    negatives = sum(p.negative for p in phrasings)
    print(f"{chosen} phrasings: {len(phrasings)} "
          f"({negatives} ask for none of the agents' actions), "
          f"agents: {', '.join(factories)}; 2-core machine shared with other jobs\n")
    print(f"{'':34}" + "".join(f"{c:>18}" for c in columns))
    cells = []
    for c in columns:
        ok = sum(correct(p, d) for p, d in merged[c])
        cells.append(f"{ok / len(merged[c]):.1%} ({ok}/{len(merged[c])})")
    print(f"{'accuracy':<34}" + "".join(f"{x:>18}" for x in cells))
    print(f"{'harmful actions':<34}" + "".join(f"{sum(harmful(p, d) for p, d in merged[c]):>18}" for c in columns))
    clarified = [sum(1 for p, d in merged[c] if not correct(p, d) and d.choice is Choice.CLARIFY
                     and d.candidates[:1] and key(d.candidates[0]) == p.label) for c in columns]
    print(f"{'misses that ask about the right one':<34}" + "".join(f"{n:>18}" for n in clarified))
    for metric, label in (("p50", "matching ms per turn, p50"), ("p95", "matching ms per turn, p95"),
                          ("again p95", "... read again at its end, p95")):
        values = [max(float(part[metric]) for part in results[c]) for c in columns]  # type: ignore[arg-type]
        print(f"{label:<34}" + "".join(f"{v:>18.2f}" for v in values))
    print("\nper label: precision/recall")
    for full in sorted({p.agent + " " + p.label for p in phrasings if not p.negative}):
        agent_name, label = full.split(" ", 1)
        row = []
        n = 0
        for c in columns:
            prec, rec, n = precision_recall([(p, d) for p, d in merged[c] if p.agent == agent_name], label)
            row.append(f"{prec:.2f}/{rec:.2f}")
        print(f"{full:<34}" + "".join(f"{x:>18}" for x in row) + f"   n={n}")
    print("\nnegatives answered safely (no guideline chosen)")
    for full in sorted(Counter(p.agent + " " + p.label for p in phrasings if p.negative)):
        agent_name, label = full.split(" ", 1)
        row = []
        for c in columns:
            rows = [(p, d) for p, d in merged[c] if p.agent == agent_name and p.label == label]
            row.append(f"{sum(correct(p, d) for p, d in rows)}/{len(rows)}")
        print(f"{full:<34}" + "".join(f"{x:>18}" for x in row))
    if args.misses:
        for c in columns:
            print(f"\nmisses, {c}:")
            for p, d in merged[c]:
                if not correct(p, d):
                    print(f"  {'HARMFUL ' if harmful(p, d) else ''}[{p.agent} {p.label}] {p.text!r} -> {d.describe()}")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
