import { fitLine, forgetLoadSpeed, KitLoadStepSizer } from './wysiwyg-load-steps';
import { wysiwygStreaming } from './wysiwyg-streaming-settings';

/**
 * Streams a document of `total` characters through a sizer, each step costing what `cost` says for
 * its size and the characters already loaded; returns each step's size and time.
 */
function simulate(total: number, cost: (chars: number, loaded: number) => number): Array<{ chars: number; ms: number }> {
  const sizer = new KitLoadStepSizer();
  const steps: Array<{ chars: number; ms: number }> = [];
  for (let loaded = 0; loaded < total && steps.length < 10_000; ) {
    const chars = Math.min(sizer.next(), total - loaded);
    const ms = cost(chars, loaded);
    sizer.record(chars, ms);
    steps.push({ chars, ms });
    loaded += chars;
  }
  return steps;
}

/* How the steps of a long document streaming into WYSIWYG are sized (the time model, no browser). */
describe('KitLoadStepSizer', () => {
  beforeEach(() => forgetLoadSpeed());
  afterAll(() => forgetLoadSpeed());

  it('fitLine tells the fixed part of a step from the per-character one, and says nothing from too few or too alike steps', () => {
    const fit = fitLine([1000, 3000, 1500, 2500].map((chars) => ({ chars, ms: 12 + 0.01 * chars })))!;
    expect(fit.fixedMs).toBeCloseTo(12, 6);
    expect(fit.perCharMs).toBeCloseTo(0.01, 9);
    expect(fitLine([{ chars: 1000, ms: 20 }, { chars: 3000, ms: 40 }])).toBeUndefined();
    expect(fitLine([1000, 1010, 1005].map((chars) => ({ chars, ms: chars / 100 })))).toBeUndefined();
  });

  it('steps take about stepMs while the fixed part is small', () => {
    const steps = simulate(200_000, (chars) => 1 + 0.01 * chars);
    const later = steps.slice(10).map((s) => s.ms).sort((a, b) => a - b);
    const median = later[Math.floor(later.length / 2)];
    expect(median).toBeGreaterThan(wysiwygStreaming.stepMs * 0.7);
    expect(median).toBeLessThan(wysiwygStreaming.stepMs * 1.3);
  });

  it('a fixed part that grows with the document makes steps larger, not smaller: the fixed part stays about half of a step, steps stay under maxStepMs', () => {
    // 0.15 ms per KB already loaded (30 ms at 200 KB) and 10 µs a character: as measured in loads of 200 KB.
    const cost = (chars: number, loaded: number) => 0.00015 * loaded + 0.01 * chars;
    const steps = simulate(300_000, cost);
    // (The last step is what was left.) Sized from the speed alone, steps shrank to the floor of 500 characters: over 400 steps.
    expect(steps.length).toBeLessThan(150);
    expect(Math.max(...steps.map((s) => s.ms))).toBeLessThan(wysiwygStreaming.maxStepMs * 1.3);
    const fixedShare = steps.slice(-21, -1).map((s) => (s.ms - 0.01 * s.chars) / s.ms);
    expect(Math.max(...fixedShare)).toBeLessThan(0.65);
  });

  it('timing noise (±30 %, seeded) neither collapses the steps nor lets them run away', () => {
    let seed = 11;
    const noise = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return 0.7 + 0.6 * (seed / 2147483648);
    };
    const steps = simulate(300_000, (chars, loaded) => (0.00015 * loaded + 0.01 * chars) * noise());
    expect(steps.length).toBeLessThan(200);
    expect(Math.max(...steps.map((s) => s.ms))).toBeLessThan(wysiwygStreaming.maxStepMs * 2);
  });

  it('the speed measured in one load sizes the first step of the next', () => {
    simulate(100_000, (chars) => 0.02 * chars);
    const next = new KitLoadStepSizer();
    const sizes = [next.next(), next.next()];
    // stepMs / 0.02 ms a character, a quarter either way.
    expect(sizes[0] + sizes[1]).toBeCloseTo((2 * wysiwygStreaming.stepMs) / 0.02, -2);
  });
});
