# The simulated backend and the demo univers-marin host of the tester stack (never in production).
FROM node:20.20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
# The framework fixtures of univers-marin: installed from their own lockfiles and built here,
# unless the context carries a dist/ stamped with the same sources' hash, as the one
# scripts/tester-stack.sh sends does (the host's build: fixtures/build.ts).
COPY mock/univers-marin/fixtures/ mock/univers-marin/fixtures/
RUN npx tsx mock/univers-marin/fixtures/build.ts
COPY . .
ENV MOCK_BACKEND_HOST=0.0.0.0 MOCK_UNIVERS_MARIN_HOST=0.0.0.0
CMD ["npx", "tsx", "mock/backend/server.ts"]
