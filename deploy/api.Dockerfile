# The API image. The same image runs the background worker: `node dist/worker.mjs`
# (deploy/compose.yaml's `worker` service), the operators' commands
# (`node dist/admin.mjs`, `node dist/backup.mjs`) and, with no DATABASE_URL, a
# one-node club on the embedded database in /data.
#
#   docker build -f deploy/api.Dockerfile -t bizbridge-club/api .
#
# Built from the checkout by scripts/build-artifact.sh only: the same artifact a
# machine without Docker deploys.

FROM node:20-bookworm-slim AS build
# The package manager the lockfile was written with, pinned.
RUN npm install --global pnpm@12.21.0
WORKDIR /src
COPY . .
RUN bash scripts/build-artifact.sh

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only for the API's user: the process cannot change its own code.
COPY --from=build /src/artifact/api ./
# The embedded database, stored files and backups' staging folder (one-node set-ups only).
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
VOLUME ["/data"]
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/main.mjs"]
