/** A throw-away declaration whose fields each test of a schema change picks. */
import { defineResource, type FieldDecl } from '../../resources/lib/schema';

export const samples = (fields: Record<string, FieldDecl>) =>
  defineResource({
    name: 'samples',
    endpoint: '/api/test/samples',
    icon: 'Science',
    menu: { group: 'list', order: 9 },
    access: { read: ['admin'], write: ['admin'] },
    recordLabel: 'title',
    defaultSort: { field: 'title', order: 'ASC' },
    seed: { count: 3 },
    fields,
    messages: {
      'en-US': { name: 'Sample |||| Samples', menu: 'Samples', fields: Object.fromEntries(Object.keys(fields).map((f) => [f, f])) },
      'zh-CN': { name: '样本 |||| 样本', menu: '样本', fields: Object.fromEntries(Object.keys(fields).map((f) => [f, f])) },
    },
  });

export const title: FieldDecl = { kind: 'text', required: true, filter: true, sort: true, seed: { kind: 'cycle', values: ['Serum', 'Plasma', 'Urine'] } };
export const tag: FieldDecl = { kind: 'text', seed: { kind: 'const', value: 'batch-1' } };
export const size: FieldDecl = { kind: 'number', seed: { kind: 'int', min: 1, max: 9 } };
export const V1 = { title, tag, size };
