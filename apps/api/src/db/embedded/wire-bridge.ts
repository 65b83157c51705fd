import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's wire protocol in front of one PGlite, on a Unix socket, so the server reaches the
 * embedded database with the same `pg` client it uses for PostgreSQL (docs/decisions/037-embedded-database-off-the-request-thread.md).
 *
 * PGlite is one backend session, while `pg` opens several connections. The bridge gives PGlite to one
 * connection at a time, a "turn" at a time: a turn is a simple query ('Q'), or an extended-protocol
 * cycle up to its Sync ('S'). Messages of one cycle never interleave with another connection's, so the
 * unnamed statement and portal stay the cycle's own. A connection that leaves PGlite inside a
 * transaction keeps the turn until the transaction ends, so other connections never see or join its
 * work; when it goes away mid-transaction, the transaction is rolled back.
 *
 * Named prepared statements are the session's, so they are shared: `pg` parses a named statement once
 * per connection, and the second connection's Parse of a name PGlite already holds would fail with
 * "already exists". The bridge remembers each named Parse that PGlite accepted; when a turn opens with
 * the very same Parse (name, text and parameter types), it answers ParseComplete itself and sends the
 * rest, so every connection reuses the one statement. Parsing and planning were 60 % of the time of
 * the project list's query (docs/decisions/037-embedded-database-off-the-request-thread.md).
 */

/** Frames the bridge answers itself, before the startup message. */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Protocol 3.0, the only one PostgreSQL and PGlite speak. */
const PROTOCOL_3 = 196608;
/** Sync with no body: ends an extended-protocol cycle whose connection went away. */
const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);
const FLUSH = 0x48;
const PARSE = 0x50;
const CLOSE = 0x43;
const QUERY = 0x51;
/** ParseComplete, as PostgreSQL answers a Parse. */
const PARSE_COMPLETE = Uint8Array.of(0x31, 0, 0, 0, 4);
/** Simple queries that drop prepared statements (DEALLOCATE, DISCARD ALL). */
const DROPS_STATEMENTS = /^\s*(deallocate|discard)\b/i;
/** Largest frame accepted (PostgreSQL's own limit for a message is 1 GB; ours are far smaller). */
const MAX_FRAME = 256 * 1024 * 1024;

interface Connection {
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  /** Messages of the cycle being received, not yet complete. */
  pending: Uint8Array[];
  /** Complete turns waiting for PGlite. */
  turns: Uint8Array[][];
  closed: boolean;
  /** Inside an extended-protocol cycle (PGlite has seen messages of it, not yet its Sync). */
  midCycle: boolean;
}

export interface WireBridge {
  close(): Promise<void>;
}

