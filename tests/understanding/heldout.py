"""The held-out phrasings (heldout.yaml) and how a decision on one is judged; shared by
tests/unit/test_understanding.py and bench/understanding.py."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

from adapters import phrasings
from adapters.phrasings import Phrasing as Phrasing
from adapters.phrasings import label_of
from voice_agent.agent import Agent
from voice_agent.engine.understand import Choice, Decision, acts

HELDOUT = Path(__file__).with_name("heldout.yaml")
BLIND = Path(__file__).with_name("blind.yaml")  # written after tuning on HELDOUT; scored once
# Written by a separate writer who never saw the matcher, after the second round of tuning;
# scored once, then tuned on in the third round (docs/understanding.md): no longer blind.
BLIND2 = Path(__file__).with_name("blind2.yaml")
# The fourth, by another separate writer, scored once before and after round 3 (docs/understanding.md).
BLIND3 = Path(__file__).with_name("blind3.yaml")
# The fifth, by another separate writer, scored once before and after round 4, then tuned on in round 5.
BLIND4 = Path(__file__).with_name("blind4.yaml")
# The sixth, by another separate writer, scored once before and after round 5, then tuned on in round 6.
BLIND5 = Path(__file__).with_name("blind5.yaml")
# The seventh, by another separate writer, scored once before and after round 6, then tuned on in round 7.
BLIND6 = Path(__file__).with_name("blind6.yaml")
# The eighth, by another separate writer, scored once before and after round 7, then tuned on in round 8.
BLIND7 = Path(__file__).with_name("blind7.yaml")
# The ninth, by another separate writer, scored once before and after round 8, then tuned on in round 9.
BLIND8 = Path(__file__).with_name("blind8.yaml")
# The tenth, by another separate writer, scored once before and after round 9, then tuned on in round 10.
BLIND9 = Path(__file__).with_name("blind9.yaml")
# The eleventh, by another separate writer, scored once before and after round 10, then tuned on in round 11.
BLIND10 = Path(__file__).with_name("blind10.yaml")
BLIND11 = Path(__file__).with_name("blind11.yaml")
BLIND12 = Path(__file__).with_name("blind12.yaml")
BLIND13 = Path(__file__).with_name("blind13.yaml")
BLIND14 = Path(__file__).with_name("blind14.yaml")
BLIND15 = Path(__file__).with_name("blind15.yaml")
BLIND16 = Path(__file__).with_name("blind16.yaml")
BLIND17 = Path(__file__).with_name("blind17.yaml")
BLIND18 = Path(__file__).with_name("blind18.yaml")
BLIND19 = Path(__file__).with_name("blind19.yaml")
BLIND20 = Path(__file__).with_name("blind20.yaml")
BLIND21 = Path(__file__).with_name("blind21.yaml")
BLIND22 = Path(__file__).with_name("blind22.yaml")
BLIND23 = Path(__file__).with_name("blind23.yaml")
BLIND24 = Path(__file__).with_name("blind24.yaml")
BLIND25 = Path(__file__).with_name("blind25.yaml")
BLIND26 = Path(__file__).with_name("blind26.yaml")
BLIND27 = Path(__file__).with_name("blind27.yaml")
# blind28 and blind29 judged the learned parts until round 28 tuned on them, blind30 until round 30,
# blind31 and blind32 until round 31, blind33 and blind34 until round 32, blind35 and blind36 until round 33,
# blind37 until round 34, blind38 until round 35, blind39 until round 36, blind40 and blind42 until round 37,
# blind41 until round 38, blind45 and blind47 until round 39, blind46 and blind51 until round 40,
# blind49 and blind53 until round 41, blind50 and blind55 until round 42,
# blind48 and blind52 until round 44, blind58 and blind59 until round 45, blind56, blind60 and blind61
# until round 46, blind62 to blind64 until round 47, blind65 to blind67 until round 48, blind68 to blind70
# until round 49, blind71 to blind73 until round 50, blind74 to blind76 until round 51, blind77 to blind79
# until round 52, blind80 to blind82 until round 53, blind83 to blind85 until round 54, blind86 to blind88
# until round 55, blind89 to blind91 until round 56, blind92 to blind94 until round 57, blind95 to
# blind97 until round 58, blind98 to blind100 until round 59, blind101 to blind103 until round 60,
# blind104 to blind106 until round 61, blind107 to blind109 until round 62, blind110 to blind112 until
# round 63, blind113 to blind115 until round 64,
# blind116 to blind118 until round 65,
# blind119 to blind121 until round 66,
# blind122 to blind124 until round 67,
# blind125 to blind127 until round 68,
# blind128 to blind130 until round 69,
# blind131 to blind133 until round 70,
# blind134 to blind136 until round 71,
# blind137 to blind139 until round 72,
# blind140 to blind142 until round 73,
# blind143 to blind145 until round 74,
# blind146 to blind148 until round 75,
# blind149 to blind151 until round 76,
# blind152 to blind154 until round 77,
# blind155 to blind157 until round 78,
# blind158 to blind160 until round 79,
# blind161 to blind163 until round 80,
# blind164 to blind166 until round 81,
# blind167 to blind169 until round 82,
# blind170 to blind172 until round 83,
# blind173 to blind175 until round 84,
# blind176 to blind178 until round 85,
# blind179 to blind181 until round 86,
# blind182 to blind184 until round 87,
# blind185 to blind187 until round 88,
# blind188 to blind190 until round 89,
# blind191 to blind193 until round 90,
# blind194 to blind196 until round 91,
# blind197 to blind199 until round 92,
# blind200 to blind202 until round 93,
# blind203 to blind205 until round 94,
# blind206 to blind208 until round 95,
# blind209 to blind211 until round 96,
# blind212 to blind214 until round 97,
# blind215 to blind217 until round 98,
# blind218 to blind220 until round 99,
# blind221 to blind223 until round 100,
# blind224 to blind226 until round 101,
# blind227 to blind229 until round 102,
# blind230 to blind232 until round 103,
# blind233 to blind235 until round 104,
# blind236 to blind238 until round 105,
# blind239 to blind241 until round 106,
# blind242 to blind244 until round 107,
# blind245 to blind247 until round 108,
# blind248 to blind250 until round 109,
# blind251 to blind253 until round 110,
# blind254 to blind256 until round 111,
# blind257 to blind259 until round 112,
# blind260 to blind262 until round 113,
# blind263 to blind265 until round 114,
# blind266 to blind268 until round 115,
# blind269 to blind271 until round 116,
# blind272 to blind274 until round 117,
# blind275 to blind277 until round 118,
# blind278 to blind280 until round 119,
# blind281 to blind283 until round 120,
# blind284 to blind286 until round 121,
# blind287 to blind289 until round 122,
# blind290 to blind292 until round 123,
# blind293 to blind295 until round 124; now the learned parts learn from them.
BLIND28 = Path(__file__).with_name("blind28.yaml")
BLIND29 = Path(__file__).with_name("blind29.yaml")
BLIND30 = Path(__file__).with_name("blind30.yaml")
BLIND31 = Path(__file__).with_name("blind31.yaml")
BLIND32 = Path(__file__).with_name("blind32.yaml")
BLIND33 = Path(__file__).with_name("blind33.yaml")
BLIND34 = Path(__file__).with_name("blind34.yaml")
BLIND35 = Path(__file__).with_name("blind35.yaml")
BLIND36 = Path(__file__).with_name("blind36.yaml")
BLIND37 = Path(__file__).with_name("blind37.yaml")
BLIND38 = Path(__file__).with_name("blind38.yaml")
BLIND39 = Path(__file__).with_name("blind39.yaml")
BLIND40 = Path(__file__).with_name("blind40.yaml")
BLIND41 = Path(__file__).with_name("blind41.yaml")
BLIND42 = Path(__file__).with_name("blind42.yaml")
BLIND43 = Path(__file__).with_name("blind43.yaml")
BLIND44 = Path(__file__).with_name("blind44.yaml")
BLIND45 = Path(__file__).with_name("blind45.yaml")
BLIND46 = Path(__file__).with_name("blind46.yaml")
BLIND47 = Path(__file__).with_name("blind47.yaml")
BLIND48 = Path(__file__).with_name("blind48.yaml")
BLIND49 = Path(__file__).with_name("blind49.yaml")
BLIND50 = Path(__file__).with_name("blind50.yaml")
BLIND51 = Path(__file__).with_name("blind51.yaml")
BLIND52 = Path(__file__).with_name("blind52.yaml")
BLIND53 = Path(__file__).with_name("blind53.yaml")
BLIND54 = Path(__file__).with_name("blind54.yaml")
BLIND55 = Path(__file__).with_name("blind55.yaml")
BLIND56 = Path(__file__).with_name("blind56.yaml")
BLIND57 = Path(__file__).with_name("blind57.yaml")
BLIND58 = Path(__file__).with_name("blind58.yaml")
BLIND59 = Path(__file__).with_name("blind59.yaml")
BLIND60 = Path(__file__).with_name("blind60.yaml")
BLIND61 = Path(__file__).with_name("blind61.yaml")
BLIND62 = Path(__file__).with_name("blind62.yaml")
BLIND63 = Path(__file__).with_name("blind63.yaml")
BLIND64 = Path(__file__).with_name("blind64.yaml")
BLIND65 = Path(__file__).with_name("blind65.yaml")
BLIND66 = Path(__file__).with_name("blind66.yaml")
BLIND67 = Path(__file__).with_name("blind67.yaml")
BLIND68 = Path(__file__).with_name("blind68.yaml")
BLIND69 = Path(__file__).with_name("blind69.yaml")
BLIND70 = Path(__file__).with_name("blind70.yaml")
BLIND71 = Path(__file__).with_name("blind71.yaml")
BLIND72 = Path(__file__).with_name("blind72.yaml")
BLIND73 = Path(__file__).with_name("blind73.yaml")
BLIND74 = Path(__file__).with_name("blind74.yaml")
BLIND75 = Path(__file__).with_name("blind75.yaml")
BLIND76 = Path(__file__).with_name("blind76.yaml")
BLIND77 = Path(__file__).with_name("blind77.yaml")
BLIND78 = Path(__file__).with_name("blind78.yaml")
BLIND79 = Path(__file__).with_name("blind79.yaml")
BLIND80 = Path(__file__).with_name("blind80.yaml")
BLIND81 = Path(__file__).with_name("blind81.yaml")
BLIND82 = Path(__file__).with_name("blind82.yaml")
BLIND83 = Path(__file__).with_name("blind83.yaml")
BLIND84 = Path(__file__).with_name("blind84.yaml")
BLIND85 = Path(__file__).with_name("blind85.yaml")
BLIND86 = Path(__file__).with_name("blind86.yaml")
BLIND87 = Path(__file__).with_name("blind87.yaml")
BLIND88 = Path(__file__).with_name("blind88.yaml")
BLIND89 = Path(__file__).with_name("blind89.yaml")
BLIND90 = Path(__file__).with_name("blind90.yaml")
BLIND91 = Path(__file__).with_name("blind91.yaml")
BLIND92 = Path(__file__).with_name("blind92.yaml")
BLIND93 = Path(__file__).with_name("blind93.yaml")
BLIND94 = Path(__file__).with_name("blind94.yaml")
BLIND95 = Path(__file__).with_name("blind95.yaml")
BLIND96 = Path(__file__).with_name("blind96.yaml")
BLIND97 = Path(__file__).with_name("blind97.yaml")
BLIND98 = Path(__file__).with_name("blind98.yaml")
BLIND99 = Path(__file__).with_name("blind99.yaml")
BLIND100 = Path(__file__).with_name("blind100.yaml")
BLIND101 = Path(__file__).with_name("blind101.yaml")
BLIND102 = Path(__file__).with_name("blind102.yaml")
BLIND103 = Path(__file__).with_name("blind103.yaml")
BLIND104 = Path(__file__).with_name("blind104.yaml")
BLIND105 = Path(__file__).with_name("blind105.yaml")
BLIND106 = Path(__file__).with_name("blind106.yaml")
BLIND107 = Path(__file__).with_name("blind107.yaml")
BLIND108 = Path(__file__).with_name("blind108.yaml")
BLIND109 = Path(__file__).with_name("blind109.yaml")
BLIND110 = Path(__file__).with_name("blind110.yaml")
BLIND111 = Path(__file__).with_name("blind111.yaml")
BLIND112 = Path(__file__).with_name("blind112.yaml")
BLIND113 = Path(__file__).with_name("blind113.yaml")
BLIND114 = Path(__file__).with_name("blind114.yaml")
BLIND115 = Path(__file__).with_name("blind115.yaml")
BLIND116 = Path(__file__).with_name("blind116.yaml")
BLIND117 = Path(__file__).with_name("blind117.yaml")
BLIND118 = Path(__file__).with_name("blind118.yaml")
BLIND119 = Path(__file__).with_name("blind119.yaml")
BLIND120 = Path(__file__).with_name("blind120.yaml")
BLIND121 = Path(__file__).with_name("blind121.yaml")
BLIND122 = Path(__file__).with_name("blind122.yaml")
BLIND123 = Path(__file__).with_name("blind123.yaml")
BLIND124 = Path(__file__).with_name("blind124.yaml")
BLIND125 = Path(__file__).with_name("blind125.yaml")
BLIND126 = Path(__file__).with_name("blind126.yaml")
BLIND127 = Path(__file__).with_name("blind127.yaml")
BLIND128 = Path(__file__).with_name("blind128.yaml")
BLIND129 = Path(__file__).with_name("blind129.yaml")
BLIND130 = Path(__file__).with_name("blind130.yaml")
BLIND131 = Path(__file__).with_name("blind131.yaml")
BLIND132 = Path(__file__).with_name("blind132.yaml")
BLIND133 = Path(__file__).with_name("blind133.yaml")
BLIND134 = Path(__file__).with_name("blind134.yaml")
BLIND135 = Path(__file__).with_name("blind135.yaml")
BLIND136 = Path(__file__).with_name("blind136.yaml")
BLIND137 = Path(__file__).with_name("blind137.yaml")
BLIND138 = Path(__file__).with_name("blind138.yaml")
BLIND139 = Path(__file__).with_name("blind139.yaml")
BLIND140 = Path(__file__).with_name("blind140.yaml")
BLIND141 = Path(__file__).with_name("blind141.yaml")
BLIND142 = Path(__file__).with_name("blind142.yaml")
BLIND143 = Path(__file__).with_name("blind143.yaml")
BLIND144 = Path(__file__).with_name("blind144.yaml")
BLIND145 = Path(__file__).with_name("blind145.yaml")
BLIND146 = Path(__file__).with_name("blind146.yaml")
BLIND147 = Path(__file__).with_name("blind147.yaml")
BLIND148 = Path(__file__).with_name("blind148.yaml")
BLIND149 = Path(__file__).with_name("blind149.yaml")
BLIND150 = Path(__file__).with_name("blind150.yaml")
BLIND151 = Path(__file__).with_name("blind151.yaml")
BLIND152 = Path(__file__).with_name("blind152.yaml")
BLIND153 = Path(__file__).with_name("blind153.yaml")
BLIND154 = Path(__file__).with_name("blind154.yaml")
BLIND155 = Path(__file__).with_name("blind155.yaml")
BLIND156 = Path(__file__).with_name("blind156.yaml")
BLIND157 = Path(__file__).with_name("blind157.yaml")
BLIND158 = Path(__file__).with_name("blind158.yaml")
BLIND159 = Path(__file__).with_name("blind159.yaml")
BLIND160 = Path(__file__).with_name("blind160.yaml")
BLIND161 = Path(__file__).with_name("blind161.yaml")
BLIND162 = Path(__file__).with_name("blind162.yaml")
BLIND163 = Path(__file__).with_name("blind163.yaml")
BLIND164 = Path(__file__).with_name("blind164.yaml")
BLIND165 = Path(__file__).with_name("blind165.yaml")
BLIND166 = Path(__file__).with_name("blind166.yaml")
BLIND167 = Path(__file__).with_name("blind167.yaml")
BLIND168 = Path(__file__).with_name("blind168.yaml")
BLIND169 = Path(__file__).with_name("blind169.yaml")
BLIND170 = Path(__file__).with_name("blind170.yaml")
BLIND171 = Path(__file__).with_name("blind171.yaml")
BLIND172 = Path(__file__).with_name("blind172.yaml")
BLIND173 = Path(__file__).with_name("blind173.yaml")
BLIND174 = Path(__file__).with_name("blind174.yaml")
BLIND175 = Path(__file__).with_name("blind175.yaml")
BLIND176 = Path(__file__).with_name("blind176.yaml")
BLIND177 = Path(__file__).with_name("blind177.yaml")
BLIND178 = Path(__file__).with_name("blind178.yaml")
BLIND179 = Path(__file__).with_name("blind179.yaml")
BLIND180 = Path(__file__).with_name("blind180.yaml")
BLIND181 = Path(__file__).with_name("blind181.yaml")
BLIND182 = Path(__file__).with_name("blind182.yaml")
BLIND183 = Path(__file__).with_name("blind183.yaml")
BLIND184 = Path(__file__).with_name("blind184.yaml")
BLIND185 = Path(__file__).with_name("blind185.yaml")
BLIND186 = Path(__file__).with_name("blind186.yaml")
BLIND187 = Path(__file__).with_name("blind187.yaml")
BLIND188 = Path(__file__).with_name("blind188.yaml")
BLIND189 = Path(__file__).with_name("blind189.yaml")
BLIND190 = Path(__file__).with_name("blind190.yaml")
BLIND191 = Path(__file__).with_name("blind191.yaml")
BLIND192 = Path(__file__).with_name("blind192.yaml")
BLIND193 = Path(__file__).with_name("blind193.yaml")
BLIND194 = Path(__file__).with_name("blind194.yaml")
BLIND195 = Path(__file__).with_name("blind195.yaml")
BLIND196 = Path(__file__).with_name("blind196.yaml")
BLIND197 = Path(__file__).with_name("blind197.yaml")
BLIND198 = Path(__file__).with_name("blind198.yaml")
BLIND199 = Path(__file__).with_name("blind199.yaml")
BLIND200 = Path(__file__).with_name("blind200.yaml")
BLIND201 = Path(__file__).with_name("blind201.yaml")
BLIND202 = Path(__file__).with_name("blind202.yaml")
BLIND203 = Path(__file__).with_name("blind203.yaml")
BLIND204 = Path(__file__).with_name("blind204.yaml")
BLIND205 = Path(__file__).with_name("blind205.yaml")
BLIND206 = Path(__file__).with_name("blind206.yaml")
BLIND207 = Path(__file__).with_name("blind207.yaml")
BLIND208 = Path(__file__).with_name("blind208.yaml")
BLIND209 = Path(__file__).with_name("blind209.yaml")
BLIND210 = Path(__file__).with_name("blind210.yaml")
BLIND211 = Path(__file__).with_name("blind211.yaml")
BLIND212 = Path(__file__).with_name("blind212.yaml")
BLIND213 = Path(__file__).with_name("blind213.yaml")
BLIND214 = Path(__file__).with_name("blind214.yaml")
BLIND215 = Path(__file__).with_name("blind215.yaml")
BLIND216 = Path(__file__).with_name("blind216.yaml")
BLIND217 = Path(__file__).with_name("blind217.yaml")
BLIND218 = Path(__file__).with_name("blind218.yaml")
BLIND219 = Path(__file__).with_name("blind219.yaml")
BLIND220 = Path(__file__).with_name("blind220.yaml")
BLIND221 = Path(__file__).with_name("blind221.yaml")
BLIND222 = Path(__file__).with_name("blind222.yaml")
BLIND223 = Path(__file__).with_name("blind223.yaml")
BLIND224 = Path(__file__).with_name("blind224.yaml")
BLIND225 = Path(__file__).with_name("blind225.yaml")
BLIND226 = Path(__file__).with_name("blind226.yaml")
BLIND227 = Path(__file__).with_name("blind227.yaml")
BLIND228 = Path(__file__).with_name("blind228.yaml")
BLIND229 = Path(__file__).with_name("blind229.yaml")
BLIND230 = Path(__file__).with_name("blind230.yaml")
BLIND231 = Path(__file__).with_name("blind231.yaml")
BLIND232 = Path(__file__).with_name("blind232.yaml")
BLIND233 = Path(__file__).with_name("blind233.yaml")
BLIND234 = Path(__file__).with_name("blind234.yaml")
BLIND235 = Path(__file__).with_name("blind235.yaml")
BLIND236 = Path(__file__).with_name("blind236.yaml")
BLIND237 = Path(__file__).with_name("blind237.yaml")
BLIND238 = Path(__file__).with_name("blind238.yaml")
BLIND239 = Path(__file__).with_name("blind239.yaml")
BLIND240 = Path(__file__).with_name("blind240.yaml")
BLIND241 = Path(__file__).with_name("blind241.yaml")
BLIND242 = Path(__file__).with_name("blind242.yaml")
BLIND243 = Path(__file__).with_name("blind243.yaml")
BLIND244 = Path(__file__).with_name("blind244.yaml")
BLIND245 = Path(__file__).with_name("blind245.yaml")
BLIND246 = Path(__file__).with_name("blind246.yaml")
BLIND247 = Path(__file__).with_name("blind247.yaml")
BLIND248 = Path(__file__).with_name("blind248.yaml")
BLIND249 = Path(__file__).with_name("blind249.yaml")
BLIND250 = Path(__file__).with_name("blind250.yaml")
BLIND251 = Path(__file__).with_name("blind251.yaml")
BLIND252 = Path(__file__).with_name("blind252.yaml")
BLIND253 = Path(__file__).with_name("blind253.yaml")
BLIND254 = Path(__file__).with_name("blind254.yaml")
BLIND255 = Path(__file__).with_name("blind255.yaml")
BLIND256 = Path(__file__).with_name("blind256.yaml")
BLIND257 = Path(__file__).with_name("blind257.yaml")
BLIND258 = Path(__file__).with_name("blind258.yaml")
BLIND259 = Path(__file__).with_name("blind259.yaml")
BLIND260 = Path(__file__).with_name("blind260.yaml")
BLIND261 = Path(__file__).with_name("blind261.yaml")
BLIND262 = Path(__file__).with_name("blind262.yaml")
BLIND263 = Path(__file__).with_name("blind263.yaml")
BLIND264 = Path(__file__).with_name("blind264.yaml")
BLIND265 = Path(__file__).with_name("blind265.yaml")
BLIND266 = Path(__file__).with_name("blind266.yaml")
BLIND267 = Path(__file__).with_name("blind267.yaml")
BLIND268 = Path(__file__).with_name("blind268.yaml")
BLIND269 = Path(__file__).with_name("blind269.yaml")
BLIND270 = Path(__file__).with_name("blind270.yaml")
BLIND271 = Path(__file__).with_name("blind271.yaml")
BLIND272 = Path(__file__).with_name("blind272.yaml")
BLIND273 = Path(__file__).with_name("blind273.yaml")
BLIND274 = Path(__file__).with_name("blind274.yaml")
BLIND275 = Path(__file__).with_name("blind275.yaml")
BLIND276 = Path(__file__).with_name("blind276.yaml")
BLIND277 = Path(__file__).with_name("blind277.yaml")
BLIND278 = Path(__file__).with_name("blind278.yaml")
BLIND279 = Path(__file__).with_name("blind279.yaml")
BLIND280 = Path(__file__).with_name("blind280.yaml")
BLIND281 = Path(__file__).with_name("blind281.yaml")
BLIND282 = Path(__file__).with_name("blind282.yaml")
BLIND283 = Path(__file__).with_name("blind283.yaml")
BLIND284 = Path(__file__).with_name("blind284.yaml")
BLIND285 = Path(__file__).with_name("blind285.yaml")
BLIND286 = Path(__file__).with_name("blind286.yaml")
BLIND287 = Path(__file__).with_name("blind287.yaml")
BLIND288 = Path(__file__).with_name("blind288.yaml")
BLIND289 = Path(__file__).with_name("blind289.yaml")
BLIND290 = Path(__file__).with_name("blind290.yaml")
BLIND291 = Path(__file__).with_name("blind291.yaml")
BLIND292 = Path(__file__).with_name("blind292.yaml")
BLIND293 = Path(__file__).with_name("blind293.yaml")
BLIND294 = Path(__file__).with_name("blind294.yaml")
BLIND295 = Path(__file__).with_name("blind295.yaml")
BLIND296 = Path(__file__).with_name("blind296.yaml")
BLIND297 = Path(__file__).with_name("blind297.yaml")
BLIND298 = Path(__file__).with_name("blind298.yaml")
BLIND299 = Path(__file__).with_name("blind299.yaml")
BLIND300 = Path(__file__).with_name("blind300.yaml")
BLIND301 = Path(__file__).with_name("blind301.yaml")
BLIND302 = Path(__file__).with_name("blind302.yaml")
BLIND303 = Path(__file__).with_name("blind303.yaml")
BLIND304 = Path(__file__).with_name("blind304.yaml")
BLIND305 = Path(__file__).with_name("blind305.yaml")
BLIND306 = Path(__file__).with_name("blind306.yaml")
BLIND307 = Path(__file__).with_name("blind307.yaml")
BLIND308 = Path(__file__).with_name("blind308.yaml")
BLIND309 = Path(__file__).with_name("blind309.yaml")
BLIND310 = Path(__file__).with_name("blind310.yaml")
BLIND311 = Path(__file__).with_name("blind311.yaml")
BLIND312 = Path(__file__).with_name("blind312.yaml")
BLIND313 = Path(__file__).with_name("blind313.yaml")
BLIND314 = Path(__file__).with_name("blind314.yaml")
BLIND315 = Path(__file__).with_name("blind315.yaml")
BLIND316 = Path(__file__).with_name("blind316.yaml")
BLIND317 = Path(__file__).with_name("blind317.yaml")
BLIND318 = Path(__file__).with_name("blind318.yaml")
BLIND319 = Path(__file__).with_name("blind319.yaml")
BLIND320 = Path(__file__).with_name("blind320.yaml")
BLIND321 = Path(__file__).with_name("blind321.yaml")
BLIND322 = Path(__file__).with_name("blind322.yaml")
BLIND323 = Path(__file__).with_name("blind323.yaml")
BLIND324 = Path(__file__).with_name("blind324.yaml")
BLIND325 = Path(__file__).with_name("blind325.yaml")
BLIND326 = Path(__file__).with_name("blind326.yaml")
BLIND327 = Path(__file__).with_name("blind327.yaml")
BLIND328 = Path(__file__).with_name("blind328.yaml")
BLIND329 = Path(__file__).with_name("blind329.yaml")
BLIND330 = Path(__file__).with_name("blind330.yaml")
BLIND331 = Path(__file__).with_name("blind331.yaml")
BLIND332 = Path(__file__).with_name("blind332.yaml")
BLIND333 = Path(__file__).with_name("blind333.yaml")
BLIND334 = Path(__file__).with_name("blind334.yaml")
BLIND335 = Path(__file__).with_name("blind335.yaml")
BLIND336 = Path(__file__).with_name("blind336.yaml")
BLIND337 = Path(__file__).with_name("blind337.yaml")
BLIND338 = Path(__file__).with_name("blind338.yaml")
BLIND339 = Path(__file__).with_name("blind339.yaml")
BLIND340 = Path(__file__).with_name("blind340.yaml")
BLIND341 = Path(__file__).with_name("blind341.yaml")
BLIND342 = Path(__file__).with_name("blind342.yaml")
BLIND343 = Path(__file__).with_name("blind343.yaml")
BLIND344 = Path(__file__).with_name("blind344.yaml")
BLIND345 = Path(__file__).with_name("blind345.yaml")
BLIND346 = Path(__file__).with_name("blind346.yaml")
JUDGES = (BLIND43, BLIND44, BLIND54, BLIND57, BLIND344, BLIND345, BLIND346)
# Every set by the name bench/understanding.py's --set takes, in the order they were written.
SETS = {"heldout": HELDOUT, "blind": BLIND, "blind2": BLIND2, "blind3": BLIND3, "blind4": BLIND4, "blind5": BLIND5, "blind6": BLIND6, "blind7": BLIND7, "blind8": BLIND8, "blind9": BLIND9, "blind10": BLIND10, "blind11": BLIND11, "blind12": BLIND12, "blind13": BLIND13, "blind14": BLIND14, "blind15": BLIND15, "blind16": BLIND16, "blind17": BLIND17, "blind18": BLIND18, "blind19": BLIND19, "blind20": BLIND20, "blind21": BLIND21, "blind22": BLIND22, "blind23": BLIND23, "blind24": BLIND24, "blind25": BLIND25, "blind26": BLIND26, "blind27": BLIND27, "blind28": BLIND28, "blind29": BLIND29, "blind30": BLIND30, "blind31": BLIND31, "blind32": BLIND32, "blind33": BLIND33, "blind34": BLIND34, "blind35": BLIND35, "blind36": BLIND36, "blind37": BLIND37, "blind38": BLIND38, "blind39": BLIND39, "blind40": BLIND40, "blind41": BLIND41, "blind42": BLIND42, "blind43": BLIND43, "blind44": BLIND44, "blind45": BLIND45, "blind46": BLIND46, "blind47": BLIND47, "blind48": BLIND48, "blind49": BLIND49, "blind50": BLIND50, "blind51": BLIND51, "blind52": BLIND52, "blind53": BLIND53, "blind54": BLIND54, "blind55": BLIND55, "blind56": BLIND56, "blind57": BLIND57, "blind58": BLIND58, "blind59": BLIND59, "blind60": BLIND60, "blind61": BLIND61, "blind62": BLIND62, "blind63": BLIND63, "blind64": BLIND64, "blind65": BLIND65, "blind66": BLIND66, "blind67": BLIND67, "blind68": BLIND68, "blind69": BLIND69, "blind70": BLIND70, "blind71": BLIND71, "blind72": BLIND72, "blind73": BLIND73, "blind74": BLIND74, "blind75": BLIND75, "blind76": BLIND76, "blind77": BLIND77, "blind78": BLIND78, "blind79": BLIND79, "blind80": BLIND80, "blind81": BLIND81, "blind82": BLIND82, "blind83": BLIND83, "blind84": BLIND84, "blind85": BLIND85, "blind86": BLIND86, "blind87": BLIND87, "blind88": BLIND88, "blind89": BLIND89, "blind90": BLIND90, "blind91": BLIND91, "blind92": BLIND92, "blind93": BLIND93, "blind94": BLIND94, "blind95": BLIND95, "blind96": BLIND96, "blind97": BLIND97, "blind98": BLIND98, "blind99": BLIND99, "blind100": BLIND100, "blind101": BLIND101, "blind102": BLIND102, "blind103": BLIND103, "blind104": BLIND104, "blind105": BLIND105, "blind106": BLIND106, "blind107": BLIND107, "blind108": BLIND108, "blind109": BLIND109, "blind110": BLIND110, "blind111": BLIND111, "blind112": BLIND112, "blind113": BLIND113, "blind114": BLIND114, "blind115": BLIND115, "blind116": BLIND116, "blind117": BLIND117, "blind118": BLIND118, "blind119": BLIND119, "blind120": BLIND120, "blind121": BLIND121, "blind122": BLIND122, "blind123": BLIND123, "blind124": BLIND124, "blind125": BLIND125, "blind126": BLIND126, "blind127": BLIND127, "blind128": BLIND128, "blind129": BLIND129, "blind130": BLIND130, "blind131": BLIND131, "blind132": BLIND132, "blind133": BLIND133, "blind134": BLIND134, "blind135": BLIND135, "blind136": BLIND136, "blind137": BLIND137, "blind138": BLIND138, "blind139": BLIND139, "blind140": BLIND140, "blind141": BLIND141, "blind142": BLIND142, "blind143": BLIND143, "blind144": BLIND144, "blind145": BLIND145, "blind146": BLIND146, "blind147": BLIND147, "blind148": BLIND148, "blind149": BLIND149, "blind150": BLIND150, "blind151": BLIND151, "blind152": BLIND152, "blind153": BLIND153, "blind154": BLIND154, "blind155": BLIND155, "blind156": BLIND156, "blind157": BLIND157, "blind158": BLIND158, "blind159": BLIND159, "blind160": BLIND160, "blind161": BLIND161, "blind162": BLIND162, "blind163": BLIND163, "blind164": BLIND164, "blind165": BLIND165, "blind166": BLIND166, "blind167": BLIND167, "blind168": BLIND168, "blind169": BLIND169, "blind170": BLIND170, "blind171": BLIND171, "blind172": BLIND172, "blind173": BLIND173, "blind174": BLIND174, "blind175": BLIND175, "blind176": BLIND176, "blind177": BLIND177, "blind178": BLIND178, "blind179": BLIND179, "blind180": BLIND180, "blind181": BLIND181, "blind182": BLIND182, "blind183": BLIND183, "blind184": BLIND184, "blind185": BLIND185, "blind186": BLIND186, "blind187": BLIND187, "blind188": BLIND188, "blind189": BLIND189, "blind190": BLIND190, "blind191": BLIND191, "blind192": BLIND192, "blind193": BLIND193, "blind194": BLIND194, "blind195": BLIND195, "blind196": BLIND196, "blind197": BLIND197, "blind198": BLIND198, "blind199": BLIND199, "blind200": BLIND200, "blind201": BLIND201, "blind202": BLIND202, "blind203": BLIND203, "blind204": BLIND204, "blind205": BLIND205, "blind206": BLIND206, "blind207": BLIND207, "blind208": BLIND208, "blind209": BLIND209, "blind210": BLIND210, "blind211": BLIND211, "blind212": BLIND212, "blind213": BLIND213, "blind214": BLIND214, "blind215": BLIND215, "blind216": BLIND216, "blind217": BLIND217, "blind218": BLIND218, "blind219": BLIND219, "blind220": BLIND220, "blind221": BLIND221, "blind222": BLIND222, "blind223": BLIND223, "blind224": BLIND224, "blind225": BLIND225, "blind226": BLIND226, "blind227": BLIND227, "blind228": BLIND228, "blind229": BLIND229, "blind230": BLIND230, "blind231": BLIND231, "blind232": BLIND232, "blind233": BLIND233, "blind234": BLIND234, "blind235": BLIND235, "blind236": BLIND236, "blind237": BLIND237, "blind238": BLIND238, "blind239": BLIND239, "blind240": BLIND240, "blind241": BLIND241, "blind242": BLIND242, "blind243": BLIND243, "blind244": BLIND244, "blind245": BLIND245, "blind246": BLIND246, "blind247": BLIND247, "blind248": BLIND248, "blind249": BLIND249, "blind250": BLIND250, "blind251": BLIND251, "blind252": BLIND252, "blind253": BLIND253, "blind254": BLIND254, "blind255": BLIND255, "blind256": BLIND256, "blind257": BLIND257, "blind258": BLIND258, "blind259": BLIND259, "blind260": BLIND260, "blind261": BLIND261, "blind262": BLIND262, "blind263": BLIND263, "blind264": BLIND264, "blind265": BLIND265, "blind266": BLIND266, "blind267": BLIND267, "blind268": BLIND268, "blind269": BLIND269, "blind270": BLIND270, "blind271": BLIND271, "blind272": BLIND272, "blind273": BLIND273, "blind274": BLIND274, "blind275": BLIND275, "blind276": BLIND276, "blind277": BLIND277, "blind278": BLIND278, "blind279": BLIND279, "blind280": BLIND280, "blind281": BLIND281, "blind282": BLIND282, "blind283": BLIND283, "blind284": BLIND284, "blind285": BLIND285, "blind286": BLIND286, "blind287": BLIND287, "blind288": BLIND288, "blind289": BLIND289, "blind290": BLIND290, "blind291": BLIND291, "blind292": BLIND292, "blind293": BLIND293, "blind294": BLIND294, "blind295": BLIND295, "blind296": BLIND296, "blind297": BLIND297, "blind298": BLIND298, "blind299": BLIND299, "blind300": BLIND300, "blind301": BLIND301, "blind302": BLIND302, "blind303": BLIND303, "blind304": BLIND304, "blind305": BLIND305, "blind306": BLIND306, "blind307": BLIND307, "blind308": BLIND308, "blind309": BLIND309, "blind310": BLIND310, "blind311": BLIND311, "blind312": BLIND312, "blind313": BLIND313, "blind314": BLIND314, "blind315": BLIND315, "blind316": BLIND316, "blind317": BLIND317, "blind318": BLIND318, "blind319": BLIND319, "blind320": BLIND320, "blind321": BLIND321, "blind322": BLIND322, "blind323": BLIND323, "blind324": BLIND324, "blind325": BLIND325, "blind326": BLIND326, "blind327": BLIND327, "blind328": BLIND328, "blind329": BLIND329, "blind330": BLIND330, "blind331": BLIND331, "blind332": BLIND332, "blind333": BLIND333, "blind334": BLIND334, "blind335": BLIND335, "blind336": BLIND336, "blind337": BLIND337, "blind338": BLIND338, "blind339": BLIND339, "blind340": BLIND340, "blind341": BLIND341, "blind342": BLIND342, "blind343": BLIND343, "blind344": BLIND344, "blind345": BLIND345, "blind346": BLIND346}

# What may answer a phrasing that asks for none of the agent's actions.
ALLOWED: dict[str, set[Choice]] = {
    "not:cancel": {Choice.CANCEL, Choice.DECLINE},
    "not:negation": {Choice.DECLINE, Choice.CANCEL},
    "not:question": {Choice.CANNOT, Choice.NO_MATCH, Choice.CLARIFY},
    "not:out_of_scope": {Choice.NO_MATCH, Choice.CANNOT, Choice.CLARIFY},
    "not:small_talk": {Choice.NO_MATCH, Choice.CLARIFY, Choice.INTENT, Choice.CANNOT},
}


def load(path: Path = HELDOUT) -> tuple[dict[str, Callable[[], Agent]], list[Phrasing]]:
    return phrasings.load(path)


key = label_of  # the label of a guideline in the sets


def decided_label(decision: Decision) -> str:
    if decision.choice is Choice.GUIDELINE and decision.guideline is not None:
        return key(decision.guideline)
    if decision.choice is Choice.INTENT and decision.intent is not None:
        return f"intent:{decision.intent.value}"
    return decision.choice.value


def correct(phrasing: Phrasing, decision: Decision) -> bool:
    if phrasing.negative:
        if decision.choice is Choice.INTENT and phrasing.label != "not:small_talk":
            return False
        return decision.choice in ALLOWED[phrasing.label]
    return decided_label(decision) == phrasing.label


def harmful(phrasing: Phrasing, decision: Decision) -> bool:
    """The decision would start (or read back for a yes) a tool that acts, or hand off, when
    the caller asked for no such thing."""
    g = decision.guideline
    return decision.choice is Choice.GUIDELINE and g is not None and acts(g) and key(g) != phrasing.label


EXAMPLE_AGENTS = Path(__file__).resolve().parents[2] / "voice_agent" / "examples"


def example_sentences() -> list[str]:
    """Every example the example agents give a guideline (each `examples=` list or tuple of strings in
    voice_agent/examples/*.py), as written: a held-out phrasing may neither be one nor carry one
    (tests/unit/test_understanding.py, scripts/check_set.py)."""
    found: list[str] = []
    for path in sorted(EXAMPLE_AGENTS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.keyword) and node.arg == "examples" and isinstance(node.value, (ast.List, ast.Tuple)):
                found += [e.value for e in node.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return found
