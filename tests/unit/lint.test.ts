/** The declaration linter: broken declarations fail with a message naming the file and the field. */
import { describe, expect, it } from 'vitest';
import { formatProblem, lintDeclarations } from '../../resources/lib/lint';
import { defineResource, type FieldDecl, type ResourceDecl } from '../../resources/lib/schema';
import { declarations } from '../../src/registry/declarations';

const base = (): ResourceDecl =>
  defineResource({
    name: 'samples',
    endpoint: '/api/samples',
    icon: 'Description',
    menu: { group: 'list', order: 9 },
    access: { read: ['*'], write: ['admin'] },
    recordLabel: 'code',
    defaultSort: { field: 'code', order: 'ASC' },
    seed: { count: 3 },
    fields: {
      code: { kind: 'text', required: true, filter: true, sort: true, pattern: { source: '[A-Z]{2}', messageKey: 'resources.samples.validation.code' } },
      status: { kind: 'enum', values: ['open', 'closed'], defaultValue: 'open', seed: { kind: 'pick' } },
      note: { kind: 'text', when: { field: 'status', values: ['closed'] } },
    },
    messages: {
      'en-US': {
        name: 'Sample |||| Samples',
        menu: 'Samples',
        fields: { code: 'Code', status: 'Status', note: 'Note' },
        enums: { status: { open: 'Open', closed: 'Closed' } },
        validation: { code: 'Two capitals' },
        bulk: { archive: 'Archive' },
      },
      'zh-CN': {
        name: '样品 |||| 样品',
        menu: '样品',
        fields: { code: '编号', status: '状态', note: '备注' },
        enums: { status: { open: '开放', closed: '关闭' } },
        validation: { code: '两个大写字母' },
        bulk: { archive: '归档' },
      },
    },
  });

/** One broken copy of the base declaration, linted alone (plus `others` as known resources). */
function lint(edit: (d: ResourceDecl) => void, others: ResourceDecl[] = []) {
  const d = structuredClone(base());
  edit(d);
  return lintDeclarations([{ file: 'resources/samples.ts', decl: d }, ...others.map((decl) => ({ file: `resources/${decl.name}.ts`, decl }))]).map(
    formatProblem,
  );
}
const field = (d: ResourceDecl, name: string) => d.fields[name] as FieldDecl & Record<string, unknown>;

