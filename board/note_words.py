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
        "send_note": "Melawan teman lewat tautan, bergiliran melangkah",
        "share_note": "Tautan ke laga ini, untuk dibagikan atau disimpan",
        "copy_note": "Daftar langkah dalam bentuk teks: e5 e4 …",
        "import_note": "Dari tautan atau daftar langkah",
    },
    "ru": {
        "send_note": "Игра с другом по ссылкам, ход за ходом",
        "share_note": "Ссылка на эту партию: показать или сохранить",
        "copy_note": "Запись партии текстом: e5 e4 …",
        "import_note": "По ссылке или списку ходов",
    },
    "sw": {
        "send_note": "Cheza na rafiki kupitia kiungo, hatua kwa hatua",
        "share_note": "Kiungo cha mchezo huu, cha kumwonyesha mtu au kuhifadhi",
        "copy_note": "Hatua za mchezo kama maandishi: e5 e4 …",
        "import_note": "Bandika kiungo au orodha ya hatua",
    },
})
