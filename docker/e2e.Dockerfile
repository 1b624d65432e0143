# Runs e2e/ against the stack (E2E_BASE_URL), without the tests tagged @own-stack, which need
# the suite's own nginx (e2e/stack.ts).
# The dependencies are installed by the same steps as mock.Dockerfile and the portal's build
# stage, on the same base, so the builder makes one npm ci layer for the three images.
FROM node:20.20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

FROM mcr.microsoft.com/playwright:v1.65.1-noble
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
CMD ["npx", "playwright", "test"]
