"""What the step buttons mean: demo boards with ``steps: yes`` and the play
board's review share them (and the keys that stand for them)."""

# The keys that step, as the buttons' data-action they stand for.
STEP_KEYS = {"ArrowLeft": "back", "ArrowRight": "forward", "Home": "first", "End": "last"}


def step_target(action, ply, total):
    """The ply a step button (``first``, ``back``, ``forward``, ``last``)
    leads to from ``ply`` of ``total``, clamped; None for any other action."""
    if action == "first":
        return 0
    if action == "back":
        return max(0, ply - 1)
    if action == "forward":
        return min(total, ply + 1)
    if action == "last":
        return total
    return None
