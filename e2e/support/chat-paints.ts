import type { Page } from 'playwright-core';

/**
 * Records in the page every text the last answer shows, once per painted frame: the test can tell whether the
 * answer appeared in pieces or all at once. Text: the bundler's helpers must not leak into the page.
 */
const RECORD_PAINTS = `(() => {
  const paints = [];
  window.chatPaints = paints;
  const read = () => {
    const answers = document.querySelectorAll('[data-role="bot-message"] [data-testid="answer-text"]');
    const last = answers[answers.length - 1];
    const text = last ? last.textContent : '';
    if (paints[paints.length - 1] !== text) paints.push(text);
    requestAnimationFrame(read);
  };
  requestAnimationFrame(read);
})()`;

/** Starts recording the texts the last chat answer shows, frame by frame. */
export async function recordAnswerPaints(page: Page): Promise<void> {
  await page.evaluate(RECORD_PAINTS);
}

/** The distinct beginnings of `answer` painted before the whole of it: more than one means it streamed. */
export async function partialAnswerPaints(page: Page, answer: string): Promise<Set<string>> {
  const value: unknown = await page.evaluate('window.chatPaints');
  const painted = Array.isArray(value) ? value.map(String) : [];
  return new Set(painted.filter((text) => text.length > 0 && text !== answer && answer.startsWith(text)));
}
