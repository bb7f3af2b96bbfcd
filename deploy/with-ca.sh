#!/bin/sh
# Build stage only: runs a command that downloads, trusting the extra CA certificates passed as the build
# secret `ca_certs` (a PEM bundle, e.g. a TLS-intercepting proxy's), besides the usual ones. Without the
# secret the command runs as it is. The secret is mounted for one step and never stored in a layer.
#   docker build --secret id=ca_certs,src=/path/to/ca.pem …
set -eu
extra=/run/secrets/ca_certs
if [ -s "$extra" ]; then
  export NODE_EXTRA_CA_CERTS="$extra"
  system=/etc/ssl/certs/ca-certificates.crt
  if [ -s "$system" ]; then
    cat "$system" "$extra" > /tmp/ca-bundle.pem
    export CURL_CA_BUNDLE=/tmp/ca-bundle.pem
  else
    export CURL_CA_BUNDLE="$extra"
  fi
fi
exec "$@"
