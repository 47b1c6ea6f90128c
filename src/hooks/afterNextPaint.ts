/** Resolves once the browser has painted the frame it is preparing now. */
export function afterNextPaint(): Promise<void> {
  // An animation callback runs just before the next paint; a task it queues runs once that paint is done.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
