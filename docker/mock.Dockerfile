# The simulated backend and the demo univers-marin host of the tester stack (never in production).
FROM node:20.20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
# The framework fixtures of univers-marin, each installed from its own lockfile in a layer that
# stays cached while only sources change; built below (the host serves the one UNIVERS_MARIN_APP picks).
COPY mock/univers-marin/fixtures/build.ts mock/univers-marin/fixtures/build.ts
COPY mock/univers-marin/fixtures/react/package.json mock/univers-marin/fixtures/react/package-lock.json mock/univers-marin/fixtures/react/.npmrc mock/univers-marin/fixtures/react/
COPY mock/univers-marin/fixtures/angular/package.json mock/univers-marin/fixtures/angular/package-lock.json mock/univers-marin/fixtures/angular/.npmrc mock/univers-marin/fixtures/angular/
RUN npx tsx mock/univers-marin/fixtures/build.ts --install-only
COPY . .
RUN npx tsx mock/univers-marin/fixtures/build.ts
ENV MOCK_BACKEND_HOST=0.0.0.0 MOCK_UNIVERS_MARIN_HOST=0.0.0.0
CMD ["npx", "tsx", "mock/backend/server.ts"]
