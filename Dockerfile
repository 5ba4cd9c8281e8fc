# syntax=docker/dockerfile:1
# Multi-stage build of the storefront (with the embedded demo ERP, used when no ERP_*_URL is set).

FROM node:22-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
FROM base AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM base AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /app/data && chown node:node /app/data
# Root owns the application, so the node user can read it but write only in /app/data.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/demo-erp/migrations ./demo-erp/migrations
USER node
ENV PORT=3000 HEALTH_PORT=3001 HOST=0.0.0.0 DEMO_ERP_DB=/app/data/demo-erp.sqlite
EXPOSE 3000 3001
# The demo ERP's SQLite database (carts, orders, sign-ups) survives container restarts.
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=3s --start-period=90s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.HEALTH_PORT||process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "build/server.js"]
