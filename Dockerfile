# Game Hall image: built once, run as many times as needed (docs/DEPLOY.md).
# node:24 because the repository needs Node 24 (package.json "engines"; it runs TypeScript by type
# stripping); locally that Node comes from the `node` devDependency, in the image from the official
# base image, so the runtime stage carries no devDependencies at all. bookworm-slim (glibc) because
# sharp ships prebuilt glibc binaries in package-lock.json.

# 1. Dependencies, exactly as locked.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The static site, built once: dist/ is what every API process serves.
FROM deps AS build
# Read at build time (README, "Configuration"): canonical links, the API origin, the app buttons.
ARG SITE_URL=http://localhost:4321
ARG PUBLIC_API_BASE=
ARG DOWNLOAD_IOS_URL=
ARG DOWNLOAD_ANDROID_URL=
ARG DOWNLOAD_APK_URL=
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 3. Runtime: production dependencies, the sources Node runs and dist/, owned by root and read-only
# for the process, which runs as the image's unprivileged `node` user.
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV MODE=production \
    SKIP_BUILD=1 \
    HOST=0.0.0.0 \
    PORT=4321 \
    KYC_STORAGE_DIR=/var/lib/game-hall/kyc
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/shared ./shared
COPY --from=build /app/src ./src
COPY --from=build /app/locales ./locales
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /var/lib/game-hall/kyc && chown -R node:node /var/lib/game-hall
USER node
EXPOSE 4321
# Readiness (README, "Running several processes"): 503 while migrating, warming or draining.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4321) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs, without npm between: SIGTERM reaches Node itself, which drains (README,
# "Running several processes"); SKIP_BUILD=1 above keeps it from ever building in the container.
CMD ["node", "server/main.ts"]
