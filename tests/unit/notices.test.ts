/**
 * Notices as the declarations make them (`notify`): every one has its text in en-US and zh-CN, naming
 * only what the API gives it; the console says them in its reader's language (the API's English
 * for a key it does not know); and the linter refuses a recipient nobody is.
 */
import { describe, expect, it } from 'vitest';
import type { Message } from '../../resources/messages';
import accessRequests from '../../resources/accessRequests';
import grants from '../../resources/grants';
import { lintDeclarations } from '../../resources/lib/lint';
import { declaredNotices } from '../../resources/lib/notices';
import type { ResourceDecl, Transition } from '../../resources/lib/schema';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { ownMessages } from '../../src/i18n/messages';
import { messageText } from '../../src/messageBox/notices/noticeText';
import { declarations } from '../../src/registry/declarations';
import { flattenMessages } from './flattenMessages';

const notices = declaredNotices(declarations);
const en = flattenMessages(ownMessages(declarations, 'en-US'));
const zh = flattenMessages(ownMessages(declarations, 'zh-CN'));
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]);

describe('the declared notices', () => {
  it('are the decisions told to the requester or grantee, and the submissions told to the admins', () => {
    expect(notices.map((n) => `${n.resource}.${n.transition} → ${n.notify.join(', ')}`).sort()).toEqual(
      [
        'accessRequests.submit → role:admin',
        'accessRequests.approve → owner',
        'accessRequests.reject → owner',
        'accessRequests.returnForRevision → owner',
        'outputs.create → role:admin',
        'outputs.check → owner',
        'outputs.release → owner',
        'outputs.reject → owner',
        'outputs.hold → owner',
        'outputs.resume → owner',
        'grants.renew → grantee',
        'grants.close → grantee',
        'grants.expire → grantee',
      ].sort(),
    );
  });

  it('each has its text in en-US and in zh-CN, naming only the record, the doer and the fields always given with it', () => {
    for (const n of notices) {
      const [english, chinese] = [String(en[n.key] ?? ''), String(zh[n.key] ?? '')];
      expect(typeof en[n.key] === 'string' && english.length > 0, `en-US ${n.key}`).toBe(true);
      expect(typeof zh[n.key] === 'string' && chinese.length > 0, `zh-CN ${n.key}`).toBe(true);
      expect(chinese, n.key).not.toBe(english);
      const given = ['label', 'actor', ...n.params];
      for (const text of [english, chinese])
        expect(
          placeholders(text).filter((p) => !given.includes(p)),
          `${n.key}: ${text}`,
        ).toEqual([]);
      expect(placeholders(chinese).sort(), n.key).toEqual(placeholders(english).sort());
    }
  });

  it('no notice text is left without a declared notice', () => {
    const keys = new Set(notices.map((n) => n.key));
    for (const messages of [en, zh]) expect(Object.keys(messages).filter((k) => /^resources\.\w+\.notices\./.test(k) && !keys.has(k))).toEqual([]);
  });
});

describe('a notice in the message box', () => {
  const notice: Message = {
    id: 9,
    type: 'notice',
    title: 'Access request',
    subTitle: '',
    avatar: '',
    content: 'Access request “Sepsis early warning score” is now Returned for revision.',
    time: '2026-11-02T08:00:00.000Z',
    status: 0,
    key: 'resources.accessRequests.notices.returnForRevision',
    params: { label: 'Sepsis early warning score', actor: 'admin', decisionNote: 'Name the outcome measure.' },
    link: { resource: 'accessRequests', id: 7 },
  };

  it("is said in the reader's language, naming the kind of record and the record", async () => {
    localStorage.setItem('arco-locale', 'zh-CN');
    const i18n = createI18nProvider(declarations);
    expect(messageText(notice, i18n.translate)).toEqual({
      title: '访问申请',
      content: '您的访问申请“Sepsis early warning score”被退回修改：Name the outcome measure.',
    });
    await i18n.changeLocale('en-US');
    expect(messageText(notice, i18n.translate)).toEqual({
      title: 'Access request',
      content: 'Your access request “Sepsis early warning score” was returned for revision: Name the outcome measure.',
    });
  });

  it("falls back to the API's English for a key the console does not know, and shows other messages as written", () => {
    localStorage.setItem('arco-locale', 'zh-CN');
    const { translate } = createI18nProvider(declarations);
    const unknown = { ...notice, key: 'resources.accessRequests.notices.remind', link: { resource: 'nowhere', id: 1 } };
    expect(messageText(unknown, translate)).toEqual({ title: 'Access request', content: notice.content });
    const plain: Message = { ...notice, type: 'message', key: undefined, params: undefined, link: undefined, title: 'Zhao Min', content: 'Hello' };
    expect(messageText(plain, translate)).toEqual({ title: 'Zhao Min', content: 'Hello' });
  });
});

describe('the linter', () => {
  /** The declarations with one transition of `decl` notifying `notify`. */
  const lintWith = (decl: ResourceDecl, name: string, notify: readonly string[]) => {
    const transitions = decl.workflow!.transitions.map((t): Transition => (t.name === name ? { ...t, notify } : t));
    const changed = { ...decl, workflow: { ...decl.workflow!, transitions } };
    return lintDeclarations(declarations.map((d) => ({ file: `${d.name}.ts`, decl: d.name === decl.name ? changed : d }))).map(
      (p) => `${p.path}: ${p.message}`,
    );
  };

  it('takes the owner, a known role and a number field holding a user', () => {
    expect(lintWith(accessRequests, 'reject', ['owner', 'role:admin', 'role:user'])).toEqual([]);
    expect(lintWith(grants, 'close', ['grantee'])).toEqual([]);
  });

  it('refuses an unknown role, a field that holds no user and a name that is no field, naming the transition', () => {
    const at = (i: number) => `accessRequests.workflow.transitions[${i}].notify`;
    const reject = accessRequests.workflow!.transitions.findIndex((t) => t.name === 'reject');
    expect(lintWith(accessRequests, 'reject', ['role:auditor', 'title', 'datasets', 'requesters'])).toEqual([
      `${at(reject)}: transition "reject" notifies unknown role "auditor" (known: admin, user)`,
      `${at(reject)}: transition "reject" notifies unknown recipient "title" (owner, role:<role>, or a number field holding a user's id)`,
      `${at(reject)}: transition "reject" notifies unknown recipient "datasets" (owner, role:<role>, or a number field holding a user's id)`,
      `${at(reject)}: transition "reject" notifies unknown recipient "requesters" (owner, role:<role>, or a number field holding a user's id)`,
    ]);
  });
});
