import { useLive, type LiveParts } from './liveClient';

/** A live part (`list`) while the live stream is open; nothing otherwise. */
export function LiveOnly({ part }: { part: keyof LiveParts }) {
  const Part = useLive()?.parts[part];
  return Part ? <Part /> : null;
}
