FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci && npm run build && npm run build -w @facet/web --if-present

FROM node:24-bookworm-slim
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production
# The api and the projection worker rebuild read models: see scripts/node-options.mjs.
ENV NODE_OPTIONS=--max-semi-space-size=16
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
