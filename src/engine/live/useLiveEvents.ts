import { useEffect } from 'react';
import { useEvent } from 'react-admin';
import type { LiveMessage } from '../../../dataProvider/liveEvents';
import { useLive } from './liveClient';

/** Calls `handler` with each message of the live stream while the component is shown and the stream open. */
export function useLiveEvents(handler: (message: LiveMessage) => void): void {
  const client = useLive()?.client;
  const onMessage = useEvent(handler);
  useEffect(() => client?.subscribe(onMessage), [client, onMessage]);
}
