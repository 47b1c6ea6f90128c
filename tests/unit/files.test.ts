/** Files checked by their content, on both sides: what a `file` field takes, what it refuses and why. */
import { describe, expect, it } from 'vitest';
import { withUploads } from '../../dataProvider/files';
import { checkFile, checkUpload, decodeBase64, encodeBase64, FILE_TYPES, isCsv, sniffFile } from '../../resources/lib/files';
import { lintDeclaration } from '../../resources/lib/lint';
import { defineResource, type FieldDecl } from '../../resources/lib/schema';
import { validateField } from '../../resources/lib/validate';
import { GIF, jpegImage, PATIENT_CSV, pngImage, POLYGLOTS } from '../fixtures/images';

const bytes = (text: string) => new TextEncoder().encode(text);
const PNG = new Uint8Array(pngImage());
const JPEG = new Uint8Array(jpegImage());
const field: FieldDecl = { kind: 'file', required: true, accept: ['csv', 'png', 'jpeg'], maxBytes: 1024 };

describe('a file by its content', () => {
  it.each([
    ['a table', bytes('a,b\n1,2\n'), 'csv'],
    ['a table with quoted commas and line breaks, CRLF, no last line break', bytes('name,note\r\n"Smith, J","two\r\nlines"\r\nLi,ok'), 'csv'],
    ['one column', bytes('patients\n12\n40\n'), 'csv'],
    ['a UTF-8 table with a byte-order mark', bytes('\uFEFF组,人数\n甲,12\n'), 'csv'],
    ['a PNG', PNG, 'png'],
    ['a JPEG', JPEG, 'jpeg'],
  ])('takes %s', (_, content, type) => {
    expect(sniffFile(content, ['csv', 'png', 'jpeg'])).toBe(type);
  });

  it.each([
    ['rows of different widths', bytes('a,b,c\n1,2\n')],
    ['a quote left open', bytes('a,b\n"1,2\n')],
    ['binary control characters', bytes('a,b\n1,\u0001\n')],
    ['bytes that are not UTF-8', new Uint8Array([0x61, 0x2c, 0xff, 0xfe, 0x0a])],
    ['a program', new Uint8Array([0x4d, 0x5a, 0x90, 0x00])],
    ['only blanks', bytes('  \n')],
  ])('refuses %s as a table', (_, content) => {
    expect(isCsv(content)).toBe(false);
    expect(sniffFile(content, ['csv', 'png', 'jpeg'])).toBeUndefined();
  });

  it('refuses an image of a type the field does not take', () => {
    expect(sniffFile(JPEG, ['csv', 'png'])).toBeUndefined();
    expect(sniffFile(PNG, ['csv', 'jpeg'])).toBeUndefined();
  });

  it('takes GIF and WebP for no field any more: the API decodes every image whole, and has no decoder of them', () => {
    expect(sniffFile(GIF, ['csv', 'png', 'jpeg'])).toBeUndefined();
    expect(Object.keys(FILE_TYPES)).toEqual(['csv', 'png', 'jpeg']);
  });

  it.each(POLYGLOTS.filter(([, , byTheirEnds]) => byTheirEnds))('refuses %s by its first and last bytes', (_, content) => {
    expect(sniffFile(new Uint8Array(content), ['csv', 'png', 'jpeg'])).toBeUndefined();
  });

  it('refuses a table with a NUL byte: a CSV is UTF-8 text', () => {
    expect(isCsv(bytes(PATIENT_CSV))).toBe(true);
    expect(isCsv(bytes(PATIENT_CSV.replace('Patient 3', 'Patient\u00003')))).toBe(false);
  });

  it('round-trips base64 and refuses text that is not', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    expect(decodeBase64(encodeBase64(all))).toEqual(all);
    expect(decodeBase64('abc')).toBeUndefined();
    expect(decodeBase64('ab$=')).toBeUndefined();
  });

  it.each([
    ['table.csv', bytes('a\n1\n'), undefined],
    ['TABLE.CSV', bytes('a\n1\n'), undefined],
    ['photo.jpeg', JPEG, undefined],
    ['chart.csv', PNG, 'mds.validation.fileExtension'],
    ['chart', PNG, 'mds.validation.fileExtension'],
    ['dir/table.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    [' ', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['table.csv', new Uint8Array(), 'mds.validation.fileEmpty'],
    ['big.csv', bytes(`a\n${'1\n'.repeat(600)}`), 'mds.validation.fileSize'],
    // Names that read as something else: U+202E shows "report\u202Evsc.exe" as "reportexe.csv".
    ['report\u202Egnp.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['report\u202Dtable.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['table\u2028.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['table\u2029.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['table\u0085.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['tab\u200Ble.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['\uFEFFtable.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['table\u0000.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['table\ud800.csv', bytes('a\n1\n'), 'mds.validation.fileName'],
    ['分组 – table (2).csv', bytes('a\n1\n'), undefined],
  ])('checks %s', (name, content, key) => {
    expect(checkFile(name, content, field)?.key).toBe(key);
    expect(checkUpload({ name, data: encodeBase64(content) }, field)?.key).toBe(key);
  });

  it('is required like any value, and a stored file passes while an empty one does not', () => {
    expect(validateField(field, null)?.key).toBe('ra.validation.required');
    expect(validateField(field, { name: 't.csv', type: 'text/csv', size: 4, sha256: 'a'.repeat(64) })).toBeUndefined();
    expect(validateField(field, 'table.csv')?.key).toBe('mds.validation.file');
  });
});

describe('a chosen file in a write', () => {
  it('is sent as its name and base64 bytes; other values go as they are', async () => {
    const rawFile = new File(['a,b\n1,2\n'], 'result.csv', { type: 'text/csv' });
    const stored = { name: 'old.csv', type: 'text/csv', size: 4, sha256: 'b'.repeat(64) };
    expect(await withUploads({ title: 'T', file: { rawFile, src: 'blob:x', title: 'result.csv' }, old: stored })).toEqual({
      title: 'T',
      file: { name: 'result.csv', data: encodeBase64(bytes('a,b\n1,2\n')) },
      old: stored,
    });
  });
});

describe('the linter on file fields', () => {
  const withField = (f: FieldDecl) => {
    const decl = defineResource({
      name: 'results',
      endpoint: '/api/results',
      icon: 'Description',
      access: { read: ['*'], write: ['*'] },
      recordLabel: 'title',
      defaultSort: { field: 'title', order: 'ASC' },
      seed: { count: 1 },
      fields: { title: { kind: 'text', required: true, sort: true }, file: f },
      messages: {
        'en-US': { name: 'Result |||| Results', menu: 'Results', fields: { title: 'Title', file: 'File' } },
        'zh-CN': { name: '结果 |||| 结果', menu: '结果', fields: { title: '标题', file: '文件' } },
      },
    });
    return lintDeclaration(decl, 'results.ts', ['results'], [decl]).map((p) => `${p.path}: ${p.message}`);
  };

  it('takes a file field with types, a size and a seed the field accepts', () => {
    expect(withField({ ...field, seed: { kind: 'file', files: [{ name: 'r.csv', text: 'a\n1\n' }] } })).toEqual([]);
  });
  it.each([
    [{ kind: 'file' } as FieldDecl, 'names the types it takes (csv, png, jpeg)'],
    [{ ...field, accept: ['pdf'] } as unknown as FieldDecl, '"pdf" is not a file type'],
    [{ ...field, accept: ['gif'] } as unknown as FieldDecl, '"gif" is not a file type (csv, png, jpeg)'],
    [{ ...field, maxBytes: 6 * 1024 * 1024 }, 'maxBytes must be a whole number from 1 to 5242880'],
    [{ ...field, filter: true }, 'filter cannot go with a file'],
    [{ ...field, sort: true }, 'sort cannot go with a file'],
    [{ ...field, seed: { kind: 'file', files: [{ name: 'r.csv', text: 'a,b\n1\n' }] } } as FieldDecl, 'seed file "r.csv" is refused'],
    [{ kind: 'text', accept: ['csv'] } as unknown as FieldDecl, 'accept is for file fields'],
    [{ kind: 'number', reference: 'results', choose: { states: ['open'] } } as FieldDecl, '"open" is not a state of results (it has no workflow)'],
    [{ kind: 'number', reference: 'results', choose: { own: true } } as FieldDecl, 'results has no owner field'],
  ])('refuses %j', (f, message) => {
    expect(withField(f).join('\n')).toContain(message);
  });
});
