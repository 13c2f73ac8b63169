"""The named sounds as the caller hears them (adapters/livekit/sounds.py)."""

from __future__ import annotations

import numpy as np
import pytest

from adapters.audio.frames import samples_from_frame
from adapters.livekit.sounds import LEAD_IN_DB, LEVEL_DBFS, clip


def dbfs(x: np.ndarray) -> float:
    return float(20 * np.log10(np.sqrt(np.mean(x.astype(np.float64) ** 2)) + 1e-12))


@pytest.mark.parametrize("name", ["hold_music", "keyboard_typing", "keyboard_typing2"])
async def test_a_sound_is_heard_from_its_first_moment(name: str) -> None:
    # The hold music shipped with livekit-agents fades in over 2 s: a warm transfer answered in
    # 1.5 s left the caller in near silence. Its first quarter second is now near its level.
    samples = np.concatenate([samples_from_frame(f) for f in await clip(name, 16000)])
    assert samples.size > 16000
    assert dbfs(samples[:320]) >= LEVEL_DBFS - LEAD_IN_DB - 1
    assert dbfs(samples[:4000]) >= LEVEL_DBFS - LEAD_IN_DB - 6