describe('the declaration linter', () => {
  it('passes every registered declaration and the base fixture', () => {
    expect(lintDeclarations(declarations.map((decl) => ({ file: decl.name, decl })))).toEqual([]);
    expect(lint(() => {})).toEqual([]);
  });

  it('names the file and the field for names that point nowhere', () => {
    expect(lint((d) => (d.recordLabel = 'title'))).toEqual(['resources/samples.ts: samples.recordLabel: "title" is not a declared field']);
    expect(lint((d) => (d.defaultSort = { field: 'nope', order: 'ASC' }))).toEqual([
      'resources/samples.ts: samples.defaultSort.field: "nope" is not a declared field',
    ]);
    expect(lint((d) => (d.defaultSort = { field: 'status', order: 'ASC' }))).toEqual([
      'resources/samples.ts: samples.defaultSort.field: "status" is not sortable (add sort: true)',
    ]);
    expect(lint((d) => (field(d, 'note').when = { field: 'stauts' }))).toEqual([
      'resources/samples.ts: samples.fields.note.when.field: "stauts" is not another declared field',
    ]);
    expect(lint((d) => (field(d, 'note').when = { field: 'status', values: ['gone'] }))).toEqual([
      'resources/samples.ts: samples.fields.note.when.values: "gone" is not a valid value of status',
    ]);
    expect(lint((d) => (field(d, 'note').reference = 'users'))).toEqual([
      'resources/samples.ts: samples.fields.note.reference: "users" is not a declared resource',
    ]);
    expect(
      lint(
        (d) => (field(d, 'note').reference = 'other'),
        [{ ...base(), name: 'other', endpoint: '/api/other', fields: { code: { kind: 'text', sort: true } } }],
      ),
    ).toEqual([]);
    expect(lint((d) => (d.bulk = [{ name: 'archive', kind: 'set', field: 'state', value: 'closed' }]))).toEqual([
      'resources/samples.ts: samples.bulk[0].field: "state" is not a declared field',
    ]);
    expect(lint((d) => (d.bulk = [{ name: 'archive', kind: 'set', field: 'status', value: 'archived' }]))).toEqual([
      'resources/samples.ts: samples.bulk[0].value: "archived" is not a value of status (open, closed)',
    ]);
    expect(lint((d) => (d.bulk = [{ name: 'archive', kind: 'set', field: 'status', value: 'closed', with: { remark: 'x', note: 7 } }]))).toEqual([
      'resources/samples.ts: samples.bulk[0].with.remark: "remark" is not a declared field',
      'resources/samples.ts: samples.bulk[0].with.note: 7 is not a valid note',
    ]);
    expect(lint((d) => (field(d, 'note').alwaysOn = true))).toEqual(['resources/samples.ts: samples.fields.note.alwaysOn: alwaysOn without filter: true']);
  });

  it('refuses an icon or a menu group the console does not have, in the type check and at run time', () => {
    // @ts-expect-error a misspelled icon name is a type error in a declaration
    const icon: ResourceDecl['icon'] = 'Polcy';
    // @ts-expect-error so is a menu group the menu does not have
    const group: NonNullable<ResourceDecl['menu']>['group'] = 'reports';
    expect(lint((d) => (d.icon = icon))).toEqual(['resources/samples.ts: samples.icon: unknown icon "Polcy" (resources/lib/icons.ts lists the names)']);
    expect(lint((d) => (d.menu = { group, order: 1 }))).toEqual(['resources/samples.ts: samples.menu.group: unknown menu group "reports"']);
  });

  it('wants a label for every bulk action and a reachable state for it', () => {
    expect(
      lint((d) => {
        d.bulk = [{ name: 'archive', kind: 'set', field: 'status', value: 'closed' }];
        delete d.messages['zh-CN'].bulk;
      }),
    ).toEqual(['resources/samples.ts: samples.bulk.archive: no zh-CN label (messages.zh-CN.bulk.archive)']);
    expect(
      lint((d) => {
        d.bulk = [{ name: 'archive', kind: 'set', field: 'status', value: 'closed' }];
        field(d, 'status').transitions = { closed: ['open'] };
      }),
    ).toEqual(['resources/samples.ts: samples.bulk[0].value: no transition of status leads to "closed"']);
  });

  it('wants every label, enum value, name, menu and validation message in both locales', () => {
    expect(lint((d) => delete d.messages['zh-CN'].fields.note)).toEqual([
      'resources/samples.ts: samples.fields.note: no zh-CN label (messages.zh-CN.fields.note)',
    ]);
    expect(lint((d) => (d.fields.status.values = ['open', 'closed', 'held']))).toEqual([
      'resources/samples.ts: samples.fields.status.values: no en-US label for value "held" (messages.en-US.enums.status.held)',
      'resources/samples.ts: samples.fields.status.values: no zh-CN label for value "held" (messages.zh-CN.enums.status.held)',
    ]);
    expect(lint((d) => (d.messages['en-US'].menu = ' '))).toEqual(['resources/samples.ts: samples.messages.en-US.menu: missing menu text in en-US']);
    expect(lint((d) => (d.messages['zh-CN'].name = ''))).toEqual(['resources/samples.ts: samples.messages.zh-CN.name: missing resource name in zh-CN']);
    expect(lint((d) => delete d.messages['zh-CN'].validation)).toEqual([
      'resources/samples.ts: samples.fields.code.pattern.messageKey: "resources.samples.validation.code" has no zh-CN message',
    ]);
    expect(lint((d) => (d.fields.code.pattern = { source: '[A-Z]{2}', messageKey: 'mds.validation.integer' }))).toEqual([]);
    expect(lint((d) => (d.fields.code.pattern = { source: '[A-Z]{2}', messageKey: 'mds.validation.nope' }))).toHaveLength(2);
  });

  it('checks state transitions and expiry against the enum', () => {
    expect(lint((d) => (d.fields.status.transitions = { open: ['shut'] }))).toEqual([
      'resources/samples.ts: samples.fields.status.transitions: "shut" is not a value of status',
    ]);
    expect(lint((d) => (d.fields.status.expiry = { field: 'code', from: ['open'], value: 'closed' }))).toEqual([
      'resources/samples.ts: samples.fields.status.expiry.field: "code" is not a declared date field',
    ]);
  });

  it('knows the roles', () => {
    expect(lint((d) => (d.access = { read: ['*'], write: ['admin', 'root' as 'admin'] }))).toEqual([
      'resources/samples.ts: samples.access.write: unknown role "root" (known: admin, user, *)',
    ]);
    expect(lint((d) => (field(d, 'note').access = { read: ['*'], write: ['editor' as 'admin'] }))).toEqual([
      'resources/samples.ts: samples.fields.note.access.write: unknown role "editor" (known: admin, user, *)',
    ]);
    expect(lint((d) => (d.bulk = [{ name: 'remove', kind: 'delete', roles: ['owner' as 'admin'] }]))).toEqual([
      'resources/samples.ts: samples.bulk[0].roles: unknown role "owner" (known: admin, user, *)',
    ]);
  });

  it('checks seeds and defaults against the field', () => {
    expect(lint((d) => (d.fields.status.seed = { kind: 'cycle', values: ['open', 'shut'] }))).toEqual([
      'resources/samples.ts: samples.fields.status.seed: seed value "shut" is not one of open, closed',
    ]);
    expect(lint((d) => (d.fields.status.seed = { kind: 'const', value: 'Open' }))).toEqual([
      'resources/samples.ts: samples.fields.status.seed: seed value "Open" is not one of open, closed',
    ]);
    expect(lint((d) => (d.fields.code.seed = { kind: 'pick' }))).toEqual(['resources/samples.ts: samples.fields.code.seed: seed "pick" needs an enum field']);
    expect(lint((d) => (d.fields.status.defaultValue = 'pending'))).toEqual([
      'resources/samples.ts: samples.fields.status.defaultValue: default "pending" is not valid for the field',
    ]);
    expect(lint((d) => (d.fields.code.defaultValue = 'abc'))).toContain(
      'resources/samples.ts: samples.fields.code.defaultValue: default "abc" is not valid for the field',
    );
  });

  it('wants a text default in each language, as the create form shows it', () => {
    const withDefault = (d: ResourceDecl) => (field(d, 'note').defaultValue = 'Not yet closed');
    expect(lint(withDefault)).toEqual([
      'resources/samples.ts: samples.fields.note.defaultValue: the form shows it: no en-US text (messages.en-US.defaults.note)',
      'resources/samples.ts: samples.fields.note.defaultValue: the form shows it: no zh-CN text (messages.zh-CN.defaults.note)',
    ]);
    const translated = (d: ResourceDecl) => {
      withDefault(d);
      d.messages['en-US'].defaults = { note: 'Not yet closed' };
      d.messages['zh-CN'].defaults = { note: '尚未关闭' };
    };
    expect(lint(translated)).toEqual([]);
    // A field the form does not show needs none.
    expect(lint((d) => (withDefault(d), (field(d, 'note').form = false)))).toEqual([]);
  });

  it('refuses a resource name or endpoint declared twice', () => {
    expect(lint(() => {}, [{ ...base(), endpoint: '/api/samples2' }])).toEqual([
      'resources/samples.ts: samples.name: resource name "samples" is also declared in resources/samples.ts',
    ]);
  });

  it('wants one declaration per engine purpose, and an operation log nobody writes', () => {
    const views = { ...base(), name: 'views', endpoint: '/api/views', purpose: 'savedViews' as const, fields: { code: { kind: 'text' as const, sort: true } } };
    expect(lint((d) => (d.purpose = 'savedViews'), [views])).toEqual([
      'resources/views.ts: views.purpose: purpose "savedViews" is also declared in resources/samples.ts',
    ]);
    expect(lint((d) => (d.purpose = 'operationLog'))).toEqual([
      'resources/samples.ts: samples.access.write: only the API appends to the operation log: write: []',
    ]);
    expect(lint((d) => ((d.purpose = 'operationLog'), (d.access = { read: ['admin'], write: [] })))).toEqual([]);
  });
});
