# OpenQuiz server + built PWA in one image. Build: docker build -t openquiz .
# Every app process of compose.yaml runs this image; configuration comes from the environment (README).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY package.json package-lock.json ./
# tsx runs the TypeScript server, so it is a runtime dependency; dev tools stay out of the image.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY contract ./contract
COPY server ./server
COPY scripts ./scripts
COPY tsconfig.json ./
RUN mkdir -p /app/data && chown node:node /app/data
EXPOSE 8080
USER node
CMD ["node", "--import", "tsx", "server/main.ts"]
