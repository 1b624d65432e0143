# The simulated backend and the demo univers-marin host of the tester stack (never in production).
FROM node:20.20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV MOCK_BACKEND_HOST=0.0.0.0 MOCK_UNIVERS_MARIN_HOST=0.0.0.0
CMD ["npx", "tsx", "mock/backend/server.ts"]
