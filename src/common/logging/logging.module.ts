import { Global, Module, RequestMethod } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream, LevelWithSilent } from 'pino';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG, ConfigModule } from '../../config/config.module';
import { gdprHashKey } from '../../config/gdpr.config';
import { redact } from '../../modules/pii/redact';
import { hashConversationIds } from './log-ids';
import { currentLogContext } from './log-context';
import { prettyStream } from './pretty-stream';
import { AppLogger } from './app-logger';

/** Where log lines go: stdout unless a test (or an embedder) provides another stream. */
export const LOG_STREAM = Symbol('LOG_STREAM');

const PINO_LEVEL: Record<AppConfig['LOG_LEVEL'], LevelWithSilent> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** A request id the caller chose is kept only when it is short and plain (it is echoed and logged). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The path only: a query string may carry what a customer typed (search terms, e-mail addresses). */
function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0];
}

/** What a request line logs of its path: no query, and conversation ids hashed (hashConversationIds). */
function loggedPath(url: string | undefined, config: AppConfig): string {
  return hashConversationIds(pathOf(url), gdprHashKey(config));
}

/**
 * pino options shared by the API, the worker and the CLI. Personal data stays out: requests are
 * logged as method, path and status (no headers, cookies, bodies, query strings or addresses, and
 * conversation ids hashed), and every message goes through the same redactor the tickets do.
 */
export function pinoOptions(config: AppConfig) {
  return {
    level: PINO_LEVEL[config.LOG_LEVEL],
    base: undefined,
    mixin: () => ({ ...currentLogContext() }),
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        // The start-up lines (context Distillo) name our own addresses, which the redactor would hide.
        const ours = (args[0] as { context?: unknown } | undefined)?.context === 'Distillo';
        method.apply(this, ours ? args : args.map((arg) => (typeof arg === 'string' ? hashConversationIds(redact(arg).text, gdprHashKey(config)) : arg)));
      },
    },
    serializers: {
      err: (error: { type?: string; message?: string; stack?: string }) => ({
        type: error?.type,
        message: hashConversationIds(redact(String(error?.message ?? '')).text, gdprHashKey(config)),
        stack: error?.stack ? hashConversationIds(redact(error.stack).text, gdprHashKey(config)) : undefined,
      }),
    },
  };
}

export function logDestination(config: AppConfig): DestinationStream {
  const pretty = config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && process.stdout.isTTY === true);
  return pretty ? prettyStream() : process.stdout;
}

@Global()
@Module({
  imports: [ConfigModule],
  providers: [{ provide: LOG_STREAM, inject: [APP_CONFIG], useFactory: logDestination }],
  exports: [LOG_STREAM],
})
class LogStreamModule {}

/** Structured logs: JSON lines (readable on a terminal), a request id on every line of a request. */
@Module({
  providers: [AppLogger],
  exports: [AppLogger],
  imports: [
    LogStreamModule,
    LoggerModule.forRootAsync({
      imports: [ConfigModule, LogStreamModule],
      inject: [APP_CONFIG, LOG_STREAM],
      useFactory: (config: AppConfig, stream: DestinationStream) => ({
        pinoHttp: [
          {
            ...pinoOptions(config),
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const id = requestIdOf(req);
              res.setHeader('X-Request-Id', id);
              return id;
            },
            // Every line of a request carries its id; method, path and status are on its last line.
            quietReqLogger: true,
            customAttributeKeys: { reqId: 'requestId' },
            serializers: {
              ...pinoOptions(config).serializers,
              req: (req: { id?: unknown; method?: string; url?: string }) => ({ method: req.method, path: loggedPath(req.url, config) }),
              res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
            },
            // Probes would fill the log; failures still show.
            autoLogging: { ignore: (req: IncomingMessage) => pathOf(req.url).startsWith('/health/') },
            customLogLevel: (_req: IncomingMessage, res: { statusCode: number }, error?: Error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
          },
          stream,
        ],
        forRoutes: [{ path: '*path', method: RequestMethod.ALL }],
      }),
    }),
  ],
})
export class LoggingModule {}
