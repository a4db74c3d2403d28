#!/bin/sh
# The image's entry (Dockerfile ENTRYPOINT): every certificate the platform signs embeds SITE_URL for
# good (its QR check link, the did:web issuer, the revocation list address), so the container does
# not start without it, and says loudly when it is not HTTPS: a did:web resolves over HTTPS only.
# Then it hands over to the command (node server.js), which stays PID 1.
set -eu

if [ -z "${SITE_URL:-}" ]; then
  echo "SITE_URL is not set: run with -e SITE_URL=https://<the site's public address>; every signed certificate embeds it for good." >&2
  exit 1
fi

case "$SITE_URL" in
  https://*) ;;
  *)
    {
      echo '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'
      echo "!!! WARNING: SITE_URL=$SITE_URL is not HTTPS."
      echo '!!! Its did:web issuer resolves over HTTPS only: wallets and verifiers cannot find'
      echo '!!! the signing keys, and every certificate signed from now on embeds this address'
      echo '!!! for good. Put the site behind TLS and set SITE_URL=https://<its address>.'
      echo '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'
    } >&2
    ;;
esac

exec "$@"
