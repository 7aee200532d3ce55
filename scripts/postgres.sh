#!/usr/bin/env bash
# Starts a PostgreSQL 15 server for the tests and prints its URL (owned by the data work).
exit 1
