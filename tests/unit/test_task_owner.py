"""TaskOwner: work cancelled before it ever ran is closed, not reported as never awaited."""

from __future__ import annotations

import gc
import warnings

from voice_agent.tasks import TaskOwner


async def test_a_task_cancelled_before_its_first_step_leaves_no_unawaited_coroutine() -> None:
    ran = False

    async def work() -> None:
        nonlocal ran
        ran = True

    owner = await TaskOwner.open("test")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        task = owner.spawn(work(), "never-runs")
        task.cancel()  # before the loop gave it a step
        await owner.aclose()
        del task
        gc.collect()
    assert not ran
    assert not [w for w in caught if "never awaited" in str(w.message)], [str(w.message) for w in caught]
