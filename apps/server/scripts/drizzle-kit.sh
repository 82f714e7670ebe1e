#!/bin/sh
# Runs drizzle-kit (hoisted to the root node_modules) so that it can import drizzle-orm (installed
# only in apps/server/node_modules): `npx drizzle-kit generate` alone stops with
# "Please install latest version of drizzle-orm". Usage, from apps/server:
#   npm run db:generate -- --name <name>
set -e
root=$(cd "$(dirname "$0")/../../.." && pwd)
shim=$(mktemp -d)
mkdir -p "$shim/node_modules"
ln -s "$root/node_modules/drizzle-kit" "$shim/node_modules/drizzle-kit"
ln -s "$root/apps/server/node_modules/drizzle-orm" "$shim/node_modules/drizzle-orm"
NODE_PATH="$root/node_modules" node --preserve-symlinks --preserve-symlinks-main \
  "$shim/node_modules/drizzle-kit/bin.cjs" "$@" || status=$?
rm -rf "$shim"
exit ${status:-0}
