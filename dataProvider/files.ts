/**
 * Records' files (`file` fields): a file chosen in a form travels inside the record's JSON as
 * `{ name, data }` (base64), and a stored one is downloaded with the session's token.
 */
import type { Identifier } from 'ra-core';
import { encodeBase64 } from '../resources/lib/files';
import type { HttpClient } from './http';
import { endpointOf, recordPath, type Endpoints } from './translate';

/** What react-admin's file input holds for a newly chosen file. */
export interface ChosenFile {
  rawFile: File;
}
export const isChosenFile = (v: unknown): v is ChosenFile => typeof v === 'object' && v !== null && (v as ChosenFile).rawFile instanceof Blob;

/** A record's fields with each chosen file read into the upload the API takes. */
export async function withUploads<T extends Record<string, unknown>>(data: T): Promise<T> {
  const entries = await Promise.all(
    Object.entries(data).map(async ([k, v]) =>
      isChosenFile(v) ? [k, { name: v.rawFile.name, data: encodeBase64(new Uint8Array(await v.rawFile.arrayBuffer())) }] : [k, v],
    ),
  );
  return Object.fromEntries(entries) as T;
}

export interface FileParams {
  id: Identifier;
  field: string;
}

export interface FileMethods {
  /** The bytes a record's file field holds. */
  getFile(resource: string, params: FileParams): Promise<{ data: Blob }>;
}

export function fileMethods(http: HttpClient, endpoints: Endpoints): FileMethods {
  return {
    async getFile(resource, { id, field }) {
      const path = recordPath(endpointOf(resource, endpoints), id, 'files', encodeURIComponent(field));
      const { data } = await http<Blob>(path, { responseType: 'blob' });
      return { data };
    },
  };
}
