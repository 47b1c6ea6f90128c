import type { TranslateFunction } from 'react-admin';
import type { Message } from '../../../resources/messages';

/**
 * A message as the reader reads it. A notice (it has a `key`) is said in their language: the kind of
 * record it is about as its title, its key's sentence with its parameters as its text; the API's
 * English stands in for a key this console does not know. Other messages are shown as written.
 */
export function messageText(message: Message, translate: TranslateFunction): { title: string; content: string } {
  if (!message.key) return { title: message.title, content: message.content };
  const title = message.link ? translate(`resources.${message.link.resource}.name`, { smart_count: 1, _: message.title }) : message.title;
  return { title, content: translate(message.key, { ...message.params, _: message.content }) };
}

/** The console's page of the record a notice is about. */
export const recordPath = (link: NonNullable<Message['link']>) => `/${encodeURIComponent(link.resource)}/${link.id}/show`;
