import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/**
 * Nest's own start-up chatter (a line per module, controller and route: ~90 lines) is debug
 * detail, not news: at the default level the start-up prints only what the operator needs.
 */
const BOOT_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

@Injectable()
export class AppLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && BOOT_CONTEXTS.has(context)) return super.debug(message, ...optionalParams);
    super.log(message, ...optionalParams);
  }
}
