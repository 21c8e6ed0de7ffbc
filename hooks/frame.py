"""The one frame text that Markdown, not the theme, writes: the title of each
heading's permalink anchor ("Permanent link" by default).

mkdocs-static-i18n overrides ``extra`` per language but refuses to override
``mdx_configs``, so each language build copies its ``extra.permalink_title``
(mkdocs.yml) into the toc extension's settings. The i18n plugin puts that
language's ``extra`` in place in its own on_config, at priority -100; this
one runs after it.
"""

from mkdocs.plugins import event_priority


@event_priority(-150)
def on_config(config):
    title = config.extra.get("permalink_title")
    if title:
        config.mdx_configs.setdefault("toc", {})["permalink_title"] = title
    return config
