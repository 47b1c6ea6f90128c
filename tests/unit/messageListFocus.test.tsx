/** The box's list: reading a message by keyboard leaves the focus on the next unread one. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore, testI18nProvider } from 'react-admin';
import { MessageList } from '../../src/messageBox/MessageList';
import { READ, UNREAD, type Message } from '../../resources/messages';

afterEach(cleanup);

const message = (id: number, status: Message['status']): Message => ({
  id,
  type: 'message',
  title: `Message ${id}`,
  subTitle: '',
  avatar: '',
  content: `Content ${id}`,
  time: '2026-12-01T10:00:00.000Z',
  status,
});

function renderList() {
  const read: number[] = [];
  const list = (messages: Message[]) => (
    <CoreAdminContext store={memoryStore()} i18nProvider={testI18nProvider()}>
      <MessageList
        messages={messages}
        isPending={false}
        error={null}
        onRetry={() => {}}
        onRead={(id) => read.push(id)}
        onOpen={() => {}}
        onFocusLeft={() => {}}
      />
    </CoreAdminContext>
  );
  const view = render(list([message(1, UNREAD), message(2, UNREAD), message(3, READ)]));
  return { rerender: (messages: Message[]) => view.rerender(list(messages)), read: () => read };
}

const button = (title: string) => screen.getByText(title).closest<HTMLElement>('[role=button]')!;

describe('<MessageList>', () => {
  it('moves the focus to the next unread message once the read one is shown read, even after a render that still shows it unread', () => {
    const { rerender, read } = renderList();
    button('Message 1').focus();
    fireEvent.click(button('Message 1'));
    expect(read()).toEqual([1]);
    // A render for another reason (the mutation starting) comes before the list shows it read.
    rerender([message(1, UNREAD), message(2, UNREAD), message(3, READ)]);
    rerender([message(1, READ), message(2, UNREAD), message(3, READ)]);
    expect(document.activeElement).toBe(button('Message 2'));
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
