import { FileInput, useTranslate, type Validator } from 'react-admin';
import { acceptOf, FILE_TYPES, maxBytesOf, megabytes, typesText } from '../../../resources/lib/files';
import type { FieldDecl } from '../../../resources/lib/schema';
import { FilePreview } from './FilePreview';

export interface FileUploadInputProps {
  source: string;
  label: string;
  field: FieldDecl;
  validate?: Validator;
  isRequired?: boolean;
  readOnly?: boolean;
}

/**
 * A `file` field's input: drop or choose one file. Every file is let in and checked by the field's
 * validator, as the API will check it, so a wrong one gets a message rather than vanishing.
 * Loaded by FileChoiceInput (../lazy.ts) with the first form that has a file field.
 */
export default function FileUploadInput({ source, label, field, validate, isRequired, readOnly }: FileUploadInputProps) {
  const translate = useTranslate();
  const accept = acceptOf(field);
  const max = megabytes(maxBytesOf(field));
  return (
    <FileInput
      source={source}
      label={label}
      validate={validate}
      isRequired={isRequired}
      readOnly={readOnly}
      helperText={translate('mds.engine.file.hint', { types: typesText(accept), max })}
      placeholder={<p>{translate('mds.engine.file.drop')}</p>}
      // The picker offers the declared types first; what is chosen is checked by content all the same.
      // The picker's input is named by the field: react-admin's label above it is no <label> of it.
      inputProps={{ accept: accept.flatMap((t) => [FILE_TYPES[t].mime, ...FILE_TYPES[t].extensions]).join(','), 'aria-label': label }}
    >
      <FilePreview />
    </FileInput>
  );
}
