"""A small seeded random source that gives the same numbers in CPython and Brython.

A Lehmer generator, ``s = s * 48274 % 1073741789``: the modulus is the largest
prime below 2**30 and 48274 a primitive root of it (period 2**30 - 36). Every
state fits one CPython "digit" (fast modulo), the product stays below 2**53
(exact in Brython's JavaScript numbers), and a step costs one multiplication and
one modulo. ``playout`` inlines the step: change both together.
"""

MODULUS = 1073741789
MULTIPLIER = 48274


def seed_state(seed):
    """A valid generator state (1..MODULUS-1) from any integer seed."""
    s = seed % MODULUS
    return s if s != 0 else 1


def next_state(state):
    return state * MULTIPLIER % MODULUS


class Random:
    """Object form of the generator, for code outside the hot loops."""

    def __init__(self, seed=1):
        self.state = seed_state(seed)

    def below(self, n):
        """A number in 0..n-1."""
        self.state = self.state * MULTIPLIER % MODULUS
        return self.state % n

    def choice(self, items):
        return items[self.below(len(items))]

    def random(self):
        """A float in [0, 1)."""
        self.state = self.state * MULTIPLIER % MODULUS
        return (self.state - 1) / (MODULUS - 1)
