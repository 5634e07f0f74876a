# syntax=docker/dockerfile:1
# MATV: one image for every instance. Built once (dependencies, the web build, the server bundle); runs
# the bundled server as a non-root user with plain `node`, as `npm start` does (ADR 034); nothing is
# installed at boot. See docs/operations.md.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --include=dev
COPY . .
RUN npm run build -w @matv/web \
  && node apps/server/build.mjs \
  && npm prune --omit=dev --workspace @matv/server --workspace @matv/shared --workspace @matv/web --include-workspace-root

FROM node:24-bookworm-slim AS run
# qpdf checks and rewrites PDF attachments (ADR 040); without it the server refuses PDFs.
RUN apt-get update \
  && apt-get install -y --no-install-recommends qpdf \
  && rm -rf /var/lib/apt/lists/*
# The same malloc settings as npm start (scripts/serverCommand.mjs SERVER_ENV).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The command npm start runs (scripts/serverCommand.mjs); SIGTERM reaches node directly (drain, ADR 052).
# Migrating before a roll-out: docker run --rm -e DATABASE_URL=... <image> node apps/server/dist/migrate.js
CMD ["node", "--max-old-space-size=512", "apps/server/dist/main.js"]
