"""Follow-up channels: where an answer goes that nobody heard in the call (voice_agent.ports.
FollowUpChannel). Shipped: a signed webhook (`webhook.py`). Without one, the answer stays in the
session log and the session is labelled `delivery-failed` for an operator."""
