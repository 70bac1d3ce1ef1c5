import { Injectable } from '@nestjs/common';
import type { ServingChange } from './unit.types';

/** Acts on serving changes; true when every change was taken care of (hidden and/or queued). */
export type ServingListener = (changes: ServingChange[]) => Promise<boolean>;

/**
 * In-process delivery of the serving changes the lifecycle has just committed (each is also a
 * kb_serving_events row written in the change's transaction). The search module, which owns
 * the chunks, is the one listener; where it is not loaded, or it fails, the rows stay unhandled
 * and the periodic SyncServing job delivers them again.
 */
@Injectable()
export class ServingEvents {
  private listener: ServingListener | null = null;

  listen(listener: ServingListener): void {
    this.listener = listener;
  }

  async publish(changes: ServingChange[]): Promise<boolean> {
    if (changes.length === 0 || this.listener === null) return false;
    return this.listener(changes);
  }
}
