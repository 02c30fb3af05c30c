import { wysiwygStreaming } from './wysiwyg-streaming-settings';

/** What one markdown character of a step costs, ms, as last measured (kept across loads: it is the machine's speed). */
let lastPerCharMs: number | undefined;

/** How many recent steps the estimate is made from. */
const SAMPLES = 8;

/**
 * Sizes the steps of a long document streaming into WYSIWYG. A step's time has a part that grows
 * with what it adds (conversion, Quill's insert) and a part that grows with the document already
 * there (Quill's walks of its whole content, the layout of blocks added above the view): 25 ms and
 * more a step at 200 KB. Sized by its speed alone, as it was, each step came out smaller as the
 * document grew, down to the floor, so the number of steps grew with the document as well as their
 * cost: 300 KB took a minute. The two parts are told apart by fitting a line through the recent
 * steps (their sizes vary on purpose, a quarter either way); the next step is sized to take
 * `stepMs`, or, once the fixed part passes half of that, twice the fixed part (up to `maxStepMs`),
 * so that the fixed part never takes more than half of the time.
 */
export class KitLoadStepSizer {
  private readonly samples: Array<{ chars: number; ms: number }> = [];
  private centre: number;
  private larger = false;

  constructor() {
    this.centre = lastPerCharMs ? wysiwygStreaming.stepMs / lastPerCharMs : wysiwygStreaming.stepChars;
  }

  /** The size of the next step, markdown characters. */
  next(): number {
    this.larger = !this.larger;
    return clampChars(this.centre * (this.larger ? 1.25 : 0.75));
  }

  /** Records a step: the markdown characters it added, and the time it took, ms. */
  record(chars: number, ms: number): void {
    if (chars <= 0) return;
    this.samples.push({ chars, ms });
    if (this.samples.length > SAMPLES) this.samples.shift();
    const fit = fitLine(this.samples);
    // A fit that noise made meaningless (a negative part) is not used: the last speed stands.
    const perCharMs = fit && fit.perCharMs > 0 && fit.fixedMs >= 0 ? fit.perCharMs : (lastPerCharMs ?? Math.max(ms, 0.01) / chars);
    const fixedMs = fit && fit.perCharMs > 0 ? Math.max(0, fit.fixedMs) : 0;
    lastPerCharMs = perCharMs;
    const stepMs = Math.min(wysiwygStreaming.maxStepMs, Math.max(wysiwygStreaming.stepMs, 2 * fixedMs));
    this.centre = clampChars(Math.max(0, stepMs - fixedMs) / perCharMs);
  }
}

/** Forgets the speed measured in earlier loads (for specs that need the first step's size). */
export function forgetLoadSpeed(): void {
  lastPerCharMs = undefined;
}

function clampChars(chars: number): number {
  return Math.round(Math.min(wysiwygStreaming.maxStepChars, Math.max(wysiwygStreaming.minStepChars, chars)));
}

/**
 * The least-squares line `ms = fixedMs + perCharMs × chars` through the samples; none while they
 * are too few or too alike in size to tell the two parts apart.
 */
export function fitLine(samples: ReadonlyArray<{ chars: number; ms: number }>): { fixedMs: number; perCharMs: number } | undefined {
  const n = samples.length;
  if (n < 3) return undefined;
  const meanChars = samples.reduce((sum, s) => sum + s.chars, 0) / n;
  const meanMs = samples.reduce((sum, s) => sum + s.ms, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.chars - meanChars) * (s.ms - meanMs);
    variance += (s.chars - meanChars) ** 2;
  }
  // Sizes within a few percent of each other say nothing about the per-character part.
  if (variance < n * (0.1 * meanChars) ** 2) return undefined;
  const perCharMs = covariance / variance;
  return { fixedMs: meanMs - perCharMs * meanChars, perCharMs };
}
