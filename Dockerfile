# syntax=docker/dockerfile:1
# MATV: one image for every instance. Built once (dependencies, web build); runs the built server as a
# non-root user; nothing is installed at boot. See docs/operations.md.

FROM node:20-bookworm-slim AS build
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
RUN npm run build -w @matv/web && npm prune --omit=dev --workspace @matv/server --workspace @matv/shared --workspace @matv/web --include-workspace-root

FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same command as npm start runs once built (scripts/serverCommand.mjs); SIGTERM reaches node directly.
CMD ["node", "--initial-old-space-size=256", "--import", "tsx", "apps/server/src/main.ts"]
