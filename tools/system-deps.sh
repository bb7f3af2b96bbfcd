#!/usr/bin/env bash
# Installs the Debian packages the tests use when they are missing. Nothing here downloads at run time.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
# The Patroni failover test (deploy/test/patroni-failover.test.ts) and its recipe (deploy/patroni): Patroni, etcd,
# HAProxy and the distribution's PostgreSQL with pg_basebackup and pg_rewind. Optional: without them that test
# skips, saying what is missing, so a machine where they cannot be installed still runs the rest.
ha=()
command -v patroni >/dev/null 2>&1 || ha+=(patroni)
command -v etcd >/dev/null 2>&1 || ha+=(etcd-server)
command -v haproxy >/dev/null 2>&1 || ha+=(haproxy)
compgen -G '/usr/lib/postgresql/*/bin/pg_basebackup' >/dev/null || ha+=(postgresql)
if [ "$(id -u)" != 0 ]; then
  if [ ${#ha[@]} -gt 0 ]; then
    echo "not installed: ${ha[*]}; the Patroni failover test will skip (sudo apt-get install ${ha[*]})" >&2
  fi
  if [ ${#need[@]} -gt 0 ]; then
    echo "missing Debian packages: ${need[*]} (install them with: sudo apt-get install ${need[*]})" >&2
    exit 1
  fi
  exit 0
fi
need+=("${ha[@]}")
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
# Another apt or dpkg (unattended upgrades, a second `make test`) may hold the locks: wait for it, up to
# 10 minutes, instead of failing. DPkg::Lock::Timeout covers the dpkg lock that install takes; update takes
# the package lists' lock, for which apt (2.6) does not wait, so it is retried while that lock is held.
LOCK_WAIT=600
apt_opts=(-o "DPkg::Lock::Timeout=$LOCK_WAIT")
echo "installing Debian packages: ${need[*]}"
deadline=$((SECONDS + LOCK_WAIT))
until out=$(apt-get "${apt_opts[@]}" update -qq 2>&1); do
  if ! grep -qi 'lock' <<<"$out" || [ $SECONDS -ge $deadline ]; then
    echo "$out" >&2
    exit 1
  fi
  echo "waiting for another apt process to release its lock"
  sleep 5
done
DEBIAN_FRONTEND=noninteractive apt-get "${apt_opts[@]}" install -y -qq --no-install-recommends "${need[@]}" >/dev/null
