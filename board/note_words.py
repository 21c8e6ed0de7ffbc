"""The notes under More's actions, in the four languages: a line each
saying what the action is for ("Send your move": a friend answers by link),
so that two actions that both make a link are told apart. Only the build
writes them (``data-note``, which board.css shows) and no script changes
them, so no bundle carries them. Importing this module adds them to
``board.texts``.
"""

from board.texts import add_texts

add_texts({
    "en": {
        "send_note": "Play a friend by link, a move at a time",
        "share_note": "A link to this game, to show or to keep",
        "copy_note": "The game's moves as text: e5 e4 …",
        "import_note": "From a link or a list of moves",
    },
    "id": {
        "send_note": "Lawan teman lewat tautan, bergantian melangkah",
        "share_note": "Tautan ke laga ini, untuk ditunjukkan atau disimpan",
        "copy_note": "Langkah-langkahnya sebagai teks: e5 e4 …",
        "import_note": "Dari tautan atau daftar langkah",
    },
    "ru": {
        "send_note": "Игра с другом по ссылке, ход за ходом",
        "share_note": "Ссылка на эту партию: показать или сохранить",
        "copy_note": "Ходы партии текстом: e5 e4 …",
        "import_note": "По ссылке или списку ходов",
    },
    "sw": {
        "send_note": "Cheza na rafiki kwa kiungo, hatua moja moja",
        "share_note": "Kiungo cha mchezo huu, cha kuonyesha au kuhifadhi",
        "copy_note": "Hatua zake kama maandishi: e5 e4 …",
        "import_note": "Kutoka kwa kiungo au orodha ya hatua",
    },
})
