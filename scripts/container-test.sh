#!/usr/bin/env bash
# The container test (issue 23): builds the image from the Dockerfile, runs it on a fresh volume, adds a copy through
# the API, restarts the container (the stop must be the app's own SIGTERM shutdown, not Docker's kill after 10 s),
# finds the copy again, and once more in a new container on the same volume; prints the timings.
#
#   bash scripts/container-test.sh
#
# Needs a Docker engine: started here (dockerd --iptables=false --bridge=none) when none runs, docker.io and
# debootstrap installed with apt-get when missing (as root). Where no engine can start (not root, no docker.io), the
# test is skipped with one line and exits 0. No registry image is pulled: the base image is made here once, with
# debootstrap from this machine's Debian mirror plus this machine's Node.js (tmnt-base:local, kept for the next run);
# BASE_IMAGE=<image> builds on another one instead. Containers and volumes it made are removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

BASE_IMAGE=${BASE_IMAGE:-tmnt-base:local}
IMAGE=tmnt-inventory:container-test
NAME=tmnt-container-test-$$
VOLUME=tmnt-container-test-$$
WORK=$(mktemp -d /tmp/tmnt-container-test.XXXXXX)
DOCKERD_PID=

ms() { echo $(( $(date +%s%N) / 1000000 )); }
seconds() { awk -v ms="$1" 'BEGIN { printf "%.1f s", ms / 1000 }'; }
say() { echo "container test: $*"; }
fail() { echo "container test FAILED: $*" >&2; exit 1; }
skip() { echo "Container test skipped: dockerd cannot start here ($1)"; exit 0; }

