# Webcraft's image: built with every tool in the first stage, served from a slim second one that holds
# only the bundles, the production packages and what publishing needs. It runs on the Node that
# .node-version pins (docs/decisions/018-node-runtime.md): change both together. The native addons
# (better-sqlite3, sharp, esbuild) are installed in the build stage on this same Node and Debian, so
# the binaries copied into the runtime stage are the ones built or picked for it.
#
#   docker build -t webcraft .
#   docker compose -f deploy/compose.yaml up          (PostgreSQL, MinIO, the app, Caddy)
#
# Operating it (sizing, backups, a CDN, metrics): docs/operations.md.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
# Only if an addon has no prebuilt binary for this platform does it compile; these make that possible.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
# What `npm run build` does, on this image's Node directly (scripts/on-node.mjs would fetch its own).
RUN npx vite build && node scripts/build-server.mjs
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-slim
# bubblewrap: the sandbox a publish prerenders the site's own code in (docs/decisions/007). Without it
# the app still serves, and publishing answers 503 saying why.
RUN apt-get update \
  && apt-get install -y --no-install-recommends bubblewrap ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data \
  WEB_DIST=/app/dist/web
WORKDIR /app
# Owned by root and read-only to the server: only /data is its to write.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The image's own user (node, uid 1000), never root. /data holds SQLite, uploads and the outbox when
# no PostgreSQL or bucket is configured, and the generated auth secret when AUTH_SECRET is not set.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
# 3000: HTTP for the proxy in front; 2525: inbound mail for the organizations' domains (MAIL_SMTP=off turns it off).
EXPOSE 3000 2525
# Readiness on the loopback name, which answers the probes whatever APP_ORIGIN is.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://localhost:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server migrates the database itself at start (under PostgreSQL's advisory lock when several
# replicas start together) and stops gracefully on SIGTERM.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
