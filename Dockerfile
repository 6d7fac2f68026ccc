# TMNT Inventory in a container: `docker compose up -d` (compose.yaml), or
#   docker build -t tmnt-inventory . && docker run -d -p 3000:3000 -v tmnt-data:/data -e APP_PASSWORD=... tmnt-inventory
#
# The base is a build argument: node:20-bookworm-slim by default; a machine without a container registry builds
# on a Debian image of its own with Node.js in it (scripts/container-test.sh makes one: --build-arg BASE_IMAGE=tmnt-base:local).
# Written for the classic builder too (Docker 20.10): no BuildKit-only syntax.
ARG BASE_IMAGE=node:20-bookworm-slim

# --- The tools and the manifests both installs start from ---------------------------------------------------------
FROM ${BASE_IMAGE} AS toolchain
# better-sqlite3 compiles itself when no prebuilt binary fits: python3, make and g++, installed when the base lacks them.
RUN if ! command -v python3 >/dev/null || ! command -v make >/dev/null || ! command -v g++ >/dev/null; then \
      apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*; \
    fi
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY domain/package.json domain/
COPY server/package.json server/
COPY web/package.json web/

# --- Every dependency, to build the web app with -------------------------------------------------------------------
FROM toolchain AS dev-deps
RUN npm ci --no-audit --no-fund

# --- What the server runs with: production dependencies of the root (tsx), the server and the domain ----------------
# From dev-deps for its npm cache only (nothing is downloaded twice); npm ci starts from an empty node_modules.
FROM dev-deps AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace server --workspace domain --include-workspace-root

# --- The web app -----------------------------------------------------------------------------------------------------
FROM dev-deps AS web
COPY domain/src domain/src
COPY web web
RUN npm run build

# --- The image -------------------------------------------------------------------------------------------------------
FROM ${BASE_IMAGE}
# A user of its own (node:*-slim has `node`, uid 1000; another base gets one), owning only the data folder.
RUN (id -u node >/dev/null 2>&1 || useradd --uid 1000 --user-group --create-home --shell /usr/sbin/nologin node) \
    && mkdir -p /data && chown node:node /data
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json ./
COPY domain domain
COPY server/package.json server/
COPY server/src server/src
COPY --from=web /app/web/dist web/dist

# Listens on every interface of the container, so APP_PASSWORD must be set (compose.yaml asks for it); HTTPS=auto
# then serves HTTPS with the app's own certificate (kept in /data/tls), which a phone's camera needs to scan.
# Behind a reverse proxy that does HTTPS, set HTTPS=off and TRUSTED_PROXIES.
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
VOLUME /data
EXPOSE 3000
USER node

# Node itself, with no shell (curl is not in a slim image): HTTPS first (the app's own certificate, not checked),
# then plain HTTP; any answer but 200 (503: the database cannot be read) is unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "const w=['','0.0.0.0','::','[::]'],h=process.env.HOST||'',o={host:w.includes(h)?'127.0.0.1':h,port:Number(process.env.PORT)||3000,path:'/api/health',rejectUnauthorized:false};const ask=(p)=>require(p).get(o,(r)=>process.exit(r.statusCode===200?0:1)).on('error',()=>p==='https'?ask('http'):process.exit(1)).setTimeout(4000,()=>process.exit(1));ask('https')"]

# Node as the container's first process, no npm or shell in between: `docker stop`'s SIGTERM reaches the server,
# which finishes its requests, stops the background jobs and closes the database before it exits.
CMD ["node", "--import", "tsx", "server/src/main.ts"]
