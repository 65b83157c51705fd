# syntax=docker/dockerfile:1
# Caseboard's production image: `docker compose up` (compose.yaml) runs it with PostgreSQL and Redis.
# apps/api/test/operations/image.test.ts runs this file's entry command on the same file layout, in the
# same working directory and as the same unprivileged user, outside Docker.

ARG NODE_IMAGE=node:22-bookworm-slim

# --- build: every dependency, compile the packages and the API, build the web app and the database template
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && node scripts/build.mjs --force

# --- production dependencies only: the API and the workspace packages it imports
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY packages/export/package.json packages/export/
COPY packages/engine/package.json packages/engine/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# npm nests a package under the workspace when its version clashes with a hoisted one (apps/api's
# OpenTelemetry does): both node_modules reach the image, the nested one made sure to exist.
RUN npm ci --omit=dev --no-audit --no-fund --workspace @caseboard/api --include-workspace-root=false \
  && mkdir -p apps/api/node_modules

# --- runtime: tini as PID 1 (signals reach node, zombies are reaped), node as an unprivileged user
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules node_modules
COPY --from=deps --chown=node:node /app/apps/api/node_modules apps/api/node_modules
COPY --from=build --chown=node:node /app/package.json package.json
COPY --from=build --chown=node:node /app/packages/contracts/package.json packages/contracts/package.json
COPY --from=build --chown=node:node /app/packages/contracts/dist packages/contracts/dist
COPY --from=build --chown=node:node /app/packages/domain/package.json packages/domain/package.json
COPY --from=build --chown=node:node /app/packages/domain/dist packages/domain/dist
COPY --from=build --chown=node:node /app/packages/export/package.json packages/export/package.json
COPY --from=build --chown=node:node /app/packages/export/dist packages/export/dist
COPY --from=build --chown=node:node /app/packages/engine/package.json packages/engine/package.json
COPY --from=build --chown=node:node /app/packages/engine/dist packages/engine/dist
COPY --from=build --chown=node:node /app/apps/api/package.json apps/api/package.json
COPY --from=build --chown=node:node /app/apps/api/dist apps/api/dist
COPY --from=build --chown=node:node /app/apps/api/drizzle apps/api/drizzle
COPY --from=build --chown=node:node /app/apps/api/examples apps/api/examples
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers and reaches its database. Load balancers use /api/ready instead.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The grace covers a provider's timeout: give `docker stop` at least SHUTDOWN_GRACE_MS (compose.yaml sets it).
STOPSIGNAL SIGTERM
ENTRYPOINT ["tini", "--"]
# A larger young generation: fewer scavenges of the server's large heap (docs/decisions/038-small-answers.md).
CMD ["node", "--max-semi-space-size=32", "apps/api/dist/server.js"]
