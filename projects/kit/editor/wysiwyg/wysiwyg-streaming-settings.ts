/** How a long document loads into WYSIWYG: what must be there at once, and the size of later steps. */
export const wysiwygStreaming = {
  /**
   * Markdown characters loaded at once, from the end the cursor goes to (at least one block); more
   * follows at once, `fillChars` at a time, while the content does not fill the editing area yet.
   */
  firstChars: 1000,
  /** The step that tops the first screen up until it is full (up to `firstMaxChars` in all). */
  fillChars: 500,
  /** The most the first screen loads at once, however tall the editing area. */
  firstMaxChars: 16_000,
  /**
   * The target length of one later step, ms: each is its own task, so typing stays responsive; under
   * 50 ms, what browsers count as a long task.
   */
  stepMs: 40,
  /**
   * The longest a step may grow to keep its fixed part (which grows with the document) at half of
   * its time (see `KitLoadStepSizer`), ms.
   */
  maxStepMs: 80,
  /** The first step's size in markdown characters, before the speed has been measured. */
  stepChars: 2000,
  /** The least one step adds, markdown characters (at least one block). */
  minStepChars: 500,
  /** The most one step adds, markdown characters. */
  maxStepChars: 64_000,
};
