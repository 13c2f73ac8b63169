"""The live side of a session: what one process runs for it while it holds its lease.

    session.py    LiveSession: the parts below in one structured scope, and how it ends
    turns.py      caller turns, one at a time
    delivery.py   when an answer counts as delivered; the follow-up channel; catch-up; reconcile
    ownership.py  the lease keeper and the fenced journal of writes
    follower.py   what other processes recorded for the session
    recovery.py   sweeps that take sessions whose owner is gone
    protocol.py   LiveSide and SessionHost: how Session, Agent, Server and the routes use it
    engines.py    the turn engine of an agent

Import the parts from their modules (`from voice_agent.live.session import LiveSession`): this
package module imports nothing, so the protocols can be used without loading the live side.
"""
