#!/usr/bin/env bash
# Writes tests/fixtures/upgrade/: databases made by a previous release, with its migrations, its
# server and its API, for tests/api/upgrade.test.ts to open with this release.
#
#   bash scripts/upgrade-fixture/make.sh <git revision of the previous release>
#
# Run it when a release has shipped, with that release's revision, and commit the result. Needs
# PostgreSQL (TEST_DATABASE_URL, default the local server), and pg_dump. The old release runs
# from a temporary worktree on this checkout's node_modules.
set -euo pipefail
rev=${1:?usage: make.sh <revision of the previous release>}
root=$(git rev-parse --show-toplevel)
out=$root/tests/fixtures/upgrade
work=$(mktemp -d)
git -C "$root" worktree add --detach "$work/release" "$rev" >/dev/null
trap 'git -C "$root" worktree remove --force "$work/release"; rm -rf "$work"' EXIT
ln -s "$root/node_modules" "$work/release/node_modules"
cp "$root/tests/api/upgradeSeed.ts" "$work/release/tests/api/upgradeSeed.test.ts"
rm -rf "$out"
mkdir -p "$out"
git -C "$root" rev-parse "$rev" > "$out/release.txt"
cd "$work/release"
UPGRADE_FIXTURE_OUT="$out" UPGRADE_FIXTURE_WORK="$work" \
  TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}" \
  npx vitest run tests/api/upgradeSeed.test.ts
ls -l "$out"
