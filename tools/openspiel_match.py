"""Strength match: one of our levels against OpenSpiel's MCTS (a benchmark, not CI).

    python tools/openspiel_match.py expert --sims 10000 --games 200 [--seed 1] [--jobs 1]

The opponent is ``pyspiel.MCTSBot`` with a random-rollout evaluator (one
rollout per leaf), UCT constant 1.4 and the solver on, at ``--sims``
simulations per OpenSpiel action. Each opening of two random moves is played
twice with the sides swapped; score = wins + half the draws.

Install (a benchmark dependency only, never a site dependency; it is not in
requirements.txt): ``python -m pip install open_spiel==2.0.2`` (it pulls in
numpy and scipy).

Rules. OpenSpiel's ``ultimate_tic_tac_toe`` has no early-draw rule, so our
side plays with ``Game(early_draw=False)``. OpenSpiel splits a free choice
into two actions of the same player: first "choose local board b" (action b),
then the cell (action c); a move to a forced board is the cell's action c
alone. Boards and cells count row by row from the top-left in both engines,
so OpenSpiel's (board b, cell c) is our cell index ``9 * b + c``. The bot
therefore searches twice (``--sims`` each) when it has a free choice.
``--check N`` replays N random games in both engines and compares the legal
moves at every ply and the result (run it after any change to the mapping).

Results are appended to ``--log`` (one line per game) as they come, so an
interrupted run keeps its games.
"""

import argparse
import json
import multiprocessing
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pyspiel  # noqa: E402

from engine import Game  # noqa: E402
from engine.ai import LEVELS  # noqa: E402
from engine.rng import Random  # noqa: E402

UCT_C = 1.4
MEMORY_MB = 1000


def spiel_moves(state):
    """The full moves (our cell indices) legal in an OpenSpiel state."""
    actions = state.legal_actions()
    if state.action_to_string(actions[0]).startswith("Choose local board"):
        out = []
        for b in actions:
            child = state.child(b)
            out.extend(9 * b + c for c in child.legal_actions())
        return sorted(out)
    board = forced_board(state)
    return sorted(9 * board + c for c in actions)


def forced_board(state):
    """The board an OpenSpiel state's player must play in (after any choice)."""
    return int(str(state).split("Forced board:")[1].split()[0])