cleanup() {
  docker rm -f "$NAME" "$NAME-2" "$NAME-3" >/dev/null 2>&1 || true
  docker volume rm "$VOLUME" >/dev/null 2>&1 || true
  if [ -n "$DOCKERD_PID" ]; then
    kill "$DOCKERD_PID" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 0.2; done
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

# Debian's packages, installed as root when missing (one apt-get update per run).
apt_install() {
  say "installing $*"
  export DEBIAN_FRONTEND=noninteractive
  { [ -n "${APT_UPDATED:-}" ] || apt-get update -qq; } >"$WORK/apt.log" 2>&1 && APT_UPDATED=1 \
    && apt-get install -y -qq "$@" >>"$WORK/apt.log" 2>&1
}

# --- A Docker engine --------------------------------------------------------------------------------------------------
if ! docker info >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || skip "no Docker engine runs and this is not root, so none can be started"
  if ! command -v dockerd >/dev/null 2>&1 || ! command -v docker >/dev/null 2>&1; then
    apt_install docker.io || skip "docker.io could not be installed: $(tail -n 1 "$WORK/apt.log")"
  fi
  command -v dockerd >/dev/null 2>&1 || skip "no dockerd after installing docker.io"
  say "starting dockerd"
  dockerd --iptables=false --bridge=none >"$WORK/dockerd.log" 2>&1 &
  DOCKERD_PID=$!
  for _ in $(seq 1 150); do
    docker info >/dev/null 2>&1 && break
    kill -0 "$DOCKERD_PID" 2>/dev/null || skip "dockerd exited: $(grep -m1 -iE 'level=(fatal|error)' "$WORK/dockerd.log" || tail -n 1 "$WORK/dockerd.log")"
    sleep 0.2
  done
  docker info >/dev/null 2>&1 || skip "dockerd did not answer within 30 s: $(tail -n 1 "$WORK/dockerd.log")"
fi
# BuildKit where the buildx plugin is installed; else the classic builder (Docker 20.10 from Debian), which the
# Dockerfile is written for too.
docker buildx version >/dev/null 2>&1 || export DOCKER_BUILDKIT=0

# --- The base image: Debian (debootstrap) with python3, make, g++ and this machine's Node.js ----------------------------
NODE_BIN=$(readlink -f "$(command -v node)")
NODE_PREFIX=$(dirname "$(dirname "$NODE_BIN")")
NODE_VERSION=$(node -v)

debian_mirror() {
  local uri
  uri=$(grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources | grep -oE 'https?://[^ ]+' | grep -v -- '-security' | grep -m1 -E '/debian/?$' || true)
  [ -n "$uri" ] || uri=$(grep -hsE '^[[:space:]]*deb[[:space:]]' /etc/apt/sources.list /etc/apt/sources.list.d/*.list | grep -oE 'https?://[^ ]+' | grep -v -- '-security' | grep -m1 -E '/debian/?$' || true)
  echo "${uri:-http://deb.debian.org/debian}"
}

make_base_image() {
  local suite mirror rootfs started extra_ca cafile
  # This machine's Debian release (another system gets bookworm, from Debian's own mirror).
  suite=$(awk -F= '$1 == "ID" { id = $2 } $1 == "VERSION_CODENAME" { name = $2 } END { if (id == "debian") print name }' /etc/os-release 2>/dev/null || true)
  suite=${suite:-bookworm}
  mirror=$(debian_mirror)
  [ "$(id -u)" = 0 ] || fail "making the base image $BASE_IMAGE needs root (debootstrap)"
  command -v debootstrap >/dev/null 2>&1 || apt_install debootstrap || { tail -n 5 "$WORK/apt.log" >&2; fail "debootstrap could not be installed"; }
  started=$(ms)
  say "making the base image $BASE_IMAGE: Debian $suite from $mirror, Node.js $NODE_VERSION from $NODE_PREFIX"
  rootfs=$WORK/rootfs
  debootstrap --variant=minbase --include=python3,make,g++ "$suite" "$rootfs" "$mirror" >"$WORK/debootstrap.log" 2>&1 \
    || { tail -n 20 "$WORK/debootstrap.log" >&2; fail "debootstrap failed"; }
  # Node.js as this machine has it, where the official images keep it; its headers, so that node-gyp builds offline.
  install -D -m 755 "$NODE_BIN" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules" "$rootfs/usr/local/include"
  cp -a "$NODE_PREFIX/lib/node_modules/npm" "$rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  [ -d "$NODE_PREFIX/include/node" ] && cp -a "$NODE_PREFIX/include/node" "$rootfs/usr/local/include/node"
  local changes=(--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' --change 'ENV npm_config_nodedir=/usr/local'
    --change 'ENV npm_config_update_notifier=false' --change "LABEL tmnt.base.node=$NODE_VERSION" --change 'CMD ["bash"]')
  # The certificate authorities this machine's Node.js and npm trust (a network that inspects TLS has its own).
  extra_ca=${NODE_EXTRA_CA_CERTS:-}
  if [ -n "$extra_ca" ] && [ -f "$extra_ca" ]; then
    install -D -m 644 "$extra_ca" "$rootfs$extra_ca"
    changes+=(--change "ENV NODE_EXTRA_CA_CERTS=$extra_ca")
  fi
  cafile=$(npm config get cafile 2>/dev/null || true)
  if [ -n "$cafile" ] && [ "$cafile" != null ] && [ "$cafile" != undefined ] && [ -f "$cafile" ]; then
    install -D -m 644 "$cafile" "$rootfs$cafile"
    changes+=(--change "ENV npm_config_cafile=$cafile")
  fi
  local registry
  registry=$(npm config get registry 2>/dev/null || true)
  [ -n "$registry" ] && changes+=(--change "ENV npm_config_registry=$registry")
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc "$rootfs"/usr/share/man
  tar -C "$rootfs" -c . | docker import "${changes[@]}" - "$BASE_IMAGE" >/dev/null
  rm -rf "$rootfs"
  say "base image made in $(seconds $(( $(ms) - started )))"
}

if [ "$BASE_IMAGE" = tmnt-base:local ]; then
  have=$(docker image inspect -f '{{index .Config.Labels "tmnt.base.node"}}' "$BASE_IMAGE" 2>/dev/null || true)
  if [ "$have" = "$NODE_VERSION" ]; then say "base image $BASE_IMAGE (Node.js $NODE_VERSION) is there already"; else make_base_image; fi
else
  docker image inspect "$BASE_IMAGE" >/dev/null 2>&1 || fail "no image $BASE_IMAGE (unset BASE_IMAGE to make tmnt-base:local)"
fi

# --- The image ---------------------------------------------------------------------------------------------------------
say "building $IMAGE on $BASE_IMAGE"
started=$(ms)
docker build --network host --build-arg BASE_IMAGE="$BASE_IMAGE" --label tmnt.container-test=1 -t "$IMAGE" . >"$WORK/build.log" 2>&1 \
  || { tail -n 60 "$WORK/build.log" >&2; fail "docker build failed"; }
BUILD_MS=$(( $(ms) - started ))
docker image prune -f --filter label=tmnt.container-test=1 >/dev/null 2>&1 || true
say "image built in $(seconds "$BUILD_MS") ($(docker image inspect -f '{{.Size}}' "$IMAGE" | awk '{ printf "%d MB", $1 / 1e6 }'))"

# --- The app, through its API -------------------------------------------------------------------------------------------
cat >"$WORK/client.mjs" <<'EOF'
// The test's HTTP client: node's fetch against the container on 127.0.0.1:TEST_PORT.
const [command, ...args] = process.argv.slice(2);
const base = `http://127.0.0.1:${process.env.TEST_PORT}`;
const fail = (message) => { console.error(message); process.exit(1); };
async function call(method, path, body) {
  const answer = await fetch(base + path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body && JSON.stringify(body) });
  const text = await answer.text();
  try { return { status: answer.status, json: JSON.parse(text) }; } catch { return { status: answer.status, json: text }; }
}
if (command === 'wait-health') {
  const deadline = Date.now() + Number(args[0]) * 1000;
  let last = 'no answer';
  for (;;) {
    try {
      const answer = await call('GET', '/api/health');
      if (answer.status === 200) { console.log(JSON.stringify(answer.json)); process.exit(0); }
      last = `${answer.status} ${JSON.stringify(answer.json)}`;
    } catch (error) { last = error.cause?.code ?? error.message; }
    if (Date.now() > deadline) fail(`GET /api/health: not 200 within ${args[0]} s (last: ${last})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
} else if (command === 'page') {
  const answer = await fetch(`${base}/`);
  const text = await answer.text();
  if (answer.status !== 200 || !text.includes('<div id="root"')) fail(`GET /: ${answer.status} ${text.slice(0, 200)}`);
} else if (command === 'add-copy') {
  const figures = await call('GET', '/api/figures?q=Leonardo');
  if (figures.status !== 200 || !Array.isArray(figures.json) || figures.json.length === 0) fail(`GET /api/figures?q=Leonardo: ${figures.status} ${JSON.stringify(figures.json)}`);
  const figure = figures.json[0];
  const copy = await call('POST', '/api/inventory', { figure_id: figure.id, condition: 'Good', notes: args[0] });
  if (copy.status !== 201) fail(`POST /api/inventory: ${copy.status} ${JSON.stringify(copy.json)}`);
  console.log(`${copy.json.id} ${figure.name}`);
} else if (command === 'find-copy') {
  const [id, notes] = args;
  const copy = await call('GET', `/api/inventory/${id}`);
  if (copy.status !== 200 || copy.json.notes !== notes) fail(`GET /api/inventory/${id}: ${copy.status} ${JSON.stringify(copy.json)}`);
  const list = await call('GET', '/api/inventory');
  if (list.status !== 200 || !list.json.some((item) => item.id === Number(id))) fail(`GET /api/inventory: copy ${id} is not listed`);
} else {
  fail(`unknown command ${command}`);
}
EOF
client() { TEST_PORT=$PORT node "$WORK/client.mjs" "$@"; }
docker_health() { docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$1"; }
wait_docker_healthy() {
  for _ in $(seq 1 150); do [ "$(docker_health "$1")" = healthy ] && return 0; sleep 0.2; done
  docker inspect -f '{{json .State.Health}}' "$1" >&2
  fail "the image's HEALTHCHECK did not report healthy within 30 s"
}

PORT=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
docker volume create "$VOLUME" >/dev/null
# Loopback only (no password, plain HTTP) on a free port of this machine's own network; the image's HEALTHCHECK runs
# every second here, to see it pass.
RUN_OPTIONS=(--network host -v "$VOLUME:/data" -e PORT="$PORT" -e HOST=127.0.0.1 --health-interval 1s)

started=$(ms)
docker run -d --name "$NAME" "${RUN_OPTIONS[@]}" "$IMAGE" >/dev/null
client wait-health 120 >"$WORK/health.json" || { docker logs "$NAME" >&2; fail "the app did not become healthy"; }
START_MS=$(( $(ms) - started ))
say "healthy $(seconds "$START_MS") after docker run: $(cat "$WORK/health.json")"
wait_docker_healthy "$NAME"
DOCKER_HEALTHY_MS=$(( $(ms) - started ))
[ "$(docker exec "$NAME" id -u)" != 0 ] || fail "the app runs as root"
[ "$(docker exec "$NAME" sh -c 'tr "\0" " " </proc/1/cmdline')" = "node --import tsx server/src/main.ts " ] || fail "PID 1 is not node: $(docker exec "$NAME" cat /proc/1/cmdline | tr '\0' ' ')"

client page || fail "the web app is not served"

NOTES="container test $(date -u +%FT%TZ)"
read -r COPY_ID FIGURE < <(client add-copy "$NOTES") || fail "could not add a copy"
say "added copy $COPY_ID ($FIGURE)"

# docker restart: SIGTERM, then SIGKILL after 10 s unless the app is gone by then; its events time the stop.
since=$(date +%s.%N)
started=$(ms)
docker restart -t 10 "$NAME" >/dev/null
RESTART_MS=$(( $(ms) - started ))
until=$(date +%s.%N)
docker events --since "$since" --until "$until" --filter "container=$NAME" --format '{{.Status}} {{.TimeNano}} {{index .Actor.Attributes "exitCode"}}' >"$WORK/events.txt"
KILL_NS=$(awk '$1 == "kill" { print $2; exit }' "$WORK/events.txt")
DIE_NS=$(awk '$1 == "die" { print $2; exit }' "$WORK/events.txt")
EXIT_CODE=$(awk '$1 == "die" { print $3; exit }' "$WORK/events.txt")
if [ -z "$KILL_NS" ] || [ -z "$DIE_NS" ]; then cat "$WORK/events.txt" >&2; fail "no stop events for the restart"; fi
STOP_MS=$(( (DIE_NS - KILL_NS) / 1000000 ))
[ "$EXIT_CODE" = 0 ] || fail "the app exited with $EXIT_CODE on SIGTERM (137: killed after 10 s)"
[ "$STOP_MS" -lt 8000 ] || fail "the stop took $(seconds "$STOP_MS"): SIGTERM is not handled"
started=$(ms)
client wait-health 120 >/dev/null || { docker logs "$NAME" >&2; fail "the app did not become healthy after the restart"; }
RESTART_HEALTHY_MS=$(( $(ms) - started ))
client find-copy "$COPY_ID" "$NOTES" || fail "the copy is gone after docker restart"
say "restarted: stopped in $(seconds "$STOP_MS") (exit code 0), healthy $(seconds "$RESTART_HEALTHY_MS") later; copy $COPY_ID is there"

# A new container on the same volume (as an upgrade to a new image is): the collection lives in /data.
docker stop -t 10 "$NAME" >/dev/null
started=$(ms)
docker run -d --name "$NAME-2" "${RUN_OPTIONS[@]}" "$IMAGE" >/dev/null
client wait-health 120 >/dev/null || { docker logs "$NAME-2" >&2; fail "a new container on the volume did not become healthy"; }
REPLACED_MS=$(( $(ms) - started ))
client find-copy "$COPY_ID" "$NOTES" || fail "the copy is gone in a new container on the same volume"
say "a new container on the same volume: healthy in $(seconds "$REPLACED_MS"); copy $COPY_ID is there"

# The image's own settings, as compose.yaml runs it: HOST=0.0.0.0 with a password, so HTTPS with the app's own
# certificate. In a network of its own (loopback only, nothing reachable from outside): the HEALTHCHECK must pass
# over HTTPS, without a login.
docker stop -t 10 "$NAME-2" >/dev/null
started=$(ms)
docker run -d --name "$NAME-3" --network none -v "$VOLUME:/data" -e APP_PASSWORD=container-test --health-interval 1s "$IMAGE" >/dev/null
wait_docker_healthy "$NAME-3"
HTTPS_HEALTHY_MS=$(( $(ms) - started ))
docker logs "$NAME-3" 2>&1 | grep -q 'Listening at https://' || { docker logs "$NAME-3" >&2; fail "HOST=0.0.0.0 did not serve HTTPS"; }
say "with the image's defaults (HOST=0.0.0.0, APP_PASSWORD set): HTTPS, healthy (Docker's HEALTHCHECK) in $(seconds "$HTTPS_HEALTHY_MS")"

echo "container test passed: build $(seconds "$BUILD_MS"), start to healthy $(seconds "$START_MS") (Docker's HEALTHCHECK: $(seconds "$DOCKER_HEALTHY_MS")), stop on SIGTERM $(seconds "$STOP_MS") (docker restart $(seconds "$RESTART_MS")), healthy again $(seconds "$RESTART_HEALTHY_MS"), new container on the volume $(seconds "$REPLACED_MS")"
