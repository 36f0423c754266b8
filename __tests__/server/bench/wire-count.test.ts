import { frontendReader, type WireCounts } from '../../../scripts/scale/wire-count';

const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
const cstring = (text: string) => Buffer.from(`${text}\0`);
const untyped = (body: Buffer) => Buffer.concat([int32(4 + body.length), body]);
const message = (type: string, body: Buffer = Buffer.alloc(0)) => Buffer.concat([Buffer.from(type), int32(4 + body.length), body]);

const sslRequest = untyped(int32(80_877_103));
const startup = untyped(Buffer.concat([int32(196_608), cstring('user'), cstring('postgres'), Buffer.from([0])]));
// node-postgres's parameterised query: Parse (unnamed), Bind, Describe, Execute, Sync.
const parameterised = (text: string) =>
  Buffer.concat([
    message('P', Buffer.concat([cstring(''), cstring(text), Buffer.from([0, 0])])),
    message('B', Buffer.alloc(10)),
    message('D', Buffer.from('P\0')),
    message('E', Buffer.concat([cstring(''), int32(0)])),
    message('S'),
  ]);

function read(chunks: Buffer[]): WireCounts {
  const counts: WireCounts = { statements: 0, roundTrips: 0, texts: new Map() };
  const reader = frontendReader(() => counts);
  for (const chunk of chunks) reader(chunk);
  return counts;
}

describe('frontendReader', () => {
  const stream = Buffer.concat([
    sslRequest,
    startup,
    message('Q', cstring('begin')),
    parameterised('select 1 where $1'),
    parameterised('select 1 where $1'),
    parameterised('insert into t values ($1)'),
    message('Q', cstring('commit')),
  ]);

  it('counts every Execute and simple Query as a statement and every Sync and Query as a round trip, by text', () => {
    const counts = read([stream]);
    expect(counts.statements).toBe(5);
    expect(counts.roundTrips).toBe(5);
    expect(counts.texts).toEqual(
      new Map([
        ['begin', 1],
        ['select 1 where $1', 2],
        ['insert into t values ($1)', 1],
        ['commit', 1],
      ]),
    );
  });

  it('counts the same when the messages arrive cut anywhere', () => {
    const bytes = [...stream].map((byte) => Buffer.from([byte]));
    const counts = read(bytes);
    expect([counts.statements, counts.roundTrips, counts.texts.get('select 1 where $1')]).toEqual([5, 5, 2]);
  });

  it('reads the startup message and an SSL request, which have no type byte, as no statement', () => {
    // Its parameters spell a Query and a Sync: read as typed messages, they would count.
    const quirky = untyped(Buffer.concat([int32(196_608), cstring('user'), cstring('QS'), Buffer.from([0])]));
    expect(read([sslRequest, quirky, message('Q', cstring('select 1'))])).toEqual({
      statements: 1,
      roundTrips: 1,
      texts: new Map([['select 1', 1]]),
    });
  });
});
