#!/usr/bin/env bash
# Installs the Debian packages the tests use when they are missing. Nothing here downloads at run time.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "missing Debian packages: ${need[*]} (install them with: sudo apt-get install ${need[*]})" >&2
  exit 1
fi
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
