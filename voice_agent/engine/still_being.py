"""The thing still under way, said as the other answer closing a question: "can my wife come by at six, or is it
still being made up", "shall i pop in after lunch or are they still working on it". As the thing said not done
closing it (`done.OR_NOT_DONE`), the other answer asks whether it is done, whatever the question before it asked;
read by `done.doubted_done` in the whole turn. Only of the thing ("it", "they", "that", a thing of one's own),
never of a person ("or is he still being difficult"), and only closing the turn."""

# "or is it still being prepared", "or are they still being packed up today", "or are you still working on them": the
# thing said as "it" / "they" / "that" or named, still being done (a participle, or made / sorted / put together), or
# the agent's people still at work on it.
STILL_BEING = (r"\bor (?:is|are) (?:it|they|that|those|(?:the|my|our|his|her|their) [a-z']+) still being"
               r" (?:done|made(?: up)?|sorted(?: out)?|put together|seen to|worked on|[a-z]+ed(?: up)?)"
               r"(?: (?:now|today|yet))?$"
               r"|\bor (?:are) (?:you|they)(?: guys| people| lot)? still"
               r" (?:working on|doing|making up|sorting|preparing) (?:it|them|that|those)(?: (?:now|today|yet))?$")
