"""Replay and measurement harness: recorded caller audio into a real AgentSession, the timeline
measured from the audio, scenarios and their expectations."""