def spiel_apply(state, move):
    """Play our cell index ``move`` in an OpenSpiel state (one or two actions)."""
    actions = state.legal_actions()
    if state.action_to_string(actions[0]).startswith("Choose local board"):
        state.apply_action(move // 9)
    state.apply_action(move % 9)


def spiel_winner(state):
    """1 (X), 2 (O) or None (draw) of a finished OpenSpiel game."""
    r = state.returns()
    return 1 if r[0] > 0 else 2 if r[1] > 0 else None


def check(games, seed):
    """Replay random games in both engines; compare legal moves and results."""
    game_def = pyspiel.load_game("ultimate_tic_tac_toe")
    rng = Random(seed)
    for k in range(games):
        game = Game(early_draw=False)
        state = game_def.new_initial_state()
        while game.outcome is None:
            ours = sorted(game.legal_moves())
            theirs = spiel_moves(state)
            if ours != theirs:
                raise SystemExit("game %d ply %d: legal moves differ: %s vs %s"
                                 % (k, len(game.moves), ours, theirs))
            move = rng.choice(ours)
            game.push(move)
            spiel_apply(state, move)
        if not state.is_terminal() or spiel_winner(state) != game.outcome.winner:
            raise SystemExit("game %d: results differ" % k)
    print("mapping checked: %d random games, same legal moves at every ply and same results"
          % games)


def bot_move(bot, state):
    """The bot's full move from ``state`` (our cell index), applying its actions."""
    actions = state.legal_actions()
    if state.action_to_string(actions[0]).startswith("Choose local board"):
        b = bot.step(state)
        state.apply_action(b)
        c = bot.step(state)
        state.apply_action(c)
        return 9 * b + c
    board = forced_board(state)
    c = bot.step(state)
    state.apply_action(c)
    return 9 * board + c


def make_player(name, game_def, seed):
    """A player by name: one of our levels, or ``mcts<N>`` (OpenSpiel's MCTSBot
    at N simulations, random seed ``seed``). Returns a function (game, state,
    seed) -> the move it plays, which it applies to the OpenSpiel state itself
    when it is the bot."""
    if name.startswith("mcts"):
        bot = pyspiel.MCTSBot(game_def, pyspiel.RandomRolloutEvaluator(1, seed), UCT_C,
                              int(name[4:]), MEMORY_MB, True, seed, False)
        return lambda game, state, ply_seed: bot_move(bot, state)
    level = LEVELS[name]

    def ours(game, state, ply_seed):
        move = level.move(game, ply_seed)
        spiel_apply(state, move)
        return move
    return ours


def play(first, second, opening_seed, swap):
    """One game of player ``first`` against ``second`` (names as make_player
    takes) from the opening of two random moves drawn with ``opening_seed``,
    ``first`` playing X after the opening, or O with ``swap``. Returns
    (first's score: 1, 0.5 or 0; the plies; first's mean ms per move)."""
    game_def = pyspiel.load_game("ultimate_tic_tac_toe")
    rng = Random(opening_seed)
    game = Game(early_draw=False)
    state = game_def.new_initial_state()
    for _ in range(2):
        move = rng.choice(game.legal_moves())
        game.push(move)
        spiel_apply(state, move)
    bot_seed = opening_seed * 2 + swap
    players = {second: make_player(second, game_def, bot_seed)}
    if first not in players:                    # a bot against itself is one bot
        players[first] = make_player(first, game_def, bot_seed + 1_000_003)
    ours = 2 if swap else 1     # after the two opening moves X is to move
    ours_time = 0.0
    our_moves = 0
    while game.outcome is None:
        ply = len(game.moves)
        if game.turn == ours:
            started = time.perf_counter()
            game.push(players[first](game, state, opening_seed * 1000 + ply))
            ours_time += time.perf_counter() - started
            our_moves += 1
        else:
            game.push(players[second](game, state, opening_seed * 1000 + ply))
    assert state.is_terminal() and spiel_winner(state) == game.outcome.winner
    winner = game.outcome.winner
    score = 0.5 if winner is None else 1.0 if winner == ours else 0.0
    return score, len(game.moves), round(1000 * ours_time / max(1, our_moves))


def play_game(args):
    """One game of a level against MCTS; returns a dict with our result (1 win, 0.5 draw, 0 loss)."""
    level, sims, opening_seed, swap = args
    score, plies, ms = play(level, "mcts%d" % sims, opening_seed, swap)
    return {"level": level, "sims": sims, "opening": opening_seed, "swap": swap,
            "ours": "O" if swap else "X", "score": score, "plies": plies, "ms_per_move": ms}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("level", nargs="?", default="expert", choices=sorted(LEVELS))
    parser.add_argument("--sims", type=int, default=10000)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--log", type=pathlib.Path)
    parser.add_argument("--check", type=int, metavar="N", help="only check the mapping")
    args = parser.parse_args()
    if args.check:
        check(args.check, args.seed)
        return
    tasks = [(args.level, args.sims, args.seed + k // 2, k % 2 == 1) for k in range(args.games)]
    results = []
    log = args.log.open("a") if args.log else None
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    stream = pool.imap(play_game, tasks) if pool else map(play_game, tasks)
    for r in stream:
        results.append(r)
        if log:
            log.write(json.dumps(r) + "\n")
            log.flush()
        wins = sum(1 for x in results if x["score"] == 1)
        draws = sum(1 for x in results if x["score"] == 0.5)
        print("%d games: %d wins, %d draws, %d losses, score %.1f %%"
              % (len(results), wins, draws, len(results) - wins - draws,
                 100.0 * (wins + 0.5 * draws) / len(results)), flush=True)
    if pool:
        pool.close()


if __name__ == "__main__":
    main()
