# syntax=docker/dockerfile:1
# The production image of 星图: one process serving the API and the server-rendered site on PORT.
# Build: docker build -t xingtu .            Run: see deploy/compose.yaml and deploy/README.md.
#
# Loader: the server runs from its TypeScript sources with `node --import tsx` (esbuild transforms each
# file once when it is first imported; tsx is a runtime dependency for this reason). The sources stay
# where they are in the repository, so every path resolved from import.meta.dirname at run time — the
# migrations folder, apps/web/build, the readings/geo/astro data files, sensitive-words.txt, the fonts of
# packages/documents — is the same in the image as in development. deploy/README.md explains the choice.

ARG NODE_VERSION=20.19

# --- 1. every dependency (dev included), to build the web app -------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/astro/package.json packages/astro/
COPY packages/contracts/package.json packages/contracts/
COPY packages/documents/package.json packages/documents/
COPY packages/geo/package.json packages/geo/
COPY packages/readings/package.json packages/readings/
# npm ci applies patches/ (patch-package, the root package's postinstall; see docs/platform.md).
COPY patches patches/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build --silent

# --- 2. runtime dependencies only ----------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/astro/package.json packages/astro/
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/documents/package.json packages/documents/
COPY --from=build /app/packages/geo/package.json packages/geo/
COPY --from=build /app/packages/readings/package.json packages/readings/
COPY --from=build /app/patches patches/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- 3. the image: sources, web build, runtime node_modules; a user that owns nothing but /data ----
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system --gid 10001 xingtu \
 && useradd --system --uid 10001 --gid xingtu --home-dir /data --shell /usr/sbin/nologin xingtu \
 && mkdir -p /data && chown xingtu:xingtu /data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/tsconfig.base.json /app/tsconfig.json ./
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/build ./apps/web/build
COPY --from=build /app/packages ./packages
USER xingtu
EXPOSE 3000
# /healthz answers while the process is up; `node` itself asks it, so the image needs no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM goes straight to node (no npm/sh in between), which shuts down gracefully (server.ts).
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
