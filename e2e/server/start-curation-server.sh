#!/usr/bin/env bash
# Starts the app for the Playwright 'curation' project: a fresh embedded database of its own (so that
# drafts and releases made by the curation specs never reach the visitor specs' server), seeded with the
# shipped frameworks and these test accounts, then `npm run start -w @hub/api` on $PORT.
#   manager / manager-password-1              framework_manager: bioexcel, iscb, iscb-3.0e1, ritrain, permedcoe, arise
#   other-manager / other-manager-pass-1      framework_manager: cineca
#   content / content-password-1              content_manager
#   plain / plain-password-1                  no role
#   password-user / password-user-pass-1      no role (the change-password spec changes this one)
set -euo pipefail
cd "$(dirname "$0")/../.."

# Databases of earlier runs (the server is stopped by a signal, so it cannot clean up after itself).
rm -rf /tmp/hub-e2e-curation.* 2>/dev/null || true
PGLITE_DIR="$(mktemp -d /tmp/hub-e2e-curation.XXXXXX)"
export PGLITE_DIR DATABASE_URL=''

add_user() { # username password [options...]
  local username="$1" password="$2"
  shift 2
  printf '%s\n' "$password" | npm run -s user -w @hub/api -- add "$username" --password-stdin \
    --name "$username" --email "$username@example.org" "$@"
}

add_user manager manager-password-1 --role framework_manager \
  --framework bioexcel --framework iscb --framework iscb-3.0e1 --framework ritrain \
  --framework permedcoe --framework arise
add_user other-manager other-manager-pass-1 --role framework_manager --framework cineca
add_user content content-password-1 --role content_manager
add_user plain plain-password-1
add_user password-user password-user-pass-1

exec npm run start -w @hub/api