export async function serveWireProtocol(pglite: PGlite, socketPath: string): Promise<WireBridge> {
  const waiting: Connection[] = [];
  let owner: Connection | null = null;
  let running = false;
  /** Settles when the pump has no turn running. */
  let idle = Promise.resolve();
  const connections = new Set<Connection>();

  /** Named statements PGlite holds, by name: the Parse message that made each. */
  const statements = new Map<string, Uint8Array>();

  const holdsTurn = (connection: Connection) => connection.midCycle || pglite.isInTransaction();

  const execute = async (connection: Connection, whole: Uint8Array[]) => {
    // Only the pump calls PGlite, one turn at a time, so no lock is needed around it. A turn's answer
    // goes out in one write: PGlite hands it over message by message, and a write per message cost
    // both threads a system call and a wake-up each.
    const answer: Buffer[] = [];
    const opening = namedParse(whole[0]!);
    const known = opening !== null && sameMessage(statements.get(opening), whole[0]!);
    // The statement exists as asked: PGlite gets the rest, and the answer starts as its Parse's would.
    const turn = known ? whole.slice(1) : whole;
    if (known) answer.push(Buffer.from(PARSE_COMPLETE));
    forgetDropped(turn);
    // The turn's messages in one call: PGlite's loop reads message after message from its input, as a
    // backend reads its socket, so a Parse-Bind-Describe-Execute-Sync cycle enters the WebAssembly
    // once instead of once per message.
    await pglite.execProtocolRawStream(turn.length === 1 ? turn[0]! : Buffer.concat(turn), {
      syncToFs: true,
      // The data is a view into PGlite's memory: copy it before it is reused.
      onRawData: (data) => void answer.push(Buffer.from(data)),
    });
    if (opening !== null && !known && answer[0]?.[0] === PARSE_COMPLETE[0]) statements.set(opening, whole[0]!);
    if (!connection.closed && answer.length > 0) {
      connection.socket.write(answer.length === 1 ? answer[0]! : Buffer.concat(answer));
    }
    // A turn that ended with Flush leaves its cycle open until the Sync that follows.
    connection.midCycle = turn[turn.length - 1]![0] === FLUSH;
  };

  /** Forgets the statements a turn closes or deallocates, before PGlite runs it. */
  const forgetDropped = (turn: Uint8Array[]) => {
    for (const message of turn) {
      if (message[0] === CLOSE && message[5] === 0x53) statements.delete(cString(message, 6));
      else if (message[0] === QUERY && DROPS_STATEMENTS.test(cString(message, 5))) statements.clear();
    }
  };

  /** Runs turns one at a time: the owner's while it holds the turn, otherwise in arrival order. */
  const pump = async () => {
    if (running) return;
    running = true;
    let done!: () => void;
    idle = new Promise<void>((resolve) => (done = resolve));
    try {
      for (;;) {
        let next: Connection | undefined;
        if (owner) {
          if (owner.turns.length === 0) break;
          next = owner;
        } else {
          next = waiting.shift();
          if (!next) break;
        }
        const turn = next.turns.shift()!;
        try {
          await execute(next, turn);
        } catch (error) {
          next.socket.destroy(error instanceof Error ? error : undefined);
        }
        owner = holdsTurn(next) && !next.closed ? next : null;
        if (next.turns.length > 0 && owner !== next && !waiting.includes(next)) waiting.push(next);
        if (next.closed && (next.midCycle || pglite.isInTransaction())) await release(next);
      }
    } finally {
      running = false;
      done();
    }
  };

  /** Ends what a connection that went away left open: its cycle, then its transaction. */
  const release = async (connection: Connection) => {
    if (connection.midCycle) await pglite.execProtocolRaw(SYNC, { syncToFs: false });
    connection.midCycle = false;
    if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
    if (owner === connection) owner = null;
  };

  const queueTurn = (connection: Connection, turn: Uint8Array[]) => {
    connection.turns.push(turn);
    if (owner !== connection && !waiting.includes(connection)) waiting.push(connection);
    void pump();
  };

  /** Splits what arrived into messages and turns; answers the frames PGlite does not handle. */
  const receive = (connection: Connection, chunk: Buffer) => {
    connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
    for (;;) {
      const buffer = connection.buffer;
      if (!connection.started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (length < 8 || length > 10_000) return void connection.socket.destroy();
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const frame = new Uint8Array(buffer.subarray(0, length));
        connection.buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          connection.socket.write('N'); // no encryption on a private socket
        } else if (code === CANCEL_REQUEST) {
          return void connection.socket.end(); // not supported: queries run to their end
        } else if (code === PROTOCOL_3) {
          connection.started = true;
          queueTurn(connection, [frame]);
        } else {
          return void connection.socket.destroy();
        }
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1) + 1;
      if (length < 5 || length > MAX_FRAME) return void connection.socket.destroy();
      if (buffer.length < length) return;
      // A copy: the socket's buffer is reused, and the turn may wait in the queue.
      const message = new Uint8Array(buffer.subarray(0, length));
      connection.buffer = buffer.subarray(length);
      const type = message[0];
      if (type === 0x58) return void connection.socket.end(); // Terminate: the session is PGlite's, not the client's
      connection.pending.push(message);
      if (type === 0x53 || type === 0x51 || type === FLUSH) {
        // Sync, Query or Flush: what came so far goes to PGlite as one turn.
        queueTurn(connection, connection.pending);
        connection.pending = [];
      }
    }
  };

  const server: Server = createServer((socket) => {
    const connection: Connection = {
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      pending: [],
      turns: [],
      closed: false,
      midCycle: false,
    };
    connections.add(connection);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => receive(connection, chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      connection.closed = true;
      connection.turns = [];
      connections.delete(connection);
      const index = waiting.indexOf(connection);
      if (index >= 0) waiting.splice(index, 1);
      if (owner === connection && !running) void release(connection).then(pump, () => connection.socket.destroy());
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    async close() {
      for (const connection of connections) connection.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // A turn still running finishes before PGlite closes.
      await idle;
    },
  };
}

/** The NUL-terminated string at `offset` of a message. */
function cString(message: Uint8Array, offset: number): string {
  const end = message.indexOf(0, offset);
  return Buffer.from(message.buffer, message.byteOffset + offset, (end < 0 ? message.length : end) - offset).toString();
}

/** The statement name of a Parse message, or null when it is not one or the statement is unnamed. */
function namedParse(message: Uint8Array): string | null {
  if (message[0] !== PARSE || message[5] === 0) return null;
  return cString(message, 5);
}

function sameMessage(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && Buffer.compare(a, b) === 0;
}
