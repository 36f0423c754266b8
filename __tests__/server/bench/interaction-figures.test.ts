import { inpOf, interactionLatencies, medianAndWorst, tapLatency, type EventEntry } from '../../../scripts/bench/interaction-figures';

const entry = (name: string, startTime: number, duration: number, interactionId: number): EventEntry => ({
  name,
  startTime,
  duration,
  processingStart: startTime + 1,
  processingEnd: startTime + 2,
  interactionId,
});

describe('tapLatency', () => {
  const earlier = [entry('pointerdown', 100, 300, 7), entry('click', 101, 300, 7)];

  it('is the longest entry of the interaction that starts with the tap', () => {
    const tap = [entry('pointerdown', 1000, 40, 14), entry('pointerup', 1030, 88, 14), entry('click', 1030, 80, 14)];
    expect(tapLatency([...earlier, ...tap], 1000)).toEqual({ interactionId: 14, latency: 88 });
  });

  it('takes the entries of the tap, not those of an interaction before it', () => {
    expect(tapLatency([...earlier, entry('click', 2000, 24, 21)], 2000)).toEqual({ interactionId: 21, latency: 24 });
  });

  it('is undefined when the browser reported nothing for the tap (under its threshold)', () => {
    expect(tapLatency(earlier, 5000)).toBeUndefined();
  });

  it('leaves out entries of no interaction (a hover)', () => {
    expect(tapLatency([entry('pointerover', 3000, 200, 0), entry('click', 3000, 32, 28)], 3000)).toEqual({ interactionId: 28, latency: 32 });
  });
});

describe('interactionLatencies', () => {
  it('keeps each interaction’s longest entry', () => {
    const latencies = interactionLatencies([entry('pointerdown', 0, 40, 7), entry('click', 1, 64, 7), entry('click', 500, 16, 14), entry('mouseover', 600, 90, 0)]);
    expect([...latencies]).toEqual([
      [7, 64],
      [14, 16],
    ]);
  });
});

describe('inpOf', () => {
  it('is the longest interaction up to 50 interactions', () => {
    expect(inpOf([40, 240, 96], 3)).toBe(240);
    expect(inpOf([40, 240, 96], 49)).toBe(240);
  });

  it('leaves out the longest one per 50 interactions beyond that, as web-vitals does', () => {
    expect(inpOf([40, 240, 96, 300], 50)).toBe(240);
    expect(inpOf([40, 240, 96, 300], 120)).toBe(96);
  });

  it('counts interactions too quick to be reported', () => {
    // 60 taps, two of them over the threshold: one per 50 is left out.
    expect(inpOf([200, 48], 60)).toBe(48);
  });

  it('never goes past the shortest reported interaction, and is 0 with none', () => {
    expect(inpOf([80], 500)).toBe(80);
    expect(inpOf([], 10)).toBe(0);
  });
});

describe('medianAndWorst', () => {
  it('answers the median and the largest', () => {
    expect(medianAndWorst([300, 100, 120, 90, 110])).toEqual({ median: 110, worst: 300 });
  });

  it('answers NaN for no measurements', () => {
    expect(medianAndWorst([])).toEqual({ median: Number.NaN, worst: Number.NaN });
  });
});
