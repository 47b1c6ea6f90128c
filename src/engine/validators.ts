import type { Validator } from 'react-admin';
import { isChosenFile } from '../../dataProvider/files';
import { checkFile, maxBytesOf } from '../../resources/lib/files';
import type { FieldDecl } from '../../resources/lib/schema';
import { validateField, type FieldError } from '../../resources/lib/validate';

const asMessage = (e: FieldError | undefined) => (e ? { message: e.key, args: e.args ?? {} } : undefined);

/** A chosen file's check, once per file: a form validates again on every change. */
const checked = new WeakMap<Blob, Promise<FieldError | undefined>>();

/** A chosen file by its bytes, as the API will check it; a file too large is not read at all. */
function checkChosen(f: FieldDecl, file: File): Promise<FieldError | undefined> {
  if (!checked.has(file)) {
    const bytes = file.size > maxBytesOf(f) ? Promise.resolve(undefined) : file.arrayBuffer().then((b) => new Uint8Array(b));
    checked.set(
      file,
      bytes.then((b) => checkFile(file.name, b, f, file.size)),
    );
  }
  return checked.get(file)!;
}

/** react-admin validator from a field's declared rules: the same function the API runs. */
export const fieldValidator =
  (f: FieldDecl): Validator =>
  (value: unknown) => {
    if (f.kind === 'file' && isChosenFile(value)) return checkChosen(f, value.rawFile).then(asMessage);
    return asMessage(validateField(f, value));
  };
