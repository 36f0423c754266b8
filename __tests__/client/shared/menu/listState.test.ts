import {
  countOf,
  detailOf,
  emptyList,
  hasMoreOf,
  nextOffsetOf,
  pageFailed,
  pageLoaded,
  pageRequested,
  recordAdded,
  recordRemoved,
  type ListState,
} from '@/shared/menu/listState';

const list = (fields: Partial<ListState> = {}): ListState => ({ ...emptyList(), ...fields });
const loaded = (ids: number[], count: number) => list({ ids, count, status: 'resolved', loaded: true });

describe('menu list state', () => {
  it('replaces the rows with the first page and appends later pages without repeating', () => {
    const state = list();
    pageRequested(state, 0);
    expect(state.status).toBe('pending');
    pageLoaded(state, 0, [1, 2], 4);
    expect(state).toMatchObject({ ids: [1, 2], count: 4, status: 'resolved', loaded: true });
    pageRequested(state, 2);
    expect(state.more).toBe('pending');
    pageLoaded(state, 2, [2, 3, 4], 4);
    expect(state).toMatchObject({ ids: [1, 2, 3, 4], more: 'resolved' });
  });

  it('keeps the rows when a later page fails, and shows the error when the first does', () => {
    const state = loaded([1], 3);
    pageFailed(state, 1, 'falhou');
    expect(state).toMatchObject({ ids: [1], status: 'resolved', more: 'error' });
    pageFailed(state, 0, 'falhou');
    expect(state).toMatchObject({ status: 'error', error: 'falhou' });
  });

  it.each([
    ['a complete list', loaded([1, 2], 2), false, 2],
    ['a partial list', loaded([1, 2], 5), true, 2],
    ['a list still loading', list({ status: 'pending' }), false, 0],
    ['no list yet', undefined, false, 0],
  ])('has more rows for %s: %s, next offset %s', (_case, state, more, offset) => {
    expect(hasMoreOf(state)).toBe(more);
    expect(nextOffsetOf(state)).toBe(offset);
  });

  it.each([
    ['resolved', loaded([1], 7), 7],
    ['refreshing after a first load', list({ status: 'pending', loaded: true, count: 3 }), 3],
    ['loading the first time', list({ status: 'pending' }), null],
    ['failed', list({ status: 'error' }), null],
    ['unknown', undefined, null],
  ])('counts a list that is %s as %s', (_case, state, count) => {
    expect(countOf(state)).toBe(count);
  });

  it('shows a created record at the end of a complete list and counts it', () => {
    const state = loaded([1, 2], 2);
    recordAdded(state, 3);
    expect(state).toMatchObject({ ids: [1, 2, 3], count: 3 });
  });

  it('only counts a created record while pages are still to come, so the next page brings it', () => {
    const state = loaded([1, 2], 5);
    recordAdded(state, 9);
    expect(state).toMatchObject({ ids: [1, 2], count: 6 });
  });

  it('ignores a created record for a list never loaded', () => {
    const state = list();
    recordAdded(state, 1);
    expect(state).toMatchObject({ ids: [], count: 0 });
  });

  it('drops a removed record and counts one less', () => {
    const state = loaded([1, 2, 3], 3);
    recordRemoved(state, 2);
    expect(state).toMatchObject({ ids: [1, 3], count: 2 });
  });

  it("answers 'idle' for a record not asked for yet, always with the same value", () => {
    const details = { 3: { status: 'resolved' as const, error: null } };
    expect(detailOf(details, 3)).toBe(details[3]);
    expect(detailOf(details, 4)).toEqual({ status: 'idle', error: null });
    // A new object per call would make every screen selecting it render again on any store change.
    expect(detailOf(details, 4)).toBe(detailOf({}, 5));
  });
});
