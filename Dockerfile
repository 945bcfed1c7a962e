# syntax=docker/dockerfile:1
# Çarşı in one image: the API, the server-rendered web app and (without provider credentials)
# the sandbox stand-ins on one port. Build: docker build -t carsi .
# Run:   docker run -p 3000:3000 -v carsi-data:/data carsi        (embedded PGlite under /data)
# With PostgreSQL, Redis and two processes behind a proxy: see compose.yaml, docs/operations.md.

ARG NODE_IMAGE=node:26-bookworm-slim

# ---- build: every dependency, then the web app and the server bundle --------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# Workspace-local node_modules (dev versions) must not reach the runtime stage's own install.
RUN npm run build && rm -rf apps/*/node_modules packages/*/node_modules

# ---- runtime: production dependencies, the sources and the build output, as a non-root user ---
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=1 \
    MALLOC_MMAP_THRESHOLD_=32768 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The build tools `npm start` uses (esbuild, vite, React Router's) are dependencies, so they stay;
# tests, linters and benchmarks (devDependencies) do not.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# Sources too: `npm start` compares them with the build (the stamp says the build is current).
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps ./apps
COPY --from=build /app/scripts ./scripts
RUN date -u +%FT%TZ > apps/server/dist/.build-stamp \
 && mkdir -p /data && chown node:node /data
# The `node` user (uid 1000) of the official image; the code stays owned by root (read-only).
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: a database outage must not get healthy processes restarted.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 and handles SIGTERM (finishes requests, closes the pool; main.ts). With
# SERVER_PROCESSES (one per core) PID 1 starts that many server processes and passes SIGTERM on.
# The V8 flags and the MALLOC_ settings are scripts/server-flags.mjs's (keep them in step); to change
# a flag, give the container another command (NODE_OPTIONS loses to flags on the command line).
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=1024", "apps/server/dist/main.js"]
