#!/usr/bin/env bash
# Starts CUPS with the cups-pdf virtual printer "Balcao_PDF" (owned by the documents work).
exit 1
