"""livekit adapter."""
