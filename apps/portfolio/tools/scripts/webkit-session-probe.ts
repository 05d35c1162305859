// Probe for issue 31's WebKit session hang: opens and closes many WebKitGTK sessions, several
// drivers in parallel like the engines suite's workers, and logs what every process says.
//   tsx tools/scripts/webkit-session-probe.ts [drivers=4] [sessions=50] [load=0]
// - Each driver gets its own Xvfb from engines/drivers.ts (`-noreset`, the fix); PROBE_RESET=1
//   starts it without `-noreset`, as before the fix.
// - `load` busy loops run beside it.
// - The next session is requested 0-105 ms after the last one closed (n % 8 × 15 ms), sweeping
//   the moment its X clients leave.
// - PROBE_CHURN=1 makes a default server reset every few milliseconds (below).
// - A session that does not answer in PROBE_SESSION_TIMEOUT ms (30 s) is reported; each driver's
//   log (PROBE_LOG_DIR) has its stderr, which MiniBrowser inherits.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { WEBKIT_WEBDRIVER_PATH } from '../../../../scripts/engine-paths';
import { freePort, NEW_SESSION, startXvfb } from '../../engines/drivers';

const [drivers = 4, sessions = 50, load = 0] = process.argv.slice(2).map(Number);
const logDir = process.env.PROBE_LOG_DIR ?? '/tmp';
const started = Date.now();
const at = () => ((Date.now() - started) / 1000).toFixed(2);

/** Connection setup, little-endian, protocol 11.0, no authorization; then leave; again. */
const CHURN = `
import socket, sys, time
while True:
    try:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect('\\0/tmp/.X11-unix/X' + sys.argv[1])
        s.sendall(b'l\\0\\x0b\\0' + bytes(8)); s.recv(8); s.close()
    except OSError:
        pass
    time.sleep(0.002)
`;

async function driverLoop(
  index: number,
  count = sessions,
): Promise<{ ok: number; failed: string[] }> {
  const log = createWriteStream(`${logDir}/probe-driver-${index}.log`);
  const xvfb = await startXvfb({ reset: process.env.PROBE_RESET === '1' });
  const port = await freePort();
  const driver = spawn(WEBKIT_WEBDRIVER_PATH, [`--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: xvfb.display },
  });
  driver.stdout!.on('data', (chunk: Buffer) => log.write(`[${at()} driver] ${chunk}`));
  driver.stderr!.on('data', (chunk: Buffer) => log.write(`[${at()} driver] ${chunk}`));
  log.write(`[${at()}] driver ${index} on ${xvfb.display}, port ${port}\n`);
  // PROBE_CHURN=1: an X client that connects, completes its handshake and leaves, over and over
  // (its own process, abstract socket, as Xlib connects). Each time it leaves it is the last
  // running client, so a server that resets does so all the time, and a MiniBrowser starting
  // meanwhile meets a reset as it would by chance in the suite.
  const churn =
    process.env.PROBE_CHURN === '1'
      ? spawn('python3', ['-c', CHURN, xvfb.display.slice(1)], { stdio: 'ignore' })
      : { kill: () => true };
  const root = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if (
        ((await (await fetch(`${root}/status`)).json()) as { value: { ready: boolean } }).value
          .ready
      )
        break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  let ok = 0;
  const failed: string[] = [];
  for (let n = 0; n < count; n++) {
    const t0 = Date.now();
    log.write(`[${at()}] session ${n} requested\n`);
    try {
      const response = await fetch(`${root}/session`, {
        method: 'POST',
        signal: AbortSignal.timeout(Number(process.env.PROBE_SESSION_TIMEOUT ?? 30_000)),
        headers: { 'content-type': 'application/json' },
        body: NEW_SESSION,
      });
      const { value } = (await response.json()) as { value: { sessionId?: string } };
      if (!value.sessionId) throw new Error(JSON.stringify(value));
      const session = `${root}/session/${value.sessionId}`;
      await fetch(`${session}/url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'data:text/html,<h1>probe</h1>' }),
      });
      await fetch(session, { method: 'DELETE' });
      ok++;
      await new Promise((resolve) => setTimeout(resolve, (n % 8) * 15));
      log.write(`[${at()}] session ${n} ok in ${Date.now() - t0} ms\n`);
    } catch (error) {
      const message = `driver ${index} (${xvfb.display}) session ${n}: ${(error as Error).message}`;
      failed.push(message);
      log.write(`[${at()}] FAILED ${message}\n`);
      console.log(`[${at()}] ${message}`);
      // The driver is stuck on that session: start over with a new one.
      process.kill(-driver.pid!);
      churn.kill();
      xvfb.close();
      log.end();
      const rest = await driverLoopRest(index, count - n - 1);
      return { ok: ok + rest.ok, failed: [...failed, ...rest.failed] };
    }
  }
  process.kill(-driver.pid!);
  churn.kill();
  xvfb.close();
  log.end();
  return { ok, failed };
}

let restarts = 0;
function driverLoopRest(index: number, left: number) {
  restarts++;
  return left > 0
    ? driverLoop(index * 100 + restarts, left)
    : Promise.resolve({ ok: 0, failed: [] });
}

const burners = Array.from({ length: load }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);
const results = await Promise.all(Array.from({ length: drivers }, (_, i) => driverLoop(i)));
for (const burner of burners) burner.kill();
const ok = results.reduce((sum, r) => sum + r.ok, 0);
const failed = results.flatMap((r) => r.failed);
console.log(`${ok} sessions answered, ${failed.length} did not, in ${at()} s`);
for (const line of failed) console.log(`  ${line}`);
