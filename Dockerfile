# The shop's one process (storefront and API) as an image; compose.yaml runs two of them behind Caddy.
# The commands are the README's: `npm ci`, the build `npm start` runs first, then the server through tsx
# (TypeScript at runtime, docs/decisions/0001-typescript-source-at-runtime.md).
FROM node:24-bookworm-slim
WORKDIR /app

# Dependencies first, so a change of source does not install them again.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/cache/package.json packages/cache/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build --if-present

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
EXPOSE 3000
USER node
# node itself (not npm or npx) gets SIGTERM from `docker stop` and shuts down in order.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
