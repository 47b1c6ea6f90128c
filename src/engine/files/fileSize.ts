/** A size as the file views show it: kilobytes with one decimal. */
export const kilobytes = (bytes: number) => Math.max(0.1, Math.round(bytes / 102.4) / 10);
