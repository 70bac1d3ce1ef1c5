import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/** A free TCP port on loopback (asked of the OS, then released). */
export { freePort } from './free-port';

/**
 * A Redis of the test's own on `port`, without persistence: one that is stopped and started again
 * comes back empty. The shared Redis is never touched. Stop it with `kill('SIGKILL')`.
 */
export function spawnPrivateRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

/** Whether something accepts connections on `port` (the private Redis is up). */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
