import { spawn } from 'node:child_process';
import { sparePort } from '@tourview/server/testing';

/** A coturn TURN server on loopback, with one long-term user. */
export interface TurnServer {
  /** `LIVE_ICE_SERVERS` naming it. */
  iceServers: string;
  stop(): Promise<void>;
}

/** Debian's coturn (`turnserver`, or `TURNSERVER_PATH`); relays between loopback peers. */
export async function startTurnServer(): Promise<TurnServer> {
  const port = await sparePort();
  const relayFrom = 40_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--relay-ip=127.0.0.1',
      '--allow-loopback-peers',
      '--lt-cred-mech',
      '--user=live:live-secret',
      '--realm=tourview.test',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      `--min-port=${relayFrom}`,
      `--max-port=${relayFrom + 200}`,
      '--log-file=stdout',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const onData = (d: Buffer) => (output += d.toString());
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!/listener opened on|Total General servers/i.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`coturn did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    iceServers: JSON.stringify([
      { urls: `turn:127.0.0.1:${port}?transport=udp`, username: 'live', credential: 'live-secret' },
    ]),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
