"""Seeded random numbers that are the same in CPython and Brython.

Two layers, both cheap where they run:

- a Lehmer generator, ``s = s * 48274 % 1073741789`` (the largest prime below
  2**30, and a primitive root of it): exact in Brython's JavaScript numbers
  because the product stays below 2**53, and fast in CPython because every
  state fits one machine digit. It seeds things and drives code outside hot
  loops.
- a table of TABLE_SIZE numbers in 0..RANGE-1 drawn from it once. A playout
  starts at an offset drawn from the Lehmer state and then reads the table one
  entry at a time, so its inner loop needs no modulo at all (under Brython a
  modulo goes through BigInt and costs as much as a whole move). RANGE is
  2520 = lcm(1..9), so ``MOD[n][r]`` (= r % n) is exactly uniform for every
  n up to 9.
"""

MODULUS = 1073741789
MULTIPLIER = 48274

RANGE = 2520
TABLE_SIZE = 32768
# Entries past TABLE_SIZE repeat the first ones, so a reader that started
# below TABLE_SIZE may run on for PAD entries before it has to wrap.
PAD = 256


def seed_state(seed):
    """A valid generator state (1..MODULUS-1) from any integer seed."""
    s = seed % MODULUS
    return s if s != 0 else 1


def next_state(state):
    return state * MULTIPLIER % MODULUS


class Random:
    """Object form of the Lehmer generator, for code outside the hot loops."""

    def __init__(self, seed=1):
        self.state = seed_state(seed)

    def below(self, n):
        """A number in 0..n-1."""
        self.state = self.state * MULTIPLIER % MODULUS
        return self.state % n

    def choice(self, items):
        return items[self.below(len(items))]


def _table():
    values = [0] * (TABLE_SIZE + PAD)
    s = seed_state(20261130)
    for i in range(TABLE_SIZE):
        s = s * MULTIPLIER % MODULUS
        values[i] = s % RANGE
    for i in range(PAD):
        values[TABLE_SIZE + i] = values[i]
    return values


# TABLE[i]: the shared random numbers, in 0..RANGE-1.
TABLE = _table()



def _mod_table():
    table = [[0] * RANGE]
    for n in range(1, 10):
        row = [0] * RANGE
        k = 0
        for r in range(RANGE):
            row[r] = k
            k += 1
            if k == n:
                k = 0
        table.append(row)
    return table


# MOD[n][r] = r % n for n in 1..9 and r in 0..RANGE-1 (MOD[0] is unused).
MOD = _mod_table()
