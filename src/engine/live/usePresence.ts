import { useContext, useEffect, useRef, useState } from 'react';
import type { Identifier } from 'react-admin';
import { PRESENCE_PATH, PRESENCE_SECONDS, type Editor } from '../../../domain/events';
import { HttpContext } from '../../api/HttpContext';
import { useLiveEvents } from './useLiveEvents';
import { useReaderId } from './useReaderId';

type Editing = Editor & { until: number };
interface PresenceAnswer {
  editors: (Editor & { expiresIn: number })[];
}

const PRESENCE_MS = PRESENCE_SECONDS * 1000;
const RENEW_MS = PRESENCE_MS / 3;

/**
 * The tab's presence calls, one after another: a form that closes and opens again at once (the
 * stream reopened, a remount) must not have its renewal overtaken by the previous one's leave.
 */
let calls: Promise<unknown> = Promise.resolve();
const inTurn = <T>(call: () => Promise<T>): Promise<T> => {
  const next = calls.then(call, call);
  calls = next.catch(() => undefined);
  return next;
};

/**
 * Tells the API the reader has this record's form open (renewed every third of its lifetime, ended
 * when the form goes) and answers the others who have: from the renewals' answers, and at once from
 * the stream's `editing` and `left`. Someone whose presence ran out (their tab went without a word)
 * is gone when it runs out. A hidden tab's form still counts (it is open, perhaps with changes);
 * its stream is given back meanwhile and catches up on return. Presence is the user's: when their
 * other tab closes the same form, this one says at once that it is still there.
 */
export function usePresence(resource: string, id: Identifier | undefined): Editor[] {
  // None without the console's HTTP client (a screen rendered without the API): no presence to keep.
  const http = useContext(HttpContext);
  const me = useReaderId();
  const [editing, setEditing] = useState<readonly Editing[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const renewNow = useRef<() => void>(undefined);
  useEffect(() => {
    if (id === undefined || !http) return undefined;
    let gone = false;
    const renew = () =>
      inTurn(() => (gone ? Promise.resolve(undefined) : http<PresenceAnswer>(PRESENCE_PATH, { method: 'PUT', body: { resource, id } }))).then(
        (answer) => answer && !gone && setEditing(answer.data.editors.map((e) => ({ id: e.id, name: e.name, until: Date.now() + e.expiresIn * 1000 }))),
        () => undefined,
      );
    // Kept alive: also sent as the tab closes or goes to another site, when nothing unmounts.
    const leave = () =>
      void inTurn(() => http(PRESENCE_PATH, { method: 'DELETE', query: { resource, id: String(id) }, keepalive: true })).catch(() => undefined);
    void renew();
    renewNow.current = () => void renew();
    const timer = setInterval(() => void renew(), RENEW_MS);
    window.addEventListener('pagehide', leave);
    return () => {
      gone = true;
      renewNow.current = undefined;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [http, resource, id]);
  useLiveEvents((m) => {
    if (m.kind !== 'event') return;
    const { event: e } = m;
    if (e.resource !== resource || String(e.id) !== String(id) || !e.actor) return;
    const actor = e.actor;
    // From when it was said (a resumed stream replays the last minutes), at the latest now.
    const until = Math.min(Date.now(), Date.parse(e.at) || Date.now()) + PRESENCE_MS;
    if (e.action === 'editing') setEditing((list) => [...list.filter((x) => x.id !== actor.id), { ...actor, until }]);
    if (e.action === 'left') setEditing((list) => list.filter((x) => x.id !== actor.id));
    // The reader's own other tab closed this form: this one is still open, and says so again at once.
    if (e.action === 'left' && me !== undefined && String(actor.id) === String(me)) renewNow.current?.();
  });
  // When the first presence runs out, it goes (and the next is waited for).
  useEffect(() => {
    if (editing.length === 0) return undefined;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        setEditing((list) => list.filter((e) => e.until > Date.now()));
      },
      Math.max(0, Math.min(...editing.map((e) => e.until)) - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [editing]);
  // The reader's own presence (their `editing` comes too) is left out once they are known; none is shown before.
  if (me === undefined) return [];
  return editing.filter((e) => e.until > now && String(e.id) !== String(me)).map(({ id: who, name }) => ({ id: who, name }));
}
