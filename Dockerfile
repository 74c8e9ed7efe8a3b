# syntax=docker/dockerfile:1
#
# Viralize in a container. With compose.yaml: `docker compose up --build -d`. By hand:
#   docker build -t viralize --build-arg SITE_URL=https://shop.example.com .
#   docker run --rm --env-file .env viralize node migrate.cjs      # migrations, once per deploy
#   docker build -t viralize-tools --target tools .
#   docker run --rm --env-file .env viralize-tools                 # the admin, once (npm run db:seed)
#   docker run -d --env-file .env -p 3000:3000 viralize
# The app runs the standalone server (`node server.js`, as `npm start`) as the unprivileged `node`
# user under tini, and never migrates by itself: one web process per core the container sees
# (WEB_CONCURRENCY) and a job process (JOBS_WORKER=on). Scaled by replicas, the job queue runs
# apart: web containers with JOBS_WORKER=elsewhere, and one or more with JOBS_WORKER=only
# (compose.yaml's worker). The lock file has Linux x64 and arm64 binaries.

# ---- deps: every package from the lock file (the postinstall generates the Prisma client) ----
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma/schema.prisma prisma/schema.prisma
COPY scripts/prisma-generate.mjs scripts/prisma-generate.mjs
RUN npm ci

# ---- build: `npm run build` (next build, output standalone, completed by scripts/after-build.mjs:
# startup chunks marked for eager compiling; server.js with its packages, public/ and
# .next/static with brotli and gzip copies inside .next/standalone); needs no database and no secrets.
# The migration runner (`npm run db:migrate`) is bundled into one plain-Node file beside it. ----
FROM deps AS build
# The one setting the build keeps: prerendered pages' canonical links and structured data carry
# the site's address (everything else reads SITE_URL when it runs). compose.yaml passes .env's.
ARG SITE_URL=http://localhost:3000
COPY . .
RUN npm run build \
  && npx esbuild scripts/db/migrate-cli.ts --bundle --platform=node --format=cjs --target=node20 \
    --external:pg-native --log-level=warning --outfile=migrate.cjs

# ---- tools: the project with its dev tools, for one-off scripts: `npm run db:seed` creates the
# admin from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_PIN when missing (never overwrites it). ----
FROM deps AS tools
COPY . .
ENV NODE_ENV=production
USER node
CMD ["npm", "run", "db:seed"]

# ---- runtime: the standalone server, the migration runner and the migrations; nothing else ----
FROM node:20-bookworm-slim AS runtime
# tini as PID 1: passes SIGTERM to node (which finishes in-flight requests) and reaps zombies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_TELEMETRY_DISABLED=1
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build /app/migrate.cjs ./migrate.cjs
COPY --from=build /app/prisma/migrations ./prisma/migrations
# Uploads on disk (UPLOADS_PROVIDER=disk) need a volume here; with S3 nothing is written.
RUN mkdir -p .data/uploads && chown -R node:node .data
USER node
EXPOSE 3000
# Liveness: the process answers (no curl in a slim image: node's own fetch). A job container
# (JOBS_WORKER=only) answers nothing: it is alive while it runs, and tini exits with it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "if (process.env.JOBS_WORKER === 'only') process.exit(0); fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server.js"]
