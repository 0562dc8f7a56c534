/**
 * Resolves just after the browser's next paint: the frame callback runs right
 * before the frame is painted, and the timer it sets fires right after. Work
 * that is not needed for what the visitor first sees waits for it.
 */
export function nextPaint(): Promise<void> {
  return new Promise((painted) => {
    requestAnimationFrame(() => setTimeout(painted));
  });
}
