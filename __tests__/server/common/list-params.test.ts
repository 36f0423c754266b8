import type { FastifyRequest } from 'fastify';
import { pageOf, splitListParams } from '@server/routes/common/list-params';

describe('splitListParams', () => {
  it.each([
    [{ status: 'open' }, { status: ['open'] }],
    [{ status: 'open,closing' }, { status: ['open', 'closing'] }],
    [{ status: ['open', 'closing,closed'] }, { status: ['open', 'closing', 'closed'] }],
    [{ status: ' open , closing ,' }, { status: ['open', 'closing'] }],
    [{ status: '' }, { status: [] }],
    [{ offset: '5' }, { offset: '5' }],
  ])('%j → %j', async (query, expected) => {
    const request = { query: { ...query } } as unknown as FastifyRequest;
    await splitListParams('status')(request);
    expect(request.query).toEqual(expected);
  });
});

describe('pageOf', () => {
  it.each([
    [{}, { offset: 0, limit: 20 }],
    [{ offset: 40, limit: 100 }, { offset: 40, limit: 100 }],
  ])('%j → %j', (query, expected) => {
    expect(pageOf(query)).toEqual(expected);
  });
});
