"""The texts only the Puzzles page's board shows, in the four languages:
they come with the puzzles' bundle (``page.puzzle_board`` adds them to
``board.texts``), so no other page carries them.

``{mark}`` is a side as the lessons name it (X and O; «крестики»,
«нолики» in Russian), ``{cell}`` the move tried, ``{reply}`` the other
side's answer, ``{n}`` a number of the solver's own moves.
"""

TEXTS = {
    "en": {
        "puzzle_task_win": {"by": "n", "one": "{Mark} to play and win in {n} move.",
                            "*": "{Mark} to play and win in {n} moves."},
        "puzzle_task_save": "{Mark} to play: find the only move that does not lose by force.",
        "puzzle_right": "Correct! Now {mark} answers…",
        "puzzle_defended": {"by": "n",
                            "one": "Correct! {Mark} answered {reply}. Your move: win the game now.",
                            "*": "Correct! {Mark} answered {reply}. Your move: win in {n} moves."},
        "puzzle_wrong_win": "Not this one: after {cell}, {mark} answers {reply} and you have no "
                            "forced win. Try again, show the answer or go on to the next puzzle.",
        "puzzle_wrong_last": "{cell} does not win the game. Try again: look for three small "
                             "boards in a row.",
        "puzzle_wrong_save": "Not this one: after {cell}, {mark} answers {reply} and wins by force.",
        "puzzle_solved": "Solved! You forced the win.",
        "puzzle_saved": "Solved! After {cell}, {mark} has no forced win.",
        "puzzle_shown": "The answer: {line}.",
        "puzzle_after_wrong": "Tap Try again to go back to the position before that move.",
        "puzzle_over": "This puzzle is over: tap Next puzzle.",
        "puzzle_status_wrong": "A wrong move, and the reply that beats it.",
        "puzzle_status_done": "Puzzle over.",
        "puzzle_unrated": "Not rated: only your first try at a puzzle counts.",
        "puzzle_retry": "Try again",
        "puzzle_show": "Show the answer",
        "puzzle_next": "Next puzzle",
        "puzzle_daily": "Today's puzzle",
        "daily_puzzle": "Today's puzzle",
        "puzzle_about": "Puzzle {id} · rating {rating} · {themes}",
        "puzzle_about_now": "Puzzle {id} · rating {rating}",
        "puzzle_rating": "Your puzzle rating: {rating}",
        "puzzle_streak": "Streak: {n} (best {best})",
        "puzzle_history": "Recently played:",
        "puzzle_theme_label": "Theme",
        "puzzle_all_themes": "All themes",
        "puzzle_storage_dropped": "Your saved puzzle progress could not be read, so it has been "
                                  "reset. Nothing else was affected.",
        "puzzle_not_found": "There is no puzzle \u201c{id}\u201d. Here is another one.",
        "puzzle_theme_not_found": "There is no theme \u201c{theme}\u201d. Here are puzzles from "
                                  "all themes.",
        "puzzle_link_bad": "This link does not lead to a puzzle. Here is one for you.",
        "theme_free_choice": "free choice",
        "theme_double_threat": "double threat",
        "theme_sacrifice": "sacrifice",
        "theme_block": "block",
        "theme_dead_end": "dead end",
        "theme_defence": "defence",
        "theme_board_win": "win a board",
        "theme_quiet": "quiet move",
        "theme_short": "short",
        "theme_long": "long",
    },
    "id": {
        "puzzle_task_win": "Giliran {mark}: menangkan laga dalam {n} langkah.",
        "puzzle_task_save": "Giliran {mark}: temukan satu-satunya langkah yang tidak membuatmu "
                            "pasti kalah.",
        "puzzle_right": "Benar! Sekarang {mark} membalas…",
        "puzzle_defended": {"by": "n",
                            "one": "Benar! {Mark} membalas dengan {reply}. Giliranmu: menangkan laga sekarang juga.",
                            "*": "Benar! {Mark} membalas dengan {reply}. Giliranmu: menangkan laga "
                                 "dalam {n} langkah."},
        "puzzle_wrong_win": "Bukan yang itu: setelah {cell}, {mark} membalas dengan {reply}, dan "
                            "kemenanganmu tidak lagi terjamin. Coba lagi, lihat jawaban, atau "
                            "lanjut ke teka-teki berikutnya.",
        "puzzle_wrong_last": "Langkah {cell} tidak memenangkan laga. Coba lagi: cari langkah yang "
                             "membuat tiga papan kecilmu sejajar.",
        "puzzle_wrong_save": "Bukan yang itu: setelah {cell}, {mark} membalas dengan {reply} dan "
                             "pasti menang.",
        "puzzle_solved": "Berhasil! Kamu menang, dan lawan tidak punya cara untuk mencegahnya.",
        "puzzle_saved": "Berhasil! Setelah {cell}, {mark} tidak bisa lagi memastikan kemenangan.",
        "puzzle_shown": "Jawabannya: {line}.",
        "puzzle_after_wrong": "Tap \u201cCoba lagi\u201d untuk kembali ke posisi sebelum langkah itu.",
        "puzzle_over": "Teka-teki ini sudah selesai. Tap \u201cTeka-teki berikutnya\u201d untuk lanjut.",
        "puzzle_status_wrong": "Langkah salah, beserta balasan lawan yang mematahkannya.",
        "puzzle_status_done": "Teka-teki selesai.",
        "puzzle_unrated": "Tidak memengaruhi rating: hanya percobaan pertama tanpa salah yang dihitung.",
        "puzzle_retry": "Coba lagi",
        "puzzle_show": "Lihat jawaban",
        "puzzle_next": "Teka-teki berikutnya",
        "puzzle_daily": "Teka-teki hari ini",
        "daily_puzzle": "Teka-teki hari ini",
        "puzzle_about": "Teka-teki {id} · rating {rating} · {themes}",
        "puzzle_about_now": "Teka-teki {id} · rating {rating}",
        "puzzle_rating": "Rating teka-tekimu: {rating}",
        "puzzle_streak": "Beruntun: {n} (rekor {best})",
        "puzzle_history": "Terakhir dimainkan:",
        "puzzle_theme_label": "Tema",
        "puzzle_all_themes": "Semua tema",
        "puzzle_storage_dropped": "Data kemajuan teka-tekimu yang tersimpan tidak bisa dibaca, "
                                  "jadi semuanya diulang dari nol. Data lain tidak terpengaruh.",
        "puzzle_not_found": "Teka-teki \u201c{id}\u201d tidak ditemukan. Ini teka-teki lain "
                            "untukmu.",
        "puzzle_theme_not_found": "Tema \u201c{theme}\u201d tidak ditemukan. Ini teka-teki dari "
                                  "semua tema.",
        "puzzle_link_bad": "Tautan ini tidak mengarah ke teka-teki mana pun. Sebagai gantinya, "
                           "coba teka-teki ini.",
        "theme_free_choice": "bebas pilih",
        "theme_double_threat": "ancaman ganda",
        "theme_sacrifice": "korban",
        "theme_block": "hadangan",
        "theme_dead_end": "jalan buntu",
        "theme_defence": "bertahan",
        "theme_board_win": "menangkan papan",
        "theme_quiet": "langkah tenang",
        "theme_short": "pendek",
        "theme_long": "panjang",
    },
    "ru": {
        "puzzle_task_win": {"by": "n", "one": "Ходят {mark}: выиграйте в\u00a0{n}\u00a0ход.",
                            "few": "Ходят {mark}: выиграйте в\u00a0{n}\u00a0хода.",
                            "*": "Ходят {mark}: выиграйте в\u00a0{n}\u00a0ходов."},
        "puzzle_task_save": "Ходят {mark}: найдите единственный ход, который не ведёт "
                            "к\u00a0проигрышу.",
        "puzzle_right": "Верно! Теперь отвечают {mark}…",
        "puzzle_defended": {"by": "n",
                            "one": "Верно! {Mark} ответили ходом {reply}. Теперь выиграйте партию "
                                   "одним ходом.",
                            "few": "Верно! {Mark} ответили ходом {reply}. Ваш ход: выиграйте в\u00a0{n}\u00a0"
                                   "хода.",
                            "*": "Верно! {Mark} ответили ходом {reply}. Ваш ход: выиграйте в\u00a0{n}\u00a0"
                                 "ходов."},
        "puzzle_wrong_win": "Не этот ход: на {cell} {mark} отвечают ходом {reply}, "
                            "и\u00a0форсированного выигрыша у\u00a0вас уже нет. Попробуйте ещё раз, "
                            "посмотрите ответ или перейдите к\u00a0следующей задаче.",
        "puzzle_wrong_last": "Ход {cell} не выигрывает партию. Попробуйте ещё раз: нужен ход, "
                             "который соберёт три малых поля в\u00a0ряд.",
        "puzzle_wrong_save": "Не этот ход: на {cell} {mark} отвечают ходом {reply} "
                             "и\u00a0выигрывают при любой защите.",
        "puzzle_solved": "Решено! Партия выиграна: у\u00a0соперника не было защиты.",
        "puzzle_saved": "Решено! После {cell} {mark} уже не могут форсировать выигрыш.",
        "puzzle_shown": "Ответ: {line}.",
        "puzzle_after_wrong": "Нажмите «Ещё раз», чтобы вернуться к\u00a0позиции до\u00a0этого хода.",
        "puzzle_over": "Эта задача закончена. Нажмите «Следующая задача».",
        "puzzle_status_wrong": "На доске неверный ход и\u00a0ответ, который его опровергает.",
        "puzzle_status_done": "Задача закончена.",
        "puzzle_unrated": "На рейтинг это не\u00a0повлияет: в\u00a0зачёт идёт только решение "
                          "с\u00a0первой попытки, без ошибок.",
        "puzzle_retry": "Ещё раз",
        "puzzle_show": "Показать ответ",
        "puzzle_next": "Следующая задача",
        "puzzle_daily": "Задача дня",
        "daily_puzzle": "Задача дня",
        "puzzle_about": "Задача {id} · рейтинг {rating} · {themes}",
        "puzzle_about_now": "Задача {id} · рейтинг {rating}",
        "puzzle_rating": "Ваш рейтинг в\u00a0задачах: {rating}",
        "puzzle_streak": "Серия: {n} (рекорд: {best})",
        "puzzle_history": "Последние задачи:",
        "puzzle_theme_label": "Тема",
        "puzzle_all_themes": "Все темы",
        "puzzle_storage_dropped": "Не удалось прочитать сохранённые результаты задач, поэтому "
                                  "они сброшены. Всё остальное сохранилось.",
        "puzzle_not_found": "Задачи «{id}» нет. Вот другая.",
        "puzzle_theme_not_found": "Темы «{theme}» нет. Вот задачи всех тем.",
        "puzzle_link_bad": "По этой ссылке задачи нет. Вот вам другая.",
        "theme_free_choice": "свободный ход",
        "theme_double_threat": "двойная угроза",
        "theme_sacrifice": "жертва",
        "theme_block": "блокировка",
        "theme_dead_end": "тупик",
        "theme_defence": "защита",
        "theme_board_win": "выигрыш поля",
        "theme_quiet": "тихий ход",
        "theme_short": "короткая",
        "theme_long": "длинная",
    },
    "sw": {
        "puzzle_task_win": "Wewe ni {mark}: shinda mchezo kwa hatua {n}.",
        "puzzle_task_save": "Wewe ni {mark}: tafuta hatua pekee inayokuepusha na kushindwa.",
        "puzzle_right": "Sahihi! Sasa {mark} anajibu…",
        "puzzle_defended": {"by": "n",
                            "one": "Sahihi! {Mark} amejibu kwa {reply}. Zamu yako: shinda mchezo sasa.",
                            "*": "Sahihi! {Mark} amejibu kwa {reply}. Zamu yako: shinda kwa hatua {n}."},
        "puzzle_wrong_win": "Si hatua hii: baada ya {cell}, {mark} anajibu kwa {reply}, na "
                            "huwezi tena kulazimisha ushindi. Jaribu tena, tazama jibu, au endelea na fumbo "
                            "linalofuata.",
        "puzzle_wrong_last": "Hatua {cell} haishindi mchezo. Jaribu tena: tafuta bodi ndogo tatu "
                             "katika mstari.",
        "puzzle_wrong_save": "Si hatua hii: baada ya {cell}, {mark} anajibu kwa {reply} na "
                             "kulazimisha ushindi.",
        "puzzle_solved": "Limetatuliwa! Umelazimisha ushindi.",
        "puzzle_saved": "Limetatuliwa! Baada ya {cell}, {mark} hawezi tena kulazimisha ushindi.",
        "puzzle_shown": "Jibu: {line}.",
        "puzzle_after_wrong": "Gusa \u201cJaribu tena\u201d ili urudi kwenye hali iliyokuwepo "
                              "kabla ya hatua hiyo.",
        "puzzle_over": "Fumbo hili limeisha: gusa \u201cFumbo linalofuata\u201d.",
        "puzzle_status_wrong": "Hatua isiyo sahihi na jibu linaloishinda.",
        "puzzle_status_done": "Fumbo limeisha.",
        "puzzle_unrated": "Utatuzi huu hauhesabiwi kwenye ukadiriaji: ni jaribio la kwanza "
                          "lisilo na kosa tu linalohesabiwa.",
        "puzzle_retry": "Jaribu tena",
        "puzzle_show": "Tazama jibu",
        "puzzle_next": "Fumbo linalofuata",
        "puzzle_daily": "Fumbo la leo",
        "daily_puzzle": "Fumbo la leo",
        "puzzle_about": "Fumbo {id} · ukadiriaji {rating} · {themes}",
        "puzzle_about_now": "Fumbo {id} · ukadiriaji {rating}",
        "puzzle_rating": "Ukadiriaji wako wa mafumbo: {rating}",
        "puzzle_streak": "Msururu: {n} (rekodi {best})",
        "puzzle_history": "Mafumbo uliyocheza hivi karibuni:",
        "puzzle_theme_label": "Mada",
        "puzzle_all_themes": "Mada zote",
        "puzzle_storage_dropped": "Maendeleo yako ya mafumbo yaliyohifadhiwa hayakuweza kusomwa, "
                                  "kwa hiyo yameanzishwa upya. Hakuna kingine kilichoguswa.",
        "puzzle_not_found": "Fumbo \u201c{id}\u201d halipo. Hili hapa jingine.",
        "puzzle_theme_not_found": "Mada \u201c{theme}\u201d haipo. Haya hapa mafumbo ya mada zote.",
        "puzzle_link_bad": "Kiungo hiki hakielekei kwenye fumbo lolote. Hili hapa fumbo kwa ajili yako.",
        "theme_free_choice": "chaguo huru",
        "theme_double_threat": "tishio maradufu",
        "theme_sacrifice": "kafara",
        "theme_block": "kuzuia",
        "theme_dead_end": "mwisho wa njia",
        "theme_defence": "kujihami",
        "theme_board_win": "kushinda bodi",
        "theme_quiet": "hatua tulivu",
        "theme_short": "fupi",
        "theme_long": "ndefu",
    },
}
