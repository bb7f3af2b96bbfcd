#!/bin/sh
# One image, two programs: `server` (the default) and `indexer …` (e.g. `indexer follow --global-config FILE`).
# TypeScript runs through tsx's loader inside the one Node process, so signals reach the program directly.
set -eu
cd /app
case "${1:-server}" in
  server) [ $# -gt 0 ] && shift; exec node --import tsx server/bin/server.ts "$@" ;;
  indexer) shift; exec node --import tsx indexer/bin/indexer.ts "$@" ;;
  *) exec "$@" ;;
esac
