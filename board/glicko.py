"""Glicko-2, as Glickman describes it (glicko.net/glicko/glicko2.pdf) and as
lichess rates its puzzles: a rating, its deviation and a volatility per
player; each solved or failed puzzle is one game against the puzzle's
rating. Pure arithmetic without ``math`` (Brython's page bundles carry no
standard library): ``exp`` and ``log`` are written out below.
"""

SCALE = 173.7178                # Glicko-2's step from the Glicko scale
DEFAULT_RATING = 1500.0
DEFAULT_DEVIATION = 500.0       # lichess's for a new puzzle player
DEFAULT_VOLATILITY = 0.09
TAU = 0.75                      # how fast volatility may change (lichess's)
PUZZLE_DEVIATION = 80.0         # a puzzle's: its rating is measured, not guessed
MIN_DEVIATION = 45.0            # never certain: keeps later results counting
MAX_DEVIATION = DEFAULT_DEVIATION
MAX_CHANGE = 700.0              # lichess's cap on one result's change (its maxRatingDelta)
PI = 3.141592653589793
E = 2.718281828459045
LN2 = 0.6931471805599453
EPSILON = 0.000001


def exp(x):
    """e**x, through Python's float power (no ``math`` under Brython)."""
    return E ** x


def log(x):
    """The natural logarithm of x > 0: x = m * 2**k with m in [1, 2), then
    the series of atanh, which converges fast there."""
    k = 0
    while x >= 2.0:
        x /= 2.0
        k += 1
    while x < 1.0:
        x *= 2.0
        k -= 1
    t = (x - 1.0) / (x + 1.0)
    t2 = t * t
    term, total, n = t, 0.0, 1
    while term > 1e-17 or term < -1e-17:
        total += term / n
        term *= t2
        n += 2
    return 2.0 * total + k * LN2


class Rating:
    """A player's rating, deviation and volatility (Glicko scale)."""

    __slots__ = ("rating", "deviation", "volatility")

    def __init__(self, rating=DEFAULT_RATING, deviation=DEFAULT_DEVIATION,
                 volatility=DEFAULT_VOLATILITY):
        self.rating = rating
        self.deviation = deviation
        self.volatility = volatility

    def __eq__(self, other):
        return isinstance(other, Rating) and (self.rating, self.deviation, self.volatility) == (
            other.rating, other.deviation, other.volatility)

    def __repr__(self):
        return "Rating(%r, %r, %r)" % (self.rating, self.deviation, self.volatility)


def _g(phi):
    return 1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)) ** 0.5


def _volatility(sigma, phi, delta, v, tau):
    """Step 5 of Glickman's paper: the new volatility, by the Illinois
    method."""
    a = log(sigma * sigma)
    d2, p2 = delta * delta, phi * phi

    def f(x):
        ex = exp(x)
        return ex * (d2 - p2 - v - ex) / (2.0 * (p2 + v + ex) ** 2) - (x - a) / (tau * tau)
    big_a = a
    if d2 > p2 + v:
        big_b = log(d2 - p2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2.0
        big_b, fb = c, fc
    return exp(big_a / 2.0)


def rate_period(player, games, tau=TAU):
    """The player's new Rating after one rating period: ``games`` is
    [(opponent rating, opponent deviation, score 0..1)], not empty."""
    mu = (player.rating - DEFAULT_RATING) / SCALE
    phi = player.deviation / SCALE
    v_sum, d_sum = 0.0, 0.0
    for rating, deviation, score in games:
        g = _g(deviation / SCALE)
        e = 1.0 / (1.0 + exp(-g * (mu - (rating - DEFAULT_RATING) / SCALE)))
        v_sum += g * g * e * (1.0 - e)
        d_sum += g * (score - e)
    v = 1.0 / v_sum
    sigma = _volatility(player.volatility, phi, v * d_sum, v, tau)
    phi_star = (phi * phi + sigma * sigma) ** 0.5
    new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v) ** 0.5
    return Rating((mu + new_phi * new_phi * d_sum) * SCALE + DEFAULT_RATING,
                  new_phi * SCALE, sigma)


def rate(player, puzzle_rating, solved):
    """The player's Rating after one puzzle (a rating period of one game,
    as lichess rates each puzzle at once), its deviation kept within
    MIN_DEVIATION..MAX_DEVIATION and its change within MAX_CHANGE: a new
    player (deviation 500) who fails a puzzle rated far below would
    otherwise lose 1,300 points at once."""
    new = rate_period(player, [(puzzle_rating, PUZZLE_DEVIATION, 1.0 if solved else 0.0)])
    new.deviation = min(MAX_DEVIATION, max(MIN_DEVIATION, new.deviation))
    new.rating = min(player.rating + MAX_CHANGE, max(player.rating - MAX_CHANGE, new.rating))
    return new
