# syntax=docker/dockerfile:1
# One image for every Champion Kitchen app server: the built client and server, run as the unprivileged
# `node` user. compose.yaml runs two of them on PostgreSQL behind Caddy (README, "PostgreSQL and deployment").
# CI does not build this image (there is no Docker daemon there); build it with `docker compose build`.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles itself when no prebuilt binary fits; the runtime image needs no compiler.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The command line (`npm run cli -- admin grant …`, backup, restore) runs from source through tsx.
COPY --from=build /app/tsconfig.json ./
COPY --from=build /app/src ./src
COPY --from=build /app/scripts ./scripts
# Owned by `node` in the image, so that a fresh named volume mounted here is writable by it too.
RUN mkdir -p /data /photos && chown node:node /data /photos
USER node
# Each server's own DATA_DIR (the SQLite database when there is no DATABASE_URL; a generated auth secret
# when AUTH_SECRET is unset). Photos go to PHOTOS_DIR when set: one volume shared by every server.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `docker stop` sends SIGTERM: the server finishes in-flight requests (up to 10 s) and exits.
CMD ["node", "dist/server/main.js"]
