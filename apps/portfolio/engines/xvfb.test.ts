// The X server each WebKit driver of the cross-engine suite runs on (engines/drivers.ts) must keep
// a connection that is still in its handshake when the last running client leaves. A default
// Xvfb resets at that moment and closes it: a new MiniBrowser then read "cannot open display",
// exited, and WebKitWebDriver waited for it forever (issue 31's session hang, docs/decisions.md).
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { expect, test } from 'vitest';
import { startXvfb } from './drivers';

/** X11 connection setup: little-endian, protocol 11.0, no authorization. */
const SETUP = Buffer.from([0x6c, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

/** A connection to the display and a reader of exactly n bytes ('closed' if the server hangs up). */
async function open(display: string) {
  const socket: Socket = connect(`/tmp/.X11-unix/X${display.slice(1)}`);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffered = Buffer.alloc(0);
  let closed = false;
  let wake = () => {};
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake();
  });
  socket.on('error', () => {}).on('close', () => ((closed = true), wake()));
  const read = async (n: number): Promise<Buffer | 'closed'> => {
    while (buffered.length < n) {
      if (closed) return 'closed';
      await new Promise<void>((resolve) => (wake = resolve));
    }
    const bytes = buffered.subarray(0, n);
    buffered = buffered.subarray(n);
    return bytes;
  };
  /** Sends the setup; 'accepted' once the server's whole setup reply arrives. */
  const handshake = async (): Promise<'accepted' | 'closed'> => {
    if (!closed) socket.write(SETUP);
    const head = await read(8);
    if (head === 'closed') return 'closed';
    if (head[0] !== 1) throw new Error(`X server refused the connection (${head[0]})`);
    return (await read(head.readUInt16LE(6) * 4)) === 'closed' ? 'closed' : 'accepted';
  };
  return { socket, read, handshake };
}

test("a driver's X server keeps a connection in its handshake when the last client leaves", async () => {
  const xvfb = await startXvfb();
  try {
    // The server's open files: one more for each connection it has taken in.
    const fds = () => readdirSync(`/proc/${xvfb.pid}/fd`).length;
    const last = await open(xvfb.display);
    expect(await last.handshake()).toBe('accepted');
    const withLast = fds();
    const newcomer = await open(xvfb.display);
    // The server has taken the newcomer in, and it waits in its handshake.
    await expect.poll(fds, { interval: 5 }).toBe(withLast + 1);
    last.socket.destroy();
    // Once the server has closed its end of the client that left, whether it resets is decided.
    await expect.poll(fds, { interval: 5 }).toBeLessThan(withLast + 1);
    expect(await newcomer.handshake()).toBe('accepted');
    newcomer.socket.destroy();
  } finally {
    xvfb.close();
  }
});
