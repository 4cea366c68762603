#!/usr/bin/env bash
# Starts the app for the Playwright 'curation' project: a fresh embedded database of its own (so that
# drafts and releases made by the curation specs never reach the visitor specs' server), seeded with the
# shipped frameworks and these test accounts, then `npm run start -w @hub/api` on $PORT, with the TeSS
# stand-in on $PORT + 50.
#   manager / manager-password-1              framework_manager: bioexcel, iscb, iscb-3.0e1, ritrain, permedcoe, arise
#   other-manager / other-manager-pass-1      framework_manager: cineca
#   curator-a, curator-b / curator-?-password-1   framework_manager: corbel, nhs (two managers, docs/features/curation.md §17)
#   importer-a, importer-b / importer-?-password-1   framework_manager: datasteward
#   undoer-a, undoer-b / undoer-?-password-1         framework_manager: direct
#   case-manager / case-manager-pass-1        framework_manager of no framework (CASE imports)
#   content / content-password-1              content_manager
#   content-b / content-b-password-1          content_manager (a second one: the TeSS re-import spec)
#   plain / plain-password-1                  no role
#   password-user / password-user-pass-1      no role (the change-password spec changes this one)
set -euo pipefail
cd "$(dirname "$0")/../.."

# One folder per port: the previous run's database on this port (a server stopped by a signal cannot
# clean up after itself) is replaced, and runs on other ports are left alone.
PGLITE_DIR="${TMPDIR:-/tmp}/hub-e2e-curation-${PORT:?PORT must be set}"
rm -rf "$PGLITE_DIR"
mkdir -p "$PGLITE_DIR"
export PGLITE_DIR DATABASE_URL=''

# The accounts are collected, then added by one process (add-users.ts): one database open for all.
ACCOUNTS=''
add_user() { # username password [options...]
  local username="$1" password="$2"
  shift 2
  ACCOUNTS+="$password $username --name $username --email $username@example.org $*"$'\n'
}

add_user manager manager-password-1 --role framework_manager \
  --framework bioexcel --framework iscb --framework iscb-3.0e1 --framework ritrain \
  --framework permedcoe --framework arise
add_user other-manager other-manager-pass-1 --role framework_manager --framework cineca
add_user curator-a curator-a-password-1 --role framework_manager --framework corbel --framework nhs
add_user curator-b curator-b-password-1 --role framework_manager --framework corbel --framework nhs
# Two managers each for frameworks no other spec touches: imports into a draft (datasteward), undo and
# a colleague's changes noticed on return (direct).
add_user importer-a importer-a-password-1 --role framework_manager --framework datasteward
add_user importer-b importer-b-password-1 --role framework_manager --framework datasteward
add_user undoer-a undoer-a-password-1 --role framework_manager --framework direct
add_user undoer-b undoer-b-password-1 --role framework_manager --framework direct
add_user case-manager case-manager-pass-1 --role framework_manager
add_user content content-password-1 --role content_manager
add_user content-b content-b-password-1 --role content_manager
add_user plain plain-password-1
add_user password-user password-user-pass-1
printf '%s' "$ACCOUNTS" | (cd apps/api && node --import tsx ../../e2e/server/add-users.ts)

# The TeSS stand-in (apps/api/tess-stub) on $PORT + 50, so the training resource import never leaves the
# machine (docs/features/training.md §4); stopped with the app.
TESS_PORT=$((PORT + 50))
(cd apps/api && PORT="$TESS_PORT" exec node --import tsx tess-stub/server.ts) &
TESS_PID=$!
trap 'kill "$TESS_PID" 2>/dev/null || true' EXIT INT TERM
export TESS_URL="http://127.0.0.1:$TESS_PORT"

npm run start -w @hub/api
