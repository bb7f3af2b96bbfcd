#!/usr/bin/env bash
# `make image-test`: builds deploy/Containerfile with podman on a Debian base made here (no registry image
# can be pulled), runs the image's indexer and server against the local network and a PostgreSQL on the
# host, and calls API v2 and v3 from outside the containers. Skips, saying why, only when not root or
# when podman cannot run at all. Everything it starts is removed on exit, failed or not.
#
# IMAGE_TEST_CACHE (default /var/cache/ton-http-api): where the Debian base is kept between runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"

say() { printf '[image-test] %s\n' "$*"; }
skip() { printf 'image-test skipped: %s\n' "$*"; exit 0; }
fail() { printf 'image-test FAILED: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || skip "needs root (podman runs here as root with runc and cgroupfs)"

missing=()
for tool in podman runc debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]} from Debian"
  apt_log=$(mktemp)
  if ! { apt-get -o DPkg::Lock::Timeout=300 update -q && DEBIAN_FRONTEND=noninteractive \
      apt-get -o DPkg::Lock::Timeout=300 install -y -q --no-install-recommends podman runc debootstrap; } >"$apt_log" 2>&1; then
    tail -n 5 "$apt_log"
    skip "podman, runc and debootstrap could not be installed from Debian (see above)"
  fi
  rm -f "$apt_log"
fi

work=$(mktemp -d /tmp/ton-image-test.XXXXXX)
# This machine's runtime settings: no ulimits copied into containers, runc, cgroups without systemd.
printf '[containers]\ndefault_ulimits = []\n' >"$work/containers.conf"
export CONTAINERS_CONF="$work/containers.conf"
pm() { podman --runtime runc --cgroup-manager=cgroupfs "$@"; }

if ! pm info >"$work/podman-info.log" 2>&1; then
  tail -n 5 "$work/podman-info.log"; rm -rf "$work"
  skip "podman cannot run on this machine (podman info failed, above)"
fi

tag=localhost/ton-http-api:image-test
base_image=localhost/debian-bookworm-minbase
run_id="$$-$(date +%s)"
indexer="ton-image-test-indexer-$run_id"
server="ton-image-test-server-$run_id"
stack_pid=

