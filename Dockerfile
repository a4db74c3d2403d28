# syntax=docker/dockerfile:1
# Multi-stage image of the platform: the Next standalone server (with the built-in API) running as
# an unprivileged user. Migrations run at start under a lock (instrumentation.ts), so several
# replicas may start together. Build: docker build -t skills-platform .

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lock file lacks other platforms' optional native packages.
RUN npm install --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_IGNORE_INCORRECT_LOCKFILE=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Writes public/version.json, builds, and copies static assets beside .next/standalone/server.js.
RUN npm run build

# The tools image: the whole toolchain, for one-off jobs (db:seed, db:scale, db:backup).
FROM build AS tools
ENV NODE_ENV=production
CMD ["npm", "run", "db:migrate"]

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATABASE_URL=file:/app/data/app.db \
    UPLOAD_DIR=/app/data/uploads \
    TRUSTED_PROXY_HOPS=0 \
    KEEP_ALIVE_TIMEOUT=65000
# TRUSTED_PROXY_HOPS: how many reverse proxies in front append the client to X-Forwarded-For. 0 (the
# port reached directly): the address is the socket's. Behind one TLS proxy or balancer, run with 1;
# the address then comes from the entry that proxy appended, and a client's own claims are ignored.
RUN groupadd --system --gid 1001 skills \
 && useradd --system --uid 1001 --gid skills --home-dir /app --shell /usr/sbin/nologin skills \
 && mkdir -p /app/data/uploads \
 && chown -R skills:skills /app/data
COPY --from=build --chown=skills:skills /app/.next/standalone ./
# Refuses to start without SITE_URL and warns when it is not HTTPS (docker/entry.sh).
COPY --chmod=0755 docker/entry.sh /usr/local/bin/skills-entry
USER skills
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1 (the entry execs it) receives SIGTERM: Next stops accepting, finishes in-flight requests, then
# the pools close (lib/server/runtime/lifecycle.ts). stop_grace_period should exceed 25 s.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/skills-entry"]
CMD ["node", "server.js"]
