#!/bin/sh
# Build stage only: Node.js 24 and npm for a base image that has no Node (a bare Debian, say).
# A base that has `node` (the official node:24 images) is used as it is and DEST stays empty.
# Node comes from the npm registry's node-linux-<arch> package, at the version the `node` dev dependency
# pins in package-lock.json, so the image runs the Node the tests run on; npm from the npm package.
#   install-node.sh DEST NPM_DEST   (run in the folder holding package-lock.json)
set -eu
dest=$1
npm_dest=$2
registry=${NPM_REGISTRY:-https://registry.npmjs.org}
npm_version=${NPM_VERSION:?NPM_VERSION is required}
mkdir -p "$dest/bin" "$npm_dest"

if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then
  echo "install-node: using the base image's node $(node --version) and npm $(npm --version)"
  exit 0
fi

version=$(sed -n '/"node_modules\/node": {/,/}/s/.*"version": "\([^"]*\)".*/\1/p' package-lock.json | head -n 1)
[ -n "$version" ] || { echo "install-node: no node version in package-lock.json" >&2; exit 1; }
case $(dpkg --print-architecture) in
  amd64) arch=x64 ;;
  arm64) arch=arm64 ;;
  *) echo "install-node: no node-linux package for $(dpkg --print-architecture)" >&2; exit 1 ;;
esac

if ! command -v curl >/dev/null 2>&1; then
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends ca-certificates curl
fi
echo "install-node: node $version (node-linux-$arch) and npm $npm_version from $registry"
curl -fsSL --retry 3 "$registry/node-linux-$arch/-/node-linux-$arch-$version.tgz" \
  | tar -xz -C "$dest" --strip-components=1 package/bin/node
curl -fsSL --retry 3 "$registry/npm/-/npm-$npm_version.tgz" | tar -xz -C "$npm_dest" --strip-components=1
ln -sf "$npm_dest/bin/npm-cli.js" "$dest/bin/npm"
ln -sf "$npm_dest/bin/npx-cli.js" "$dest/bin/npx"
"$dest/bin/node" --version
