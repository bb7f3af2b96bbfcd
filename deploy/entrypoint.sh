#!/bin/sh
# One image, two programs: `server` (the default) and `indexer …` (e.g. `indexer follow --global-config FILE`).
# TypeScript runs through tsx's loader inside the one Node process, so signals reach the program directly.
set -eu
cd /app
case "${1:-server}" in
  server)
    [ $# -gt 0 ] && shift
    # the server process's memory settings (server/memory.env); GLIBC_TUNABLES given to the container wins
    . server/memory.env
    export GLIBC_TUNABLES="${GLIBC_TUNABLES:-$SERVER_GLIBC_TUNABLES}"
    # shellcheck disable=SC2086 # the flags are words
    exec node $SERVER_NODE_FLAGS --import tsx server/bin/server.ts "$@" ;;
  indexer) shift; exec node --import tsx indexer/bin/indexer.ts "$@" ;;
  *) exec "$@" ;;
esac
