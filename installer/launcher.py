"""Entry script of the frozen program: both executables (balcao, balcao-cli) start here."""

import sys

from desktop.cli import main

sys.exit(main())
