/** The values the server sets on a new record (`auto` fields), whoever creates it: a caller, or a transition. */
import crypto from 'node:crypto';
import type { ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';

/** Unambiguous letters and digits (no 0/O, 1/I/L): codes are read out and typed by people. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A server-generated code (`auto: 'code'`): three groups of four, 60 random bits. */
function randomCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** Who creates a record by hand: their id, and their name when the declaration keeps it (`ownerName`). */
export interface Creator {
  id: number;
  name?: string;
}

/**
 * The record with its creation time and server-made codes stamped, and, when a `creator` makes it,
 * its owner fields (a record a transition creates gets its owner from the transition's values).
 */
export function stamped(decl: ResourceDecl, record: RecordData, at: number, creator?: Creator): RecordData {
  const out: RecordData = { ...record };
  for (const [name, f] of Object.entries(decl.fields)) {
    if (f.auto === 'createdAt') out[name] = new Date(at).toISOString();
    if (f.auto === 'code') out[name] = randomCode();
    if (creator && f.auto === 'owner') out[name] = creator.id;
    if (creator && f.auto === 'ownerName') out[name] = creator.name;
  }
  return out;
}
