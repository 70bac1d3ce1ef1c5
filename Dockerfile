# Distillo: the API, the worker and `kb` in one image (the command picks which).
# Multi-stage: the build stage compiles TypeScript with every dependency; the runtime stage has
# production dependencies only and runs as the unprivileged `node` user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY src ./src
COPY migrations ./migrations
COPY corpus ./corpus
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The review page, the widget and the API reference are read from the source tree at run time.
COPY src/modules/review/ui ./src/modules/review/ui
COPY src/modules/widget/assets ./src/modules/widget/assets
COPY src/modules/openapi/ui ./src/modules/openapi/ui
COPY corpus ./corpus
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
