"""``python -m extractor``: the same command line as the ``extractor`` script."""

import sys

from extractor.cli import main

sys.exit(main())
