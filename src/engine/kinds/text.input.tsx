/** text's form input: one line (url and email take the same with their input type). */
import { TextInput } from 'react-admin';
import type { FormKind, InputProps } from './kind';

/** A one-line input of `type` (a phone's keyboard follows it). */
export const lineInput = (type: 'text' | 'url' | 'email') => (props: InputProps) => <TextInput key={props.source} {...props} type={type} />;

export const textInput: FormKind<'text'> = { input: lineInput('text') };
