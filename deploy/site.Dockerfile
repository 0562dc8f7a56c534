# A site host: Node serving the built shell and remotes (hashed assets, remote
# entries, manifests, prerendered pages with their Brotli and gzip copies) with
# scripts/site-host.mjs, behind the edge (nginx) or a CDN. The same image renders
# the edge's nginx configuration (scripts/topology/nginx-config.mjs).
#
#   docker build -f deploy/site.Dockerfile -t bizbridge-club/site .
#
# Built from the checkout by scripts/build-artifact.sh only.

FROM node:20-bookworm-slim AS build
# The package manager the lockfile was written with, pinned.
RUN npm install --global pnpm@12.21.0
WORKDIR /src
COPY . .
RUN bash scripts/build-artifact.sh

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080
WORKDIR /site
# Owned by root and read-only for the server's user.
COPY --from=build /src/artifact/site ./
# Where the edge-config job writes nginx.conf for the edge (a volume in deploy/compose.yaml).
RUN mkdir /edge && chown node:node /edge
USER node
EXPOSE 8080
CMD ["node", "scripts/site-host.mjs"]
