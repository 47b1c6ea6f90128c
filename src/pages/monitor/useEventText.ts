import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { ActivityItem } from '../../../domain/monitor';

/** The text of an activity item in the reader's language: a note as written, an event worded. */
export function useEventText() {
  const translate = useTranslate();
  return useCallback(
    (item: ActivityItem) => {
      if (item.content !== undefined || !item.event) return item.content ?? '';
      const { type, job, node } = item.event;
      return translate(`monitor.events.${type}`, { job: job ?? '', node: node ? translate(`monitor.node.${node}`) : '' });
    },
    [translate],
  );
}
