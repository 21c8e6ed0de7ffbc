"""Make the headings' typeface files from the npm package of Unbounded.

The site's titles and its wordmark are set in Unbounded at one weight, 700:
this takes the package's variable Latin and Cyrillic files and writes that
one weight of each (about 22 and 13 KB, against 51 and 31 KB for the whole
weight axis) into overrides/assets/uttt/fonts/. Run it with fontTools and
Brotli (``pip install fonttools==4.68.0 brotli==1.2.1``), on the package
unpacked by ``npm pack @fontsource-variable/unbounded@5.3.0``:

    python tools/heading_font.py package/
"""

import pathlib
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

WEIGHT = 700
FONTS = pathlib.Path(__file__).resolve().parent.parent / "overrides" / "assets" / "uttt" / "fonts"


def main(package):
    for script in ("latin", "cyrillic"):
        font = TTFont(pathlib.Path(package) / "files" / ("unbounded-%s-wght-normal.woff2" % script))
        static = instancer.instantiateVariableFont(font, {"wght": WEIGHT})
        static.flavor = "woff2"
        static.save(FONTS / ("unbounded-%s.woff2" % script))


if __name__ == "__main__":
    main(sys.argv[1])
