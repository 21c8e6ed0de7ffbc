"""The lessons a learner has solved on this device, as one line of text in
localStorage, and its strict reader.

Format: ``lessons1;send-rule,win-board``: the ids are the lessons' ``id:``,
the same in every language, so a lesson solved on the Russian page is marked
on the English one too. The reader refuses anything else (StorageError), and
the caller then starts with nothing solved.
"""

from board.saved import KEY_PREFIX, StorageError

PROGRESS_KEY = KEY_PREFIX + "lessons"
VERSION = "lessons1"
MAX_LESSONS = 200
MAX_ID = 40
ID_SIGNS = "abcdefghijklmnopqrstuvwxyz0123456789-"


def valid_id(lesson_id):
    """Whether ``lesson_id`` can name a lesson: small letters, digits, '-'."""
    return 0 < len(lesson_id) <= MAX_ID and not lesson_id.strip(ID_SIGNS)


def dump_progress(solved):
    """The text saved for the set of solved lesson ids."""
    return VERSION + ";" + ",".join(sorted(solved))


def load_progress(text):
    """The set of solved lesson ids saved by ``dump_progress``."""
    if not isinstance(text, str):
        raise StorageError("saved progress is not text")
    version, sep, ids = text.partition(";")
    if version != VERSION or not sep:
        raise StorageError("unknown progress version %r" % version[:20])
    solved = set(ids.split(",")) if ids else set()
    if len(solved) > MAX_LESSONS:
        raise StorageError("more than %d solved lessons" % MAX_LESSONS)
    for lesson_id in solved:
        if not valid_id(lesson_id):
            raise StorageError("%r is not a lesson id" % lesson_id[:MAX_ID])
    return solved


def next_unsolved(lessons, solved):
    """The first of ``lessons`` ([(id, ...), ...] in the site's order) not
    in ``solved``, or None when every one is solved."""
    for lesson in lessons:
        if lesson[0] not in solved:
            return lesson
    return None