cleanup() {
  local code=$?
  trap - EXIT INT TERM
  if [ $code -ne 0 ]; then
    for c in "$indexer" "$server"; do
      if pm container exists "$c" 2>/dev/null; then
        say "last lines of $c:"; pm logs --tail 30 "$c" 2>&1 | sed 's/^/    /' || true
      fi
    done
  fi
  pm rm -f -t 5 "$indexer" "$server" >/dev/null 2>&1 || true
  if [ -n "$stack_pid" ] && kill -0 "$stack_pid" 2>/dev/null; then
    kill -TERM "$stack_pid"; wait "$stack_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
  exit $code
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Containers left by an earlier run that was killed (its process is gone); a concurrent run's are kept.
for c in $(pm ps -a --filter label=ton-http-api.image-test --format '{{.Names}}' 2>/dev/null); do
  owner=$(pm inspect --format '{{index .Config.Labels "ton-http-api.image-test"}}' "$c" 2>/dev/null || true)
  if [ -n "$owner" ] && ! kill -0 "$owner" 2>/dev/null; then pm rm -f "$c" >/dev/null 2>&1 || true; fi
done

# --- the base image: Debian bookworm minbase, made once per machine and kept ---
cache=${IMAGE_TEST_CACHE:-/var/cache/ton-http-api}
rootfs="$cache/bookworm-minbase"
t0=$(date +%s)
mkdir -p "$cache"
# One run at a time makes or imports the base; a concurrent run waits for it.
exec 9>"$cache/.lock"
flock 9
if [ ! -f "$rootfs/.complete" ]; then
  say "making the Debian base with debootstrap into $rootfs (once per machine)"
  rm -rf "$rootfs.tmp"
  debootstrap --variant=minbase bookworm "$rootfs.tmp" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 \
    || { tail -n 20 "$work/debootstrap.log"; fail "debootstrap failed"; }
  # Package lists, downloaded packages and docs are not needed in an image (the build runs apt-get update).
  rm -rf "$rootfs.tmp"/var/cache/apt/archives/*.deb "$rootfs.tmp"/var/cache/apt/*.bin "$rootfs.tmp"/var/lib/apt/lists/* \
    "$rootfs.tmp"/usr/share/doc/* "$rootfs.tmp"/usr/share/man/* "$rootfs.tmp"/usr/share/locale/*
  touch "$rootfs.tmp/.complete"
  rm -rf "$rootfs"; mv "$rootfs.tmp" "$rootfs"
  pm rmi -f "$base_image" >/dev/null 2>&1 || true
fi
if ! pm image exists "$base_image"; then
  say "importing the Debian base as $base_image"
  tar -C "$rootfs" --exclude=./.complete -c . | pm import - "$base_image" >"$work/import.log" 2>&1 \
    || { cat "$work/import.log"; fail "podman import of the Debian base failed"; }
fi
exec 9>&-
t1=$(date +%s)

# --- the build ---
build_args=(--network host --format docker -f deploy/Containerfile -t "$tag"
  --build-arg "BASE_IMAGE=$base_image" --build-arg "REVISION=$(git rev-parse HEAD 2>/dev/null || echo unknown)")
# Downloads in the build trust what this machine trusts (e.g. a TLS-intercepting proxy's CA).
[ -s /etc/ssl/certs/ca-certificates.crt ] && build_args+=(--secret id=ca_certs,src=/etc/ssl/certs/ca-certificates.crt)
say "building $tag"
if ! pm build "${build_args[@]}" . >"$work/build.log" 2>&1; then
  tail -n 40 "$work/build.log"; fail "the image did not build"
fi
t2=$(date +%s)
cached_steps=$(grep -c -- '--> Using cache' "$work/build.log" || true)
size=$(pm image inspect --format '{{.Size}}' "$tag")
say "built in $((t2 - t1)) s ($cached_steps steps from cache; base image ready in $((t1 - t0)) s); image size $((size / 1000 / 1000)) MB"

# --- the host side: local network and PostgreSQL ---
say "starting the local network and PostgreSQL on the host"
node --import tsx deploy/image-test/stack.ts "$work/stack.json" >"$work/stack.log" 2>&1 &
stack_pid=$!
for _ in $(seq 1 180); do
  [ -s "$work/stack.json" ] && break
  kill -0 "$stack_pid" 2>/dev/null || { cat "$work/stack.log"; fail "the local network or PostgreSQL did not start"; }
  sleep 1
done
[ -s "$work/stack.json" ] || { cat "$work/stack.log"; fail "the local network and PostgreSQL were not ready within 180 s"; }
field() { node -e 'process.stdout.write(String(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))[process.argv[2]]))' "$work/stack.json" "$1"; }
config=$(field globalConfig); database_url=$(field databaseUrl); keys=$(field keysFile)
api_key=$(field apiKey); port=$(field serverPort)

# --- the two containers from the one image ---
common=(--network host --label "ton-http-api.image-test=$$" --health-interval disable
  -v "$config:/etc/ton/global.config.json:ro" -e "DATABASE_URL=$database_url")
say "starting the indexer and the server containers (server on 127.0.0.1:$port)"
# podman's own complaint that it cannot schedule health checks through systemd (absent here) goes to a log:
# they run on demand below.
# --from 1: the local network's whole (seeded) history; a real network's index starts at its head by default
pm run -d --name "$indexer" "${common[@]}" "$tag" indexer follow --global-config /etc/ton/global.config.json --from 1 \
  >/dev/null 2>>"$work/podman-run.log" || { cat "$work/podman-run.log"; fail "the indexer container did not start"; }
pm run -d --name "$server" "${common[@]}" -v "$keys:/etc/ton/api-keys.json:ro" \
  -e TON_GLOBAL_CONFIG=/etc/ton/global.config.json -e NETWORK=local -e API_KEYS_FILE=/etc/ton/api-keys.json \
  -e "PORT=$port" -e LOG_LEVEL=warn "$tag" \
  >/dev/null 2>>"$work/podman-run.log" || { cat "$work/podman-run.log"; fail "the server container did not start"; }

# --- calls from outside ---
tsx deploy/image-test/check.ts "http://127.0.0.1:$port" "$api_key" || fail "the image's server did not answer as expected"
pm healthcheck run "$server" >/dev/null || fail "the image's HEALTHCHECK reports the server unhealthy"
pm healthcheck run "$indexer" >/dev/null || fail "the image's HEALTHCHECK reports the indexer unhealthy"
say "HEALTHCHECK: healthy (server and indexer)"
user=$(pm exec "$server" id -u)
[ "$user" != 0 ] || fail "the server runs as root in the container"
say "server runs as uid $user"
# The server's process runs with server/memory.env's settings: its node flags and glibc's malloc tunables.
. server/memory.env
cmdline=$(pm exec "$server" cat /proc/1/cmdline | tr '\0' ' ')
case "$cmdline" in *"$SERVER_NODE_FLAGS"*) ;; *) fail "the server runs without $SERVER_NODE_FLAGS: $cmdline" ;; esac
# glibc writes over the variable's separators as it reads it: the process shows its first tunable only
tunables=$(pm exec "$server" sh -c 'tr "\0" "\n" </proc/1/environ' | sed -n 's/^GLIBC_TUNABLES=//p')
[ "$tunables" = "${SERVER_GLIBC_TUNABLES%%:*}" ] || fail "the server runs with GLIBC_TUNABLES='$tunables'"
# and the image's glibc takes each of them, at the value given
listed=$(pm exec -e "GLIBC_TUNABLES=$SERVER_GLIBC_TUNABLES" "$server" /lib64/ld-linux-x86-64.so.2 --list-tunables)
for tunable in $(printf '%s' "$SERVER_GLIBC_TUNABLES" | tr ':' ' '); do
  expected="${tunable%%=*}: $(printf '0x%x' "${tunable#*=}") "
  grep -qF "$expected" <<<"$listed" || fail "the image's glibc does not take $tunable"
done
say "server runs with server/memory.env: $cmdline"
for c in "$indexer" "$server"; do
  [ "$(pm inspect --format '{{.State.Running}}' "$c")" = true ] || fail "$c stopped"
done
say "passed: image $tag, $((size / 1000 / 1000)) MB, built in $((t2 - t1)) s"
