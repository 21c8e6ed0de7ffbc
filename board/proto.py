from browser import document, window
now = window.performance.now
from engine.playout import playout
def rate(ed):
    st = 1
    t = now()
    n = 0
    while n < 5000:
        w, p, st = playout([0]*9, [0]*9, 1, -1, st, ed)
        n += 1
    return n / (now() - t) * 1000
a = rate(True)
document["out"].text = "full %.0f/s = %.1f us" % (a, 1e6/a)
